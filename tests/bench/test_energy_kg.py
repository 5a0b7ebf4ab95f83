"""``kgqa.bench.energy_kg``: the KG file parses, the bench has its shape (30 lists, 10 counts, 20
yes/no with 10 false), and every gold query, run by rdflib on ``tests/candidates/data/energy.ttl``,
gives the answer worked out by hand from the file. No engine runs here."""

import rdflib

from kgqa.bench import energy_kg as bench
from kgqa.bench.kg_questions import number

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
    graph = rdflib.Graph()
    graph.parse(bench.KG_FILE, format="turtle")
    return graph


def test_the_bench_has_30_lists_10_counts_and_20_yes_no_questions_10_of_them_false():
    groups = [group for _, group, _ in bench.QUESTIONS]
    assert (groups.count("lists"), groups.count("counts")) == (30, 10) and len(groups) == 40
    assert len(bench.YES_NO) == 20 and sum(not truth for _, truth in bench.YES_NO) == 10
    questions = [q for q, _, _ in bench.QUESTIONS] + [q for q, _ in bench.YES_NO]
    assert len(set(questions)) == 60


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
    graph = _graph()
    lists = [sparql for _, group, sparql in bench.QUESTIONS if group == "lists"]
    counts = [sparql for _, group, sparql in bench.QUESTIONS if group == "counts"]
    assert [sorted({bench._name(row[0]) for row in graph.query(s)}) for s in lists] == LISTS
    assert [[number(row[0]) for row in graph.query(s)] for s in counts] == [[c] for c in COUNTS]


def test_every_yes_no_truth_is_what_its_ask_says():
    graph = _graph()
    for question, truth, ask in bench.YES_NO_GOLD:
        assert graph.query(ask).askAnswer is truth, question
