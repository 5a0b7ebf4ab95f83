"""An Ent vertex is not filled with the entity of an Ent it shares a Rel edge with
(``kgqa.models.fill_plan.slot_choices``): ``ASK { <A> :spouse <A> }`` never means a question
that names two things, and no gold graph of LC-QuAD 1.0 or QALD-9 train has such a loop."""

from kgqa.models.fill_plan import related_entities, slot_choices
from kgqa.querygraph import sparql_to_graph


def test_the_second_entity_of_a_relation_is_not_the_first():
    g = sparql_to_graph("ASK { <http://x/a> <http://x/spouse> <http://x/b> }").abstract()
    first, second = [i for i, v in enumerate(g.vertices) if v.cls.value == "Ent"]
    assert related_entities(g, second) == [first]
    assert slot_choices(g, ("v", first), 3, [False] * 3, {}) is None  # nothing filled yet
    assert slot_choices(g, ("v", second), 3, [False] * 3, {("v", first): 1}) == [True, False, True]


def test_entities_not_joined_by_a_relation_may_be_the_same():
    # films that one person directed and starred in: two Ent vertices, one entity (QALD-9 has 6)
    g = sparql_to_graph("SELECT ?f WHERE { ?f <http://x/director> <http://x/a> . ?f <http://x/starring> <http://x/b> }").abstract()
    first, second = [i for i, v in enumerate(g.vertices) if v.cls.value == "Ent"]
    assert related_entities(g, second) == []
    assert slot_choices(g, ("v", second), 3, [False] * 3, {("v", first): 1}) is None
