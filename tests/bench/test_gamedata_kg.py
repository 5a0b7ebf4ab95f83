"""``kgqa.bench.gamedata_kg``: the KG file parses and is in the Wikidata dump's shape (every ``wdt:``
predicate used has its ``wd:P`` entity with a label and a direct-claim link), and every gold query,
run by rdflib on ``tests/candidates/data/gamedata.ttl``, gives the answer worked out by hand from the
file; every yes/no truth is what an ASK written here says. No engine runs here."""

import rdflib

from kgqa.bench import gamedata_kg as bench
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

WIKIBASE = rdflib.Namespace("http://wikiba.se/ontology#")


def _ids(*numbers: int) -> list[str]:
    """Q ids as ``name_of`` gives them, sorted as the golds are."""
    return sorted(f"Q{n}" for n in numbers)


def _games(*numbers: int) -> list[str]:
    """Games by their last two digits (``Q900000nn``)."""
    return _ids(*(90000000 + n for n in numbers))


# The answers read off the Turtle by hand, in the bench's order (Q ids).
LISTS = [
    _ids(90000301), _games(1, 2, 3, 20), _ids(90000307), _ids(90000101), _games(1, 2, 3, 10, 11, 20),
    _games(13, 19), _games(4, 5, 6), _ids(90000301), _games(4), _games(9, 11, 16, 17, 19, 20),
    _games(3), _games(8), _games(5), _ids(90000407), _games(7, 8, 9, 15, 19),
    _ids(90000602), _ids(90000201), _games(3, 10, 11, 12, 13, 14, 16, 17, 20), _ids(90000402, 90000403, 90000404),
    _ids(90000203), _ids(90000304), _ids(90000501, 90000502, 90000503, 90000504), _games(10, 12), _games(9, 15),
    _games(1, 2, 3, 6, 18, 20), _ids(90000302, 90000307), _games(3, 10, 12, 13, 17, 20), _games(14, 16, 19),
    _games(9), _ids(90000411),
]
COUNTS = ["5", "210", "618000", "3", "5", "248", "8", "11", "2", "2"]

b = bench

# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f"ASK {{ {b.SOR3} {b.DEVELOPER} {b.LANTERN_FORGE} }}",
    f"ASK {{ {b.LAST_LANTERN} {b.DEVELOPER} {b.LANTERN_FORGE} }}",
    f"ASK {{ {b.EMBERFALL} {b.RELEASED} ?d FILTER(YEAR(?d) < 2010) }}",
    f"ASK {{ {b.STARLIT_HARBOR} {b.RELEASED} ?d FILTER(YEAR(?d) < 2015) }}",
    f"ASK {{ {b.KAGEROU} {b.HQ} {b.TSUBAKAWA} }}",
    f"ASK {{ {b.BRIGHTLOOM} {b.HQ} {b.ALDENPORT} }}",
    f"ASK {{ {b.TIDECALLER} {b.DEVELOPER} {b.BRIGHTLOOM} }}",
    f"ASK {{ {b.GEARWRIGHT} {b.PUBLISHER} {b.ARCLIGHT} }}",
    f"ASK {{ {b.CINDERHALL} {b.EMPLOYEES} ?n FILTER(?n > 400) }}",
    f"ASK {{ {b.PIXEL_ORCHARD} {b.EMPLOYEES} ?n FILTER(?n > 100) }}",
    f"ASK {{ {b.ASHEN_CROWN} {b.GENRE}/{b.SUBCLASS}* {b.ACTION_RPG} }}",
    f"ASK {{ {b.IRONVEIL} {b.GENRE}/{b.SUBCLASS}* {b.PLATFORMER} }}",
    f"ASK {{ {b.HARUTO} {b.BIRTHPLACE} {b.TSUBAKAWA} }}",
    f"ASK {{ {b.PETRA} {b.CITIZEN} {b.NORVANIA} }}",
    f"ASK {{ {b.MOSS_MARROW} {b.PLATFORM} {b.VEXA_POCKET} }}",
    f"ASK {{ {b.RIMEBOUND} {b.PLATFORM} {b.VEXA_PRISM} }}",
    f"ASK {{ {b.SOR2} {b.AWARD} {b.GOLDEN_QUILL} }}",
    f"ASK {{ {b.LAST_LANTERN} {b.AWARD} {b.GOLDEN_QUILL} }}",
    f"ASK {{ {b.VESSHOLM} {b.POPULATION} ?a . {b.ALDENPORT} {b.POPULATION} ?b FILTER(?a > ?b) }}",
    f"ASK {{ {b.HOLLOW_PINE} {b.INCEPTION} ?a . {b.LANTERN_FORGE} {b.INCEPTION} ?b FILTER(?a > ?b) }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_file_parses_and_items_are_typed_only_by_p31():
    graph = _graph()
    assert len(graph) == 1006
    items = {s for s in graph.subjects() if str(s).startswith(bench.WD + "Q")}
    # no rdf:type on items: classes come only from wdt:P31 (and wdt:P279 between classes)
    assert not [s for s in items if (s, rdflib.RDF.type, None) in graph]
    assert all(graph.value(s, rdflib.RDFS.label) is not None for s in items)
    games = set(graph.subjects(rdflib.URIRef(bench.WDT + "P31"), rdflib.URIRef(bench.WD + "Q7889")))
    assert len(games) == 20


def test_every_wdt_property_has_its_entity_with_a_label_and_a_direct_claim():
    graph = _graph()
    used = {p for p in graph.predicates() if str(p).startswith(bench.WDT)}
    assert len(used) >= 20
    for wdt in used:
        prop = rdflib.URIRef(bench.WD + str(wdt)[len(bench.WDT):])
        assert (prop, rdflib.RDF.type, WIKIBASE.Property) in graph, prop
        assert (prop, WIKIBASE.directClaim, wdt) in graph, prop
        assert any(lab.language == "en" for lab in graph.objects(prop, rdflib.RDFS.label)), prop
        # as in the dump, the wdt: predicate itself has no label
        assert not list(graph.objects(wdt, rdflib.RDFS.label)), wdt


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
