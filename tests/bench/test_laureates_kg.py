"""``kgqa.bench.laureates_kg``: the KG file parses and is in the prize dump's shape (every laureate
award belongs to one prize of its own category and year, the prize lists the award's laureate, and
a prize's shares add up to one whole), and every gold query, run by rdflib on
``tests/candidates/data/laureates.ttl``, gives the answer worked out by hand from the file; every
yes/no truth is what an ASK written here says. No engine runs here."""

from fractions import Fraction

import rdflib

from kgqa.bench import laureates_kg as bench
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

T = rdflib.Namespace(bench.TERMS)
FOAF = rdflib.Namespace(bench.FOAF)
DBO = rdflib.Namespace(bench.DBO)
DCT = rdflib.namespace.DCTERMS


def _l(*ids: int) -> list[str]:
    """Laureates as ``name_of`` gives them, sorted as the golds are."""
    return sorted(f"laureate/{n}" for n in ids)


def _countries(*names: str) -> list[str]:
    return sorted(f"country/{n}" for n in names)


# The answers read off the Turtle by hand, in the bench's order (paths under resource/, literals as written).
LISTS = [
    _l(17, 18), ["prize/Chemistry/1939", "prize/Physics/1931"], _l(61, 62), _l(45, 130), ["category/Peace"],
    ["prize/Chemistry/1954", "prize/Literature/1954"], ["for his discovery of the lymphatic pathway of fevers"],
    _l(17, 45), _l(7, 101, 140), _l(1, 4, 7), _l(1), _l(88),
    _l(17, 54), _l(62, 94, 140), _l(26, 45), [bench.DBR + "Tessby"], _countries("Quessary"), ["1898-07-16"],
    _l(18, 52, 61, 71, 120), _l(1, 53, 62, 101), _l(7, 18, 33, 53, 94), _l(88, 120, 130, 140), _l(7), _l(54),
    _countries("Arvenland", "Eskarn", "Kestoria", "Lumeria"),
    ["university/Royal_Institute_of_Halmstrand"], [bench.DBR + "Tavrin"], _l(54, 70, 140),
    ["university/Calvesse_University", "university/Mirau_Medical_College"], _l(4, 17),
]
COUNTS = ["7", "7", "4", "1954", "2", "3", "3", "3", "3", "2"]

b = bench
_e, award, prize = bench._e, bench.award, bench.prize
KALLENBACH, DOVRAN, HARROWGATE, TALVIK, EBBERLING, MONTESSANT, SORELL = (
    _e(f"laureate/{n}") for n in (18, 62, 140, 120, 9, 101, 54))
PORT_ALDRIC_TECH = _e("university/Port_Aldric_Institute_of_Technology")
MIRAU_COLLEGE, TAVRIN_POLY = _e("university/Mirau_Medical_College"), _e("university/Tavrin_Polytechnic")
BRANNICK_UNI = b.BRANNICK_UNI
BRANNHOLT, ESKARN = _e("country/Brannholt"), _e("country/Eskarn")
D = b.XSD_DATE


def _won(who: str, category: str) -> str:
    return f"ASK {{ {award('?a', who)} ?a {b.CATEGORY} {category} }}"


def _shared(p: str) -> str:
    return f"ASK {{ {p} {b.LAUREATE} ?x , ?y FILTER(?x != ?y) }}"


def _born_before(x: str, y: str) -> str:
    return f"ASK {{ {x} {b.BIRTHDAY} ?p . {y} {b.BIRTHDAY} ?q FILTER(?p < ?q) }}"


def _awards_more_than_one(who: str, category: str | None = None) -> str:
    cat = f"?a {b.CATEGORY} {category} . ?c {b.CATEGORY} {category} ." if category else ""
    return f"ASK {{ {award('?a', who)} {award('?c', who)} {cat} FILTER(?a != ?c) }}"


def _in_country(uni: str, country: str) -> str:
    return f"ASK {{ {uni} {b.CITY} ?c . ?c {b.COUNTRY} {country} }}"


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    _won(b.AASVOLD, b.CHEMISTRY),
    _won(KALLENBACH, b.CHEMISTRY),
    f"ASK {{ {b.FERRANT} {b.BIRTHPLACE} {bench._city('Sant_Oriel')} }}",
    f"ASK {{ {DOVRAN} {b.BIRTHPLACE} {b.CALVESSE} }}",
    _shared(prize("Physics", 1931)),
    _shared(prize("Medicine", 1971)),
    _born_before(TALVIK, HARROWGATE),
    _born_before(b.OBERLIN, EBBERLING),
    _awards_more_than_one(b.REFUGEE_OFFICE, b.PEACE),
    _awards_more_than_one(b.FERNHOLM),
    f"ASK {{ ?p {b.RDF_TYPE} {b.PRIZE_CLASS} ; {b.CATEGORY} {b.PHYSICS} ; {b.YEAR} 1947 }}",
    f"ASK {{ ?p {b.RDF_TYPE} {b.PRIZE_CLASS} ; {b.CATEGORY} {b.PEACE} ; {b.YEAR} 1940 }}",
    f"ASK {{ {award('?a', b.DRACHE)} ?a {b.UNIVERSITY} {PORT_ALDRIC_TECH} }}",
    f"ASK {{ {award('?a', MONTESSANT)} ?a {b.UNIVERSITY} {MIRAU_COLLEGE} }}",
    _in_country(BRANNICK_UNI, BRANNHOLT),
    _in_country(TAVRIN_POLY, ESKARN),
    f"ASK {{ {b.CRELL} {b.DEATH} ?d FILTER(?d < \"1935-01-01\"^^{D}) }}",
    f"ASK {{ {b.BREKKE} {b.DEATH} ?d FILTER(?d > \"1960-12-31\"^^{D}) }}",
    f"ASK {{ {award('?a', SORELL)} ?a {b.YEAR} ?y . {SORELL} {b.BIRTHDAY} ?d FILTER(?y - YEAR(?d) < 35) }}",
    f"ASK {{ {award('?a', b.STELLAN)} ?a {b.CATEGORY} {b.LITERATURE} ; {b.YEAR} ?y FILTER(?y < 1950) }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_dump_has_its_laureates_prizes_and_awards():
    graph = _graph()
    assert len(graph) == 915
    counts = {cls: len(set(graph.subjects(rdflib.RDF.type, cls)))
              for cls in (T.Laureate, FOAF.Person, FOAF.Organization, T.LaureateAward, T.Prize, T.Category,
                          T.University, DBO.Country)}
    assert list(counts.values()) == [24, 22, 2, 26, 19, 5, 9, 7]
    for person in graph.subjects(rdflib.RDF.type, FOAF.Person):
        for p in (rdflib.RDFS.label, FOAF.name, FOAF.givenName, FOAF.familyName, FOAF.gender, FOAF.birthday,
                  DBO.birthPlace):
            assert len(list(graph.objects(person, p))) == 1, (person, p)
        assert str(graph.value(person, FOAF.gender)) in ("male", "female"), person
        city = graph.value(person, DBO.birthPlace)
        assert graph.value(graph.value(city, DBO.country), rdflib.RDF.type) == DBO.Country, person
    for org in graph.subjects(rdflib.RDF.type, FOAF.Organization):
        assert graph.value(org, FOAF.gender) is None and graph.value(org, FOAF.birthday) is None, org
    for uni in graph.subjects(rdflib.RDF.type, T.University):
        assert graph.value(graph.value(uni, DBO.city), DBO.country) is not None, uni


def test_every_award_belongs_to_one_prize_of_its_category_and_year():
    graph = _graph()
    for a in graph.subjects(rdflib.RDF.type, T.LaureateAward):
        for p in (T.laureate, T.category, T.year, T.motivation, T.share, T.sortOrder, DCT.isPartOf):
            assert len(list(graph.objects(a, p))) == 1, (a, p)
        p = graph.value(a, DCT.isPartOf)
        assert graph.value(p, T.category) == graph.value(a, T.category), a
        assert graph.value(p, T.year) == graph.value(a, T.year), a
        assert (p, DCT.hasPart, a) in graph and (p, T.laureateAward, a) in graph, a
        who = graph.value(a, T.laureate)
        assert (p, T.laureate, who) in graph and (who, T.laureateAward, a) in graph and (who, T.halvorsenPrize, p) in graph


def test_the_shares_of_every_prize_add_up_to_one_whole():
    graph = _graph()
    for p in graph.subjects(rdflib.RDF.type, T.Prize):
        parts = list(graph.objects(p, DCT.hasPart))
        assert sum(Fraction(1, int(graph.value(a, T.share))) for a in parts) == 1, p
        assert len(parts) == len(list(graph.objects(p, T.laureate))), p


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
