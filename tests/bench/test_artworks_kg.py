"""``kgqa.bench.artworks_kg``: the KG file parses and is in the Linked Art shape (every object typed,
titled, numbered, produced by an event, owned by the museum; dimensions as typed E54 nodes in
centimetres; acquisitions as E8 events), and every gold query, run by rdflib on
``tests/candidates/data/artworks.ttl``, gives the answer worked out by hand from the file; every
yes/no truth is what an ASK written here says. No engine runs here."""

import rdflib
from rdflib.namespace import RDF, RDFS, SKOS, XSD

from kgqa.bench import artworks_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

CRM = rdflib.Namespace(bench.CRM)
LA = rdflib.Namespace(bench.LA)
AAT = rdflib.Namespace(bench.AAT)
OBJ = rdflib.URIRef(bench.CRM + "E22_Human-Made_Object")
TITLE = rdflib.URIRef(bench.CRM + "E33_E41_Linguistic_Appellation")
TS = rdflib.URIRef(bench.CRM + "E52_Time-Span")
P4 = rdflib.URIRef(bench.CRM + "P4_has_time-span")


def _o(*ids: str) -> list[str]:
    return sorted(f"object/{i}" for i in ids)


# The answers read off the Turtle by hand, in the bench's order (paths under the museum's base,
# AAT concepts in full, literals as written).
LISTS = [
    ["person/4b1e07"],
    ["group/9a14b7", "person/a93f20"],
    ["person/f1a6d0"],
    _o("1f3a9c", "2b7d41", "b1d7e4"),
    _o("9f5b24", "a0c6d3"),
    _o("e4a017", "f5b128", "2c8e5b"),
    _o("5d9e13", "d3f906"),
    ["person/d2e7b3"],
    ["place/leiden"],
    ["1632-10-31T00:00:00"],
    ["person/4b1e07", "person/7c2d19"],
    ["person/a93f20", "person/b0d4e5"],
    ["person/b0d4e5", "person/d2e7b3"],
    _o("1f3a9c", "2b7d41"),
    _o("e4a017", "f5b128", "2c8e5b"),
    _o("2b7d41", "3e8f02", "5d9e13", "6c1f88", "7b2e60", "1b7d4a"),
    sorted(bench.AAT + c for c in ("300015050", "300012264")),
    ["SK-A-1234"],
    _o("5d9e13"),
    _o("5d9e13"),
    _o("f5b128", "0a6c39"),
    _o("6c1f88", "7b2e60", "0a6c39", "1b7d4a"),
    _o("1b7d4a"),
    _o("9f5b24", "a0c6d3", "b1d7e4", "c2e8f5", "d3f906"),
    ["set/3a71c0", "set/4b82d1"],
    ["set/6da4f3"],
    _o("1f3a9c", "3e8f02", "8e4a19", "9f5b24", "c2e8f5", "0a6c39"),
    ["group/6b3e90"],
    _o("1f3a9c", "5d9e13", "b1d7e4", "c2e8f5"),
    _o("4a0c57"),
]
# 3 drawings; 74.5 cm; 35 cm; 5 golden-age paintings; 4 made in Antwerp; 4 sculptures; 6 from the
# Friends; 1951, 1955, 1955; 2 prints; 3 by Roussel
COUNTS = [number(n) for n in (3, 74.5, 35, 5, 4, 4, 6, 3, 2, 3)]

b = bench


def _height(obj: str, var: str) -> str:
    return f"{obj} {b.DIMENSION} ?d_{var} . ?d_{var} {b.TYPE} {b.HEIGHT} ; {b.VALUE} ?{var} ."


def _born(person: str, var: str) -> str:
    return f"{person} {b.BORN} ?e_{var} . ?e_{var} {b.TIMESPAN} ?t_{var} . ?t_{var} {b.BEGIN} ?{var} ."


def _acquired_year_below(obj: str, y: int) -> str:
    return f"ASK {{ {obj} {b.ACQUIRED} ?a . ?a {b.TIMESPAN} ?t . ?t {b.BEGIN} ?d FILTER(YEAR(?d) < {y}) }}"


def _made_at(obj: str, place: str) -> str:
    return f"ASK {{ {obj} {b.PRODUCED} ?p . ?p {b.AT} {place} }}"


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    _acquired_year_below(b.HARBOUR, 1950),
    _acquired_year_below(b.PORTRAIT, 1950),
    f"ASK {{ {b.SWIMMER} {b.MATERIAL} {b.BRONZE} }}",
    f"ASK {{ {b.BUST} {b.MATERIAL} {b.BRONZE} }}",
    f"ASK {{ {b.VERHOEF} {b.MEMBER} {b.DELFT_GUILD} }}",
    f"ASK {{ {b.OSSELAER} {b.MEMBER} {b.DELFT_GUILD} }}",
    f"ASK {{ {b.HARBOUR} {b.DIMENSION} ?d . ?d {b.TYPE} {b.WIDTH} ; {b.VALUE} ?w FILTER(?w > 90) }}",
    f"ASK {{ {_height(b.OUDE_KERK, 'h')} FILTER(?h > 50) }}",
    f"ASK {{ {_born(b.DORSMAN, 'a')} {_born(b.VERHOEF, 'c')} FILTER(?a < ?c) }}",
    f"ASK {{ {_born(b.ROUSSEL, 'a')} {_born(b.OSSELAER, 'c')} FILTER(?a < ?c) }}",
    f"ASK {{ {b.FERRYMAN} {b.TYPE} {b.PRINT} ; {b.PRODUCED} ?p . ?p {b.BY} {b.OSSELAER} }}",
    f"ASK {{ {b.OLD_MAN} {b.TYPE} {b.PAINTING} }}",
    f"ASK {{ {b.RIVER} {b.IN_SET} {b.FLEMISH} }}",
    f"ASK {{ {b.HARBOUR} {b.IN_SET} {b.FLEMISH} }}",
    f"ASK {{ {b.SLEEPING_DOG} {b.ACQUIRED} ?a . ?a {b.FROM} {b.VOS} }}",
    f"ASK {{ {b.SWIMMER} {b.ACQUIRED} ?a . ?a {b.FROM} {b.VOS} }}",
    _made_at(b.JEROME, b.ANTWERP),
    _made_at(b.DANCER, b.FLORENCE),
    f"ASK {{ {_height(b.ADORATION, 'a')} {_height(b.PORTRAIT, 'c')} FILTER(?a > ?c) }}",
    (f"ASK {{ ?o {b.TYPE} {b.DRAWING} ; {b.PRODUCED} ?p . "
     f"{{ ?p {b.BY} {b.BELLANDI} }} UNION {{ ?p {b.PARTS} ?s . ?s {b.BY} {b.BELLANDI} }} }}"),
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_museum_has_its_objects_people_groups_places_and_sets():
    graph = _graph()
    assert len(graph) == 943
    counts = [len(set(graph.subjects(RDF.type, cls))) for cls in (
        OBJ, CRM.E21_Person, CRM.E74_Group, CRM.E53_Place, LA.Set, CRM.E8_Acquisition)]
    assert counts == [18, 9, 6, 6, 4, 16]
    types = [graph.value(o, CRM.P2_has_type) for o in graph.subjects(RDF.type, OBJ)]
    assert [types.count(AAT[c]) for c in ("300033618", "300033973", "300041273", "300047090")] == [9, 3, 2, 4]
    # two people share a name; one artist is anonymous and has no dates
    labels = [str(graph.value(p, RDFS.label)) for p in graph.subjects(RDF.type, CRM.E21_Person)]
    assert labels.count("Pieter de Wael") == 2
    anon = next(graph.subjects(RDFS.label, rdflib.Literal("Unknown Flemish master")))
    assert graph.value(anon, CRM.P98i_was_born) is None


def test_every_object_is_titled_numbered_produced_and_owned():
    graph = _graph()
    museum = rdflib.URIRef(bench.BASE + "group/1e0a00")
    differing = 0
    for obj in graph.subjects(RDF.type, OBJ):
        names = list(graph.objects(obj, CRM.P1_is_identified_by))
        assert len(names) == 2 and all(isinstance(n, rdflib.BNode) for n in names), obj
        title = next(n for n in names if graph.value(n, RDF.type) == TITLE)
        ident = next(n for n in names if graph.value(n, RDF.type) == CRM.E42_Identifier)
        assert graph.value(title, CRM.P2_has_type) == AAT["300404670"], obj
        assert graph.value(ident, CRM.P2_has_type) == AAT["300312355"], obj
        differing += graph.value(title, CRM.P190_has_symbolic_content) != graph.value(obj, RDFS.label)
        prod = graph.value(obj, CRM.P108i_was_produced_by)
        assert graph.value(prod, RDF.type) == CRM.E12_Production, obj
        assert graph.value(graph.value(prod, P4), RDF.type) == TS, obj
        assert graph.value(graph.value(prod, CRM.P7_took_place_at), RDFS.label) is not None, obj
        assert graph.value(prod, CRM.P14_carried_out_by) or graph.value(prod, CRM.P9_consists_of), obj
        assert graph.value(obj, CRM.P52_has_current_owner) == museum, obj
        assert list(graph.objects(obj, CRM.P45_consists_of)), obj
    assert differing == 3
    # two productions are made of parts; a time-span given only as gYears
    assert len(set(graph.subjects(CRM.P9_consists_of, None))) == 2
    assert {v.datatype for v in graph.objects(None, CRM.P82a_begin_of_the_begin)} == {XSD.dateTime, XSD.gYear}


def test_dimensions_sets_and_concepts_are_untidy_as_exported():
    graph = _graph()
    objs = set(graph.subjects(RDF.type, OBJ))
    assert len([o for o in objs if graph.value(o, CRM.P43_has_dimension) is None]) == 1
    for dim in graph.objects(None, CRM.P43_has_dimension):
        assert graph.value(dim, CRM.P2_has_type) in (AAT["300055644"], AAT["300055647"])
        assert graph.value(dim, CRM.P90_has_value).datatype == XSD.decimal
        assert graph.value(dim, CRM.P91_has_unit) == AAT["300379098"]
    in_sets = [len(list(graph.objects(o, LA.member_of))) for o in objs]
    assert sorted(in_sets) == [0, 0] + [1] * 15 + [2]
    concepts = {o for o in graph.objects() if str(o).startswith(bench.AAT)}
    assert all(graph.value(c, RDFS.label) or graph.value(c, SKOS.prefLabel) for c in concepts)
    assert any(graph.value(c, RDFS.label) is None for c in concepts)
    assert any(graph.value(c, SKOS.prefLabel) is None for c in concepts)


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
