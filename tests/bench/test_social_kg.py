"""``kgqa.bench.social_kg``: the KG file parses, the bench has its shape (30 lists, 10 counts, 20
yes/no with 10 false), and every gold query, run by rdflib on ``tests/candidates/data/social.ttl``,
gives the answer worked out by hand from the file; every yes/no truth is what an ASK written here
says. No engine runs here."""

import rdflib

from kgqa.bench import social_kg as bench
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

# The answers read off the Turtle by hand, in the bench's order (the rest of an IRI under either base,
# so a person is ``id/p1042`` and a place its numeric id; mailbox and homepage IRIs as written).
LISTS = [
    ["3319110"],
    ["id/p1057", "id/p1063", "id/p1071", "id/p1196"],
    ["project/deepcurrent", "project/graphwright", "project/ledgerlock", "project/mosslight", "project/quillfeather"],
    ["2614538"],
    ["id/p1057", "id/p1116", "id/p1204"],
    ["id/p1042", "id/p1057", "id/p1063", "id/p1071", "id/p1088", "id/p1124", "id/p1147", "id/p1152", "id/p1196",
     "id/p1204", "id/p1248", "id/p1256"],
    ["org/lumen-works", "org/saltmarsh-jazz-club"],
    ["id/p1071", "id/p1088", "id/p1147", "id/p1152"],
    ["id/p1057"],
    ["id/p1071"],
    ["3319110"],
    ["id/p1168"],
    ["id/p1071", "id/p1116", "id/p1168", "id/p1248"],
    ["2616020", "3177012", "3177290", "3319110", "3319377"],
    ["project/ledgerlock"],
    ["mailto:celia.vantreau@greyfeather.example.org"],
    ["https://lumenworks.example.com/"],
    ["id/p1071", "id/p1088", "id/p1152"],
    ["id/p1071", "id/p1088", "id/p1103", "id/p1139", "id/p1147", "id/p1152", "id/p1227", "id/p1256"],
    ["project/deepcurrent", "project/graphwright", "project/ledgerlock", "project/mosslight"],
    ["project/deepcurrent", "project/graphwright", "project/quillfeather", "project/songline-atlas"],
    ["project/sallowmere-greenway"],
    ["3177012", "3177384", "3319481"],
    ["topic/marine-biology", "topic/ornithology"],
    ["id/p1147"],
    ["id/p1088", "id/p1147"],
    ["id/p1063", "id/p1219"],
    ["org/civic-atlas", "org/tidewater-collective"],
    ["2616279"],
    ["3176855"],
]
COUNTS = ["4", "61", "905000", "58", "3", "6", "4", "5.2e+06", "4", "3"]

_e, _g, _f, _gn = bench._e, bench._g, bench._f, bench._gn
KNOWS, NEAR, MEMBER, AGE, POPULATION = _f("knows"), bench.NEAR, bench.MEMBER, bench.AGE, bench.POPULATION
WORKS_ON, PAST, INTEREST, BROADER = bench.WORKS_ON, _f("pastProject"), bench.INTEREST, bench.BROADER
PARENT = _gn("parentFeature")


def _knows(a: str, b: str) -> str:
    return f"ASK {{ {{ {a} {KNOWS} {b} }} UNION {{ {b} {KNOWS} {a} }} }}"


def _more(a: str, b: str, prop: str) -> str:
    return f"ASK {{ {a} {prop} ?a . {b} {prop} ?b FILTER(?a > ?b) }}"


# One ASK per yes/no question, in the bench's order, written here from the question.
ASKS = [
    ("Does Ana Merrow know Pavel Ostrik?", _knows(bench.ANA, bench.PAVEL)),
    ("Does Bram Oakhurst know Dmitri Solvane?", _knows(bench.BRAM, bench.DMITRI)),
    ("Is Dmitri Solvane older than Elin Haskard?", _more(bench.DMITRI, bench.ELIN, AGE)),
    ("Is Kaia Thornsby older than Greta Lindqvell?", _more(bench.KAIA, bench.GRETA, AGE)),
    ("Does Greta Lindqvell live in Tornhaven?", f"ASK {{ {bench.GRETA} {NEAR} {bench.TORNHAVEN} }}"),
    ("does soren maltby live in aurvik", f"ASK {{ {bench.SOREN} {NEAR} {bench.AURVIK} }}"),
    ("Is Lars Ovedal a member of Quillon Labs?", f"ASK {{ {bench.QUILLON} {MEMBER} {bench.LARS} }}"),
    ("Is Felix Ambervale a member of Lumen Works?", f"ASK {{ {bench.LUMEN} {MEMBER} {bench.FELIX} }}"),
    ("Is Aurvik in Estmark?", f"ASK {{ {bench.AURVIK} {PARENT}+ {bench.ESTMARK} }}"),
    ("Is Linmere in Corvenna?", f"ASK {{ {bench.LINMERE} {PARENT}+ {bench.CORVENNA} }}"),
    ("Does Elin Haskard work on Graphwright?", f"ASK {{ {bench.ELIN} {WORKS_ON} {bench.GRAPHWRIGHT} }}"),
    ("Does Quinn Alder work on DeepCurrent?", f"ASK {{ {bench.QUINN} {WORKS_ON} {bench.DEEPCURRENT} }}"),
    ("Is Varessa bigger than Porto Salvento?", _more(bench.VARESSA, bench.PORTO_SALVENTO, POPULATION)),
    ("does skaldby have more than 100000 people", f"ASK {{ {bench.SKALDBY} {POPULATION} ?p FILTER(?p > 100000) }}"),
    ("Is Hugo Brannick interested in jazz?", f"ASK {{ {bench.HUGO} {INTEREST} {bench.JAZZ} }}"),
    ("Is Odette Pruvan interested in cryptography?", f"ASK {{ {bench.ODETTE} {INTEREST} {bench.CRYPTOGRAPHY} }}"),
    ("is machine learning a part of computer science",
     f"ASK {{ {bench.MACHINE_LEARNING} {BROADER}+ {bench.COMPUTER_SCIENCE} }}"),
    ("Is photography a kind of music?", f"ASK {{ {bench.PHOTOGRAPHY} {BROADER}+ {bench.MUSIC} }}"),
    ("Was Graphwright started after 2022?",
     f"ASK {{ {bench.GRAPHWRIGHT} {bench.CREATED} ?d FILTER(YEAR(?d) > 2022) }}"),
    ("Did Ines Calvora work on Harbor Lens?",
     f"ASK {{ {bench.INES} ?p {bench.HARBOR_LENS} FILTER(?p IN ({WORKS_ON}, {PAST})) }}"),
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_kg_is_foaf_geonames_and_skos_with_no_rdfs_label_and_knows_stored_one_way():
    graph = _graph()
    assert 450 <= len(graph) <= 650
    assert not list(graph.triples((None, rdflib.RDFS.label, None)))
    foaf, gn, skos = rdflib.Namespace(bench.FOAF), rdflib.Namespace(bench.GN), rdflib.SKOS
    people = set(graph.subjects(rdflib.RDF.type, foaf.Person))
    assert len(people) == 22 and all(str(p).startswith(bench.BASE + "id/p") for p in people)
    for p in people:
        assert graph.value(p, foaf.name) and graph.value(p, foaf.givenName) and graph.value(p, foaf.familyName), p
        assert graph.value(p, foaf.age).datatype == rdflib.XSD.integer, p
        assert str(graph.value(p, foaf.based_near)).startswith(bench.PLACES), p
    pairs = {(s, o) for s, o in graph.subject_objects(foaf.knows)}
    assert len(pairs) == 22 and not [(s, o) for s, o in pairs if (o, s) in pairs]
    places = set(graph.subjects(rdflib.RDF.type, gn.Feature))
    assert len(places) == 21 and all(str(p).startswith(bench.PLACES) for p in places)
    for p in places:
        assert graph.value(p, gn.name) and graph.value(p, gn.population).datatype == rdflib.XSD.integer, p
    codes = sorted(str(graph.value(p, gn.featureCode))[len(bench.GN):] for p in places)
    assert codes == ["A.ADM1"] * 6 + ["A.PCLI"] * 3 + ["P.PPL"] * 6 + ["P.PPLA"] * 3 + ["P.PPLC"] * 3
    concepts = set(graph.subjects(rdflib.RDF.type, skos.Concept))
    assert len(concepts) == 14 and all(graph.value(c, skos.prefLabel) for c in concepts)
    objects = {o for o in graph.objects() if isinstance(o, rdflib.URIRef)
               and (str(o).startswith(bench.BASE) or str(o).startswith(bench.PLACES))}
    assert objects <= set(graph.subjects())


def test_name_of_strips_either_base():
    assert bench.name_of(rdflib.URIRef(bench.BASE + "id/p1042")) == "id/p1042"
    assert bench.name_of(rdflib.URIRef(bench.PLACES + "2616020")) == "2616020"
    assert bench.name_of(rdflib.Literal(905000)) == "905000"


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), ASKS, bench.YES_NO) == []
