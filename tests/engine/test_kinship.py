"""Kinship words a family KG composes rather than states (``kgqa.engine.kinship``), and chains
that end in a verb ("When was X's father born?"), read from the KG's own properties and asked
through the real engine (the shipped checkpoint) on a real Oxigraph server.

The kin KG (``tests/candidates/data/kin.ttl``, session 45's blind bench) has no ``rdf:type``,
names people only by ``rdfs:label``, and states ``father``/``mother`` (child to parent),
``spouse`` and a ``gender`` string: grandchildren, siblings, cousins and the rest are paths.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from kgqa.engine.kinship import DOWN, FEMALE, MALE, UP, KinHop, family_relations, kin_pair, kin_term, mentions_kin
from kgqa.engine.stated_chain import stated_verb_chains

ID, REL = "http://kin.example.net/id/", "http://kin.example.net/rel/"
PARENT = f"<{REL}father>|<{REL}mother>"


def _props(**locals_: str) -> dict:
    return {f"http://x/{k}": SimpleNamespace(local=v, label=v) for k, v in locals_.items()}


def test_verbs_that_say_a_noun():
    """"from" and "do" are read as the nouns they say, after a chain or after a name alone."""
    (chain, verb, wh), = stated_verb_chains("Where is Anna Kovel's son from?", ["Anna Kovel"])
    assert chain.nouns == ("son",) and "nationality" in verb and wh == "where"
    (chain, verb, _), = stated_verb_chains("what does anna kovel do ?", ["Anna Kovel"])
    assert chain.nouns == () and chain.name == "anna kovel" and "job" in verb
    assert stated_verb_chains("Where is Anna Kovel?", ["Anna Kovel"]) == []
    assert stated_verb_chains("What does Anna Kovel own?", ["Anna Kovel"]) == []  # no noun said, no chain


def test_kinship_nouns_are_steps_up_and_down():
    assert kin_term("grandchildren") == ((DOWN, None), (DOWN, None))
    assert kin_term("great-grandfather") == ((UP, None), (UP, None), (UP, MALE))
    assert kin_term("paternal grandmother") == ((UP, MALE), (UP, FEMALE))
    assert kin_term("cousins") == ((UP, None), (UP, None), (DOWN, None), (DOWN, None))
    assert kin_term("nieces") == ((UP, None), (DOWN, None), (DOWN, FEMALE))
    assert kin_term("half-sister") is None and kin_term("capital") is None and kin_term("great-capital") is None
    assert mentions_kin("Who are the great-grandchildren of X?") and not mentions_kin("What is the capital of X?")
    assert kin_pair("Are Jonas Kovel and Petra Kovel siblings?", ["Jonas Kovel", "Petra Kovel"]) == \
        ("jonas kovel", "petra kovel", "siblings")
    assert kin_pair("Are Jonas Kovel and Petra Kovel married?", ["Jonas Kovel", "Petra Kovel"]) is None


def test_family_relations_read_directions_from_the_property_words():
    # "childOf" points to the parent, "parentOf" to the child; "sex" is the gender property
    rel = family_relations(_props(a="child of", b="parent of", c="spouse", d="sex", e="birth place"),
                           lambda iri: [("<http://x/M>", "Male"), ("<http://x/F>", "Female"), ('"n/a"', "n/a")])
    assert rel.steps["up"] == [("http://x/a", False, None)] and rel.steps["down"] == [("http://x/b", False, None)]
    assert rel.steps["spouse"] == [("http://x/c", True, None)]
    assert rel.gender == "http://x/d" and rel.values == {MALE: "<http://x/M>", FEMALE: "<http://x/F>"}
    assert family_relations(_props(a="spouse", b="birth place"), lambda iri: []) is None  # no parents: no family


def _values(kg, patterns: list[str]) -> set[str]:
    return {str(r[0]) for r in kg.select(f"SELECT DISTINCT ?x WHERE {{ {' '.join(patterns)} }}").rows}


def test_a_sibling_is_a_parents_other_child_and_an_aunt_not_ones_parent(bench_kg):
    kg = bench_kg("kin")
    props = {f"{REL}{n}": SimpleNamespace(local=n, label="") for n in ("father", "mother", "spouse", "gender")}
    rel = family_relations(props, lambda iri: [('"male"', "male"), ('"female"', "female")])
    jonas = f"<{ID}P23>"

    def hop(noun: str) -> set[str]:
        return _values(kg, KinHop(noun, kin_term(noun), rel).patterns(jonas, "?x", "k"))

    siblings = {str(r[0]) for r in kg.select(
        f"SELECT DISTINCT ?x WHERE {{ {jonas} {PARENT} ?p . ?x {PARENT} ?p FILTER(?x != {jonas}) }}").rows}
    assert siblings and hop("siblings") == siblings and f"{ID}P23" not in siblings
    parents = {str(r[0]) for r in kg.select(f"SELECT ?x WHERE {{ {jonas} {PARENT} ?x }}").rows}
    assert not hop("aunts") & parents and not hop("uncles") & parents
    assert hop("paternal grandfather") == {str(r[0]) for r in kg.select(
        f"SELECT ?x WHERE {{ {jonas} <{REL}father>/<{REL}father> ?x }}").rows}
    # read backwards, "father" says the parent's gender, not the child's: a son needs the gender
    oskar = f"<{ID}P1>"
    sons = {str(r[0]) for r in kg.select(f'SELECT ?x WHERE {{ ?x {PARENT} {oskar} ; <{REL}gender> "male" }}').rows}
    assert sons and _values(kg, KinHop("sons", kin_term("sons"), rel).patterns(oskar, "?x", "k")) == sons


LISTS = [
    ("Who are the grandchildren of Oskar Kovel?", f"<{ID}P1> (^<{REL}father>|^<{REL}mother>)/(^<{REL}father>|^<{REL}mother>) ?x"),
    ("Who are Greta Kovel's children?", f"?x <{REL}father>|<{REL}mother> <{ID}P10>"),
    ("Who are the siblings of Jonas Kovel?", f"<{ID}P23> {PARENT} ?p . ?x {PARENT} ?p FILTER(?x != <{ID}P23>)"),
    ("Who is the paternal grandfather of Selma Kovel?", f"<{ID}P47> <{REL}father>/<{REL}father> ?x"),
    # a chain, then the hop its verb names: a year for "when", a link for "where"
    ("When was Kasimir Orloy's father born?", f"<{ID}P34> <{REL}father>/<{REL}birthYear> ?x"),
    ("Where do Sigrun Tendlow's grandchildren live?",
     f"<{ID}P6> (^<{REL}father>|^<{REL}mother>)/(^<{REL}father>|^<{REL}mother>)/<{REL}residence> ?x"),
    ("What does Liam Tendlow's mother do for a living?", f"<{ID}P44> <{REL}mother>/<{REL}occupation> ?x"),
    # "from" says where one is from, "do" one's job, after a chain or a name alone
    ("where is anna kovel 's son from ?", f"?s {PARENT} <{ID}P22> ; <{REL}gender> \"male\" ; <{REL}nationality> ?x"),
    ("Which country does Oskar Kovel's wife come from?", f"<{ID}P1> <{REL}spouse> ?w . ?w <{REL}nationality> ?x"),
    ("What does Anna Kovel do?", f"<{ID}P22> <{REL}occupation> ?x"),
]
SUPERLATIVES = [  # the one at the chain's end with the most of the measure: the oldest was born first
    ("Who is the oldest grandchild of Ruben Marrish?",
     f"SELECT ?x WHERE {{ <{ID}P3> (^<{REL}father>|^<{REL}mother>)/(^<{REL}father>|^<{REL}mother>) ?x . "
     f"?x <{REL}birthYear> ?y }} ORDER BY ?y LIMIT 1"),
    ("Who is Erik Tendlow's eldest son?",
     f"SELECT ?x WHERE {{ ?x <{REL}father> <{ID}P15> ; <{REL}gender> \"male\" ; <{REL}birthYear> ?y }} ORDER BY ?y LIMIT 1"),
]


@pytest.mark.parametrize("question,gold", SUPERLATIVES)
def test_superlatives_over_relatives(shipped_engine, bench_kg, answers_as_gold, question, gold):
    got, want, answer = answers_as_gold(shipped_engine, bench_kg("kin"), "kin", question, gold)
    assert want and got == want, answer.sparql


@pytest.mark.parametrize("question,pattern", LISTS)
def test_relatives_the_kg_composes(shipped_engine, bench_kg, question, pattern):
    kg = bench_kg("kin")
    want = {str(r[0]) for r in kg.select(f"SELECT DISTINCT ?x WHERE {{ {pattern} }}").rows}
    answer = shipped_engine.answer(question, kg, kg_name="kin")
    assert want and {str(r[0]) for r in answer.rows} == want, answer.sparql


@pytest.mark.parametrize("question,pattern", [
    ("How many grandchildren does Linnea Tendlow have?",
     f"<{ID}P16> (^<{REL}father>|^<{REL}mother>)/(^<{REL}father>|^<{REL}mother>) ?x"),
    ("How many children does Anna Kovel's husband have?",
     f"<{ID}P22> <{REL}spouse> ?h . ?h <{REL}gender> \"male\" . ?x <{REL}father>|<{REL}mother> ?h"),
    ("How many siblings does Petra Kovel have?", f"<{ID}P24> {PARENT} ?p . ?x {PARENT} ?p FILTER(?x != <{ID}P24>)"),
])
def test_counts_of_relatives(shipped_engine, bench_kg, question, pattern):
    kg = bench_kg("kin")
    want = kg.select(f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {pattern} }}").rows[0][0]
    answer = shipped_engine.answer(question, kg, kg_name="kin")
    assert int(want) > 0 and answer.rows and int(answer.rows[0][0]) == int(want), answer.sparql


@pytest.mark.parametrize("question,ask", [
    ("Is Oskar Kovel a great-grandfather of Emil Kovel?", f"<{ID}P46> ({PARENT})/({PARENT})/<{REL}father> <{ID}P1>"),
    ("Is Oskar Kovel a great-grandfather of Jonas Kovel?", f"<{ID}P23> ({PARENT})/({PARENT})/<{REL}father> <{ID}P1>"),
    ("Are Jonas Kovel and Petra Kovel siblings?", f"<{ID}P23> {PARENT} ?p . <{ID}P24> {PARENT} ?p"),
    ("Are Jonas Kovel and Emil Kovel siblings?", f"<{ID}P23> {PARENT} ?p . <{ID}P46> {PARENT} ?p"),
])
def test_yes_no_about_relatives(shipped_engine, bench_kg, question, ask):
    kg = bench_kg("kin")
    truth = kg.ask(f"ASK {{ {ask} }}")
    answer = shipped_engine.answer(question, kg, kg_name="kin")
    assert answer.boolean is truth, answer.sparql
