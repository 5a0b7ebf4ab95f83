"""``kgqa.bench.events_kg``: the KG file parses, the bench has its shape (30 lists, 10 counts, 20
yes/no with 10 false), and every gold query, run by rdflib on ``tests/candidates/data/events.ttl``,
gives the answer worked out by hand from the file; every yes/no truth is what an ASK written here
says. No engine runs here."""

import rdflib

from kgqa.bench import events_kg as bench
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

SCHEMA = rdflib.Namespace(bench.SCHEMA)

# The answers read off the Turtle by hand, in the bench's order (entity slugs, literals as written).
LISTS = [
    ["venue-047"], ["city-0207"], ["person-0489"], ["talk-2303", "talk-2402", "talk-2424"], ["org-205"],
    ["org-201", "org-208", "org-210"], ["org-203"], ["2024-03-19T09:30:00"], ["topic-03", "topic-17"],
    ["person-0438", "person-0477", "person-0524"], ["conf-2023-rw", "conf-2024-df"],
    ["conf-2023-df", "conf-2024-df", "conf-2024-rw"], ["venue-031", "venue-048"], ["talk-2415"],
    ["conf-2024-rw"], ["org-207"], ["org-206"], ["person-0427", "person-0456", "person-0489"],
    ["talk-2311", "talk-2313", "talk-2412", "talk-2421"], ["city-0101"], ["1 Fairground Road"],
    ["conf-2023-sd", "conf-2024-sd"], ["talk-2402", "talk-2424"],
    ["person-0438", "person-0477", "person-0513", "person-0518", "person-0524", "person-0541"],
    ["org-201", "org-207"], ["person-0441", "person-0456", "person-0494", "person-0518", "person-0536"],
    ["Chief Technology Officer"], ["conf-2023-df", "conf-2024-df", "conf-2026-df"],
    ["talk-2301", "talk-2311", "talk-2321", "talk-2401", "talk-2406", "talk-2411", "talk-2421"],
    ["conf-2023-df", "conf-2023-sd", "conf-2024-df", "conf-2024-sd"],
]
COUNTS = ["6", "380", "650", "2200", "3", "3", "40", "3", "8", "990"]

_e, _p, _v = bench._e, bench._p, bench._v
ILSA, JONAS, TALIA = _e("person-0412"), _e("person-0477"), _e("person-0507")
DF_2023, LYSMERE = _e("conf-2023-df"), _e("city-0102")
IRONBARK, FEATURE_STORES, OPEN_HARDWARE, EDGE = _e("org-210"), _e("talk-2302"), _e("talk-2415"), _e("topic-20")
FALSE = "\"false\"^^<http://www.w3.org/2001/XMLSchema#boolean>"

# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f"ASK {{ ?t {bench.PERFORMER} {ILSA} ; {bench.SUPER} {bench.DF_2024} }}",
    f"ASK {{ ?t {bench.PERFORMER} {bench.RAFE} ; {bench.SUPER} {bench.RW_2023} }}",
    f"ASK {{ {JONAS} {bench.WORKS_FOR} {bench.NORTHGLEAM} }}",
    f"ASK {{ {TALIA} {bench.WORKS_FOR} {bench.MERIDIAN} }}",
    f"ASK {{ {bench.RW_2024} {bench.LOCATION} ?v . ?v {bench.IN_PLACE} {LYSMERE} }}",
    f"ASK {{ {bench.SD_2023} {bench.LOCATION} ?v . ?v {bench.IN_PLACE} ?c . ?c {bench.IN_PLACE} {bench.ESTMARK} }}",
    f"ASK {{ {bench.DF_2024} {bench.ATTENDEES} ?n FILTER(?n > 1500) }}",
    f"ASK {{ {bench.SD_2024} {bench.ATTENDEES} ?n FILTER(?n > 300) }}",
    f"ASK {{ {bench.HARBOURSIDE} {bench.CAPACITY} ?a . {bench.LYSMERE_HALL} {bench.CAPACITY} ?b FILTER(?a > ?b) }}",
    f"ASK {{ {bench.FOUNDRY} {bench.CAPACITY} ?a . {bench.LYSMERE_HALL} {bench.CAPACITY} ?b FILTER(?a > ?b) }}",
    f"ASK {{ {bench.MERIDIAN} {bench.FOUNDED} ?d FILTER(YEAR(?d) > 2010) }}",
    f"ASK {{ {bench.TAMSIN_VALE} {bench.FOUNDED} ?d FILTER(YEAR(?d) < 1990) }}",
    f"ASK {{ {bench.SD_2024} {bench.FREE} {bench.TRUE} }}",
    f"ASK {{ {DF_2023} {bench.FREE} {bench.TRUE} }}",
    f"ASK {{ {bench.RW_2023} {bench.SPONSOR} {IRONBARK} }}",
    f"ASK {{ {bench.SD_2023} {bench.SPONSOR} {bench.QUILLON} }}",
    f"ASK {{ {bench.GRASPING} {bench.ABOUT} {bench.VISION} }}",
    f"ASK {{ {OPEN_HARDWARE} {bench.ABOUT} {EDGE} }}",
    f"ASK {{ {bench.SD_2024} {bench.START} ?a . {bench.RW_2024} {bench.START} ?b FILTER(?a < ?b) }}",
    f"ASK {{ {FEATURE_STORES} {bench.MINUTES} ?m FILTER(?m > 45) }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_every_entity_is_typed_and_named_by_schema_name_and_addresses_are_blank_nodes():
    graph = _graph()
    assert len(graph) == 612
    assert not list(graph.triples((None, rdflib.RDFS.label, None)))
    subjects = {s for s in graph.subjects() if isinstance(s, rdflib.URIRef)}
    assert all(str(s).startswith(bench.BASE) for s in subjects)
    classes = {}
    for s in subjects:
        types = list(graph.objects(s, rdflib.RDF.type))
        assert len(types) == 1, s
        assert len(list(graph.objects(s, SCHEMA.name))) == 1, s
        classes[types[0]] = classes.get(types[0], 0) + 1
    assert classes == {SCHEMA.Country: 4, SCHEMA.City: 6, SCHEMA.Place: 6, SCHEMA.Organization: 10,
                       SCHEMA.DefinedTerm: 8, SCHEMA.EventSeries: 3, SCHEMA.Event: 7 + 30, SCHEMA.Person: 23}
    for person in graph.subjects(rdflib.RDF.type, SCHEMA.Person):
        given, family = graph.value(person, SCHEMA.givenName), graph.value(person, SCHEMA.familyName)
        assert f"{given} {family}" == str(graph.value(person, SCHEMA.name)), person
    addresses = list(graph.objects(None, SCHEMA.address))
    assert len(addresses) == 6 and all(isinstance(a, rdflib.BNode) for a in addresses)
    assert all(graph.value(a, rdflib.RDF.type) == SCHEMA.PostalAddress for a in addresses)


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []


def test_the_stored_false_is_a_false_and_not_a_missing_value():
    graph = _graph()
    assert graph.query(f"ASK {{ {DF_2023} {bench.FREE} {FALSE} }}").askAnswer is True
