"""Comparisons under a relation that never holds the value, asked of a real KG (pets_1)."""

from kgqa.bench.unheld_comparisons import count_unheld, unheld_comparisons
from kgqa.data.spider_kgs import spider_kg
from kgqa.querygraph import sparql_to_graph

NS = "http://valuenet/ontop/"
TYPED_PETS = f"?p a <{NS}pets> . ?p <{NS}pets#weight> ?w . "


def _graph(where: str):
    return sparql_to_graph(f"SELECT ?w WHERE {{ {TYPED_PETS}{where} }}")


def test_a_value_held_elsewhere_is_unheld_under_another_relation():
    kg = spider_kg("pets_1")
    assert unheld_comparisons(_graph(f'?p <{NS}pets#petid> ?x . FILTER(?x != "dog")'), kg) == [(f"{NS}pets#petid", "dog")]
    assert unheld_comparisons(_graph(f'?p <{NS}pets#pettype> "dog" .'), kg) == []  # held there
    # a value the KG holds nowhere (a question's quoted string) is no such comparison
    assert unheld_comparisons(_graph(f'?p <{NS}pets#petid> ?x . FILTER(?x = "unicorn")'), kg) == []


def test_counts_split_right_and_wrong_answers():
    unheld = f'SELECT ?w WHERE {{ {TYPED_PETS}?p <{NS}pets#petid> ?x . FILTER(?x = "dog") }}'
    held = f'SELECT ?w WHERE {{ {TYPED_PETS}?p <{NS}pets#pettype> ?x . FILTER(?x = "dog") }}'
    records = [{"kg": "pets_1", "exec": False, "sparql": unheld}, {"kg": "pets_1", "exec": True, "sparql": held},
               {"kg": "pets_1", "exec": False, "sparql": None}]
    out = count_unheld(records, spider_kg)
    assert out["answers"] == {"right, held or none": 1, "wrong, held or none": 1, "wrong, unheld": 1}
    assert out["unheld_wrong_by_kg"] == {"pets_1": 1}
