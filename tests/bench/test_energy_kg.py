"""``kgqa.bench.energy_kg``: the KG file parses, the bench has its shape (30 lists, 10 counts, 20
yes/no with 10 false), and every gold query, run by rdflib on ``tests/candidates/data/energy.ttl``,
gives the answer worked out by hand from the file. No engine runs here."""

import rdflib

from kgqa.bench import energy_kg as bench
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

# The answers read off the Turtle by hand, in the bench's order (entity codes, dates as written).
LISTS = [
    ["PP-003", "PP-011", "PP-047"], ["OP-07"], ["SRC-GAS"], ["PP-014", "PP-022", "PP-034", "PP-074"],
    ["TWN-101"], ["2019-12-31"], ["PP-045", "PP-052", "PP-074"], ["1986-04-10"],
    ["PP-007", "PP-045", "PP-052"], ["SRC-HYD", "SRC-SOL", "SRC-WND"], ["PP-031"], ["PP-018"],
    ["PP-031", "PP-056", "PP-070"], ["PP-025", "PP-052", "PP-063"], ["TWN-121"], ["CTY-2"],
    ["OP-03", "OP-07"], ["OP-05", "OP-07"], ["PP-056", "PP-059", "PP-063", "PP-066", "PP-070"],
    ["SRC-COA", "SRC-GAS", "SRC-HYD"], ["TWN-101", "TWN-104"], ["TL-04", "TL-05"], ["TL-02"],
    ["TL-01", "TL-04"], ["OP-01", "OP-03", "OP-06"], ["PP-011", "PP-018", "PP-078"], ["REG-E1", "REG-S1"],
    ["OP-03"], ["TWN-101"], ["PP-063"],
]
COUNTS = ["3", "402", "6", "725", "5120", "4", "7605.5", "3", "7", "17845.5"]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_every_entity_is_typed_and_labelled_and_every_property_labelled_with_domain_and_range():
    graph = _graph()
    subjects = {s for s in graph.subjects() if str(s).startswith(bench.ID)}
    assert len(subjects) == 21 + 8 + 6 + 5 + 8 + 3 + 6
    for s in subjects:
        assert len(list(graph.objects(s, rdflib.RDF.type))) == 1, s
        assert len(list(graph.objects(s, rdflib.RDFS.label))) == 1, s
    used = {p for p in graph.predicates() if str(p).startswith(bench.DEF)}
    assert len(used) == 17
    for p in used:
        for declared in (rdflib.RDFS.label, rdflib.RDFS.domain, rdflib.RDFS.range):
            assert graph.value(p, declared) is not None, (p, declared)


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench._name) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    asks = [(q, ask) for q, _, ask in bench.YES_NO_GOLD]
    assert asks_disagreeing(_graph(), asks, [(q, t) for q, t, _ in bench.YES_NO_GOLD]) == []
