import pytest
from rdflib import Literal, URIRef
from rdflib.namespace import RDF, RDFS, XSD

from kgqa.candidates.schema import SchemaIndex
from kgqa.candidates.values import ValueIndex, extract_values, similarity, value_key
from kgqa.data.spider_kgs import spider_kg
from kgqa.kg.embedded import EmbeddedKG

EX = "http://example.org/"


def _vals(q):
    return {(v.lexical, v.how): v for v in extract_values(q)}


def test_regex_quoted_numbers_years_dates():
    vals = _vals("Songs with 'Hey Jude' or \"Let It Be\" after 1998, price 3.5 and 2,000,000 fans on 1/2/2009 or 2010-03-04")
    assert ("Hey Jude", "quoted") in vals and ("Let It Be", "quoted") in vals
    year = vals[("1998", "year")]
    assert set(year.kinds) == {"year", "integer"}  # typed both ways
    assert vals[("3.5", "number")].kinds == ("float",)
    assert ("2000000", "number") in vals
    assert ("2009-01-02", "date") in vals and ("2010-03-04", "date") in vals
    assert ("1999", "neighbour") in vals  # "after 1998" is often ">= 1999"


def test_a_scale_word_multiplies_the_number_before_it():
    vals = _vals("Which films had a budget of more than 50 million or a gross of 2.5 billion?")
    assert ("50000000", "scaled") in vals and ("50", "number") not in vals
    assert ("2500000000", "scaled") in vals
    assert not any(how == "scaled" for _, how in _vals("the budget in millions above 30"))


def test_regex_number_words_and_named_strings():
    vals = _vals("Which teachers teach at least two courses and whose name contains the letter w?")
    assert ("2", "number-word") in vals
    assert ("w", "named") in vals
    assert ("computer", "named") in _vals("the department whose name has the substring the computer")
    assert ("West", "quoted") in _vals("a city containing the substring 'West'")


def test_value_key_compares_values():
    assert value_key("20") == value_key("20.0") == value_key(" 20 ")
    assert value_key("France") == value_key("france")
    assert value_key("1,000") == value_key("1000")
    assert similarity("carribean", "caribbean") > 0.75


@pytest.fixture(scope="module")
def small_index():
    p = lambda n: URIRef(EX + "t#" + n)
    triples = []
    for i, (country, sex, city, off, hand) in enumerate([("France", "F", "North Carolina", "T", "L"),
                                                         ("Germany", "M", "West Palm", "F", "R"),
                                                         ("United Kingdom", "F", "Caribbean Bay", "T", "R")]):
        s = URIRef(f"{EX}t/{i}")
        triples += [(s, RDF.type, URIRef(EX + "t")), (s, p("country"), Literal(country)), (s, p("sex"), Literal(sex)),
                    (s, p("city"), Literal(city)), (s, p("isofficial"), Literal(off)), (s, p("hand"), Literal(hand)),
                    (s, p("year"), Literal(str(1998 + i), datatype=XSD.integer)), (s, RDFS.label, Literal(f"Person {country}"))]
    kg = EmbeddedKG.from_triples(triples, name="small")
    return ValueIndex.for_kg(kg, use_cache=False)


def _linked(index, q):
    return {(m.value.text, m.how) for m in index.link(q)}


def test_link_exact_normalised_fuzzy(small_index):
    got = _linked(small_index, "Who lives in france or in NorthCarolina or the Carribean Bay?")
    assert ("France", "exact") in got
    assert ("North Carolina", "normalised") in got
    assert ("Caribbean Bay", "fuzzy") in got


def test_link_alias_stem_codes_numbers_entities(small_index):
    got = _linked(small_index, "How many female French persons from 1999 speak an official language?")
    assert ("France", "alias") in got
    assert ("F", "alias") in got  # "female" -> 'F'
    assert ("L", "code initial") in _linked(small_index, "Which left handed persons are there?")
    assert ("T", "boolean column") in got
    assert ("1999", "exact") in got
    # entities are named in the label index (tests/candidates/test_onboarding.py), not here
    assert not [m for m in small_index.link("Tell me about Person Germany") if m.value.entity]


def test_a_code_column_is_named_by_its_label_not_its_iri():
    """``wiki:P12`` labelled "is official" is the "official" column a question names, as
    ``t#isofficial`` is: the boolean codes come from the schema's words."""
    triples = []
    for i, off in enumerate(["T", "F", "T"]):
        s = URIRef(f"{EX}e{i}")
        triples += [(s, RDF.type, URIRef(EX + "Q1")), (s, URIRef(EX + "P12"), Literal(off))]
    triples += [(URIRef(EX + "P12"), RDFS.label, Literal("is official")), (URIRef(EX + "Q1"), RDFS.label, Literal("language"))]
    index = ValueIndex.for_kg(EmbeddedKG.from_triples(triples, name="opaque_codes"), use_cache=False)
    assert index.property_words == {EX + "P12": "is official"}
    assert ("T", "boolean column") in _linked(index, "Which languages are official?")
    index.property_words = {}  # read by the IRI alone ("P12"), the column is not found
    assert ("T", "boolean column") not in _linked(index, "Which languages are official?")


def test_link_on_real_kg_has_typed_values():
    kg = spider_kg("concert_singer")
    index = ValueIndex.for_kg(kg)
    ms = index.link("How many singers are from France and performed in 2014?")
    texts = {m.value.text: m for m in ms}
    assert texts["France"].how == "exact"
    assert "http://valuenet/ontop/singer#country" in texts["France"].value.properties
    # concert#year holds plain strings here: the KG literal keeps its own (string) type
    assert "2014" in texts and texts["2014"].value.datatype is None


def test_the_index_says_when_it_lists_every_property_of_a_value(small_index):
    by_text = {v.text: v for v in small_index.values}
    assert small_index.incomplete == frozenset()
    assert small_index.lists_every_property(by_text["France"])
    # 'F' is both a sex and an isofficial code: listed under both, still every one
    assert set(by_text["F"].properties) == {EX + "t#sex", EX + "t#isofficial"}
    assert small_index.lists_every_property(by_text["F"])


def test_a_property_read_only_in_part_makes_no_value_list_complete():
    # four distinct names, read at most two per property: the names property is cut short
    triples = [(URIRef(f"{EX}p/{i}"), URIRef(EX + "p#name"), Literal(n)) for i, n in enumerate("ABCD")]
    triples.append((URIRef(f"{EX}p/0"), URIRef(EX + "p#code"), Literal("Z")))
    kg = EmbeddedKG.from_triples(triples, name="capped")
    index = ValueIndex.build(kg, SchemaIndex.build(kg), page_size=2, max_per_property=2)
    assert index.incomplete == frozenset({EX + "p#name"})
    z = next(v for v in index.values if v.text == "Z")
    assert z.properties == [EX + "p#code"] and not index.lists_every_property(z)  # 'Z' may be a name too
    assert ValueIndex.from_json(index.to_json()).incomplete == index.incomplete
