"""HGNet's Val pool: the question's own values, then what the project's value linker adds."""

import pytest

from kgqa.kg.embedded import EmbeddedKG
from kgqa.models.pool import build_pool, linked_values

NS = "http://valuenet/ontop/"
XSD_STRING = "http://www.w3.org/2001/XMLSchema#string"


def _lit(text: str) -> str:
    return f'"{text}"^^<{XSD_STRING}>'


@pytest.fixture(scope="module")
def pets_kg(tmp_path_factory):
    rows = [
        ("student/1", "student#sex", _lit("F")), ("student/1", "student#fname", _lit("Linda")),
        ("student/2", "student#sex", _lit("M")), ("student/2", "student#fname", _lit("Tracy")),
        ("pet/1", "pets#pettype", _lit("dog")), ("pet/2", "pets#pettype", _lit("cat")),
        ("country/1", "country#governmentform", _lit("Republic")),
        ("country/2", "country#governmentform", _lit("Monarchy")),
        ("player/1", "players#last_name", _lit("Hande")),
    ]
    lines = [f"<{NS}{s}> <{NS}{p}> {o} ." for s, p, o in rows]
    lines += [f"<{NS}student/{i}> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <{NS}student> ." for i in (1, 2)]
    path = tmp_path_factory.mktemp("kg") / "pets.nt"
    path.write_text("\n".join(lines) + "\n")
    return EmbeddedKG([path])


def test_aliases_and_inflections_reach_the_pool(pets_kg):
    vals = build_pool("How many dog pets are raised by female students?", pets_kg).instances["Val"]
    assert "'dog'" in vals and "'F'" in vals          # n-gram lookup, then the alias female -> 'F'
    assert vals[-2:] == ["1", "ALL"]                    # the ORDER BY limits stay last
    vals = build_pool("How many countries have governments that are republics?", pets_kg).instances["Val"]
    assert "'Republic'" in vals


def test_weak_links_stay_out(pets_kg):
    # "handed" -> 'Hande' is a fuzzy spelling match: noise for the pointer decoder
    assert "'Hande'" not in linked_values("List the left handed players.", pets_kg)


def test_linking_can_be_switched_off_and_never_duplicates(pets_kg):
    q = "How many dog pets are raised by female students?"
    plain = build_pool(q, pets_kg, link_kg_values=False).instances["Val"]
    assert "'F'" not in plain and "'dog'" in plain
    linked = build_pool(q, pets_kg).instances["Val"]
    assert len(linked) == len(set(v.strip("'").lower() for v in linked))


def test_dev_value_recall_gains_from_linking():
    from kgqa.models.pool_recall import value_recall

    plain, linked = value_recall("dev", link_kg_values=False), value_recall("dev")
    assert plain["gold_values"] == linked["gold_values"] > 600
    assert linked["recall"] > plain["recall"] + 0.03 and linked["recall"] > 0.95
