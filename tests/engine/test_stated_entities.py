"""kgqa.engine.yes_no.stated_entities: which of a question's linked entities it names word for
word, by initials, or by a title without the year it ends with."""

from types import SimpleNamespace

from rdflib import URIRef

from kgqa.engine.yes_no import stated_entities

E = "http://example.org/"


def _pool(*names: str) -> SimpleNamespace:
    return SimpleNamespace(instances={"Ent": [URIRef(E + str(i)) for i in range(len(names))]},
                           names={"Ent": list(names)})


def test_a_title_said_without_its_year():
    pool = _pool("Foreign Nationals Act 2016", "Act")
    # the title said without its year is stated, and the class word inside it is not
    assert stated_entities("Has the Foreign Nationals Act been amended?", pool) == {
        ("ent", URIRef(E + "0")): "foreign nationals act"}


def test_no_year_dropped_where_another_name_is_those_words_or_too_little_is_left():
    pool = _pool("State budget 2023", "State budget")
    assert stated_entities("Is it part of the State budget series?", pool) == {("ent", URIRef(E + "1")): "state budget"}
    assert stated_entities("Is the census online?", _pool("Census 2021")) == {}


def test_initials_written_as_such():
    assert stated_entities("Is the CPI updated monthly?", _pool("Consumer price index")) == {
        ("ent", URIRef(E + "0")): "cpi"}


def test_a_name_said_without_its_leading_words():
    pool = _pool("Hallberg Skarn 1 UL Tent", "Alpenkiste")
    assert stated_entities("Does Alpenkiste sell the Skarn 1 UL tent?", pool) == {
        ("ent", URIRef(E + "0")): "skarn 1 ul tent", ("ent", URIRef(E + "1")): "alpenkiste"}


def test_no_tail_another_name_holds_or_that_opens_with_a_function_word():
    # "Data Protection Act" is in both names: neither is stated by it
    pool = _pool("Personal Data Protection Act", "Data Protection Act Amendment")
    assert stated_entities("Was the Data Protection Act amended?", pool) == {}
    assert stated_entities("Is Kolm Hospital open?", _pool("University of Kolm Hospital")) == {
        ("ent", URIRef(E + "0")): "kolm hospital"}
    assert stated_entities("Is it in Kolm?", _pool("University of Kolm")) == {}
