"""kgqa.engine.observations: figures a KG states as unnamed observation nodes keyed by dimensions,
read from the keys the question names, the measure it says and its form. Unit tests of the parts,
then through the real engine on a real Oxigraph server: season statistics with literal years and
measures named only by their IRIs (tests/engine/data/seasons.ttl), and the regions bench KG's RDF
Data Cube (years as IRIs, a sex dimension with a total, a measure named by its dataset's label)."""

from __future__ import annotations

import pytest
from rdflib import Literal, URIRef
from rdflib.namespace import XSD

from kgqa.engine.observations import Observations, _direction, _threshold

L = "http://example.org/league/"


def _obs() -> Observations:
    year = lambda y: Literal(str(y), datatype=XSD.gYear)  # noqa: E731
    return Observations({
        "s1": {L + "player": {URIRef(L + "Ana")}, L + "season": {year(2021)}, L + "goals": {Literal(12)}},
        "s2": {L + "player": {URIRef(L + "Ana")}, L + "season": {year(2022)}, L + "goals": {Literal(9)}},
    })


def test_numbers_are_measures_and_the_dimension_of_years_is_the_time():
    obs = _obs()
    assert obs.measures() == [L + "goals"]
    assert obs.dimensions() == [L + "player", L + "season"]
    assert obs.time_dimension() == L + "season"


def test_a_year_is_a_literal_year_or_date_or_an_iri_named_by_one():
    obs = Observations(labels={"http://y/a": {"2021"}})
    assert obs.year_of(Literal("2019-05-01", datatype=XSD.date)) == 2019
    assert obs.year_of(URIRef("http://y/a")) == 2021
    assert obs.year_of(URIRef("http://reference.data.gov.uk/id/year/2020")) == 2020
    assert obs.year_of(URIRef("http://y/b")) is None
    assert obs.year_of(Literal("Total")) is None


def test_a_threshold_is_a_compared_number_not_a_year_the_figure_is_keyed_by():
    assert _threshold("Did more than 400,000 people live in Kessland in 2019?", {2019}) == (">", 400000)
    assert _threshold("Was unemployment in Varrow Coast above 6 percent in 2022?", {2022}) == (">", 6)
    assert _threshold("Did income fall below 1.5 million?", set()) == ("<", 1.5e6)
    assert _threshold("Did it have at least 20 goals?", set()) == (">=", 20)
    assert _threshold("Did the population grow between 2019 and 2022?", {2019, 2022}) is None


def test_the_direction_of_a_change_or_comparison():
    assert _direction("Did X's population grow between 2019 and 2022?") == ">"
    assert _direction("Which regions lost population?") == "<"
    assert _direction("Was income in A lower than in B?") == "<"
    assert _direction("What was the population of X?") is None


@pytest.mark.parametrize("question,want", [
    ("How many goals did Ana Ferro score in 2021?", {"12"}),
    ("How many appearances did Cy Moss make in 2022?", {"31"}),
    ("Which player scored the most goals in 2022?", {L + "Bo_Lind"}),
    ("Which players scored more than 10 goals in 2022?", {L + "Bo_Lind", L + "Cy_Moss"}),
    ("In which seasons did Bo Lind score more than 10 goals?", {"2022"}),
])
def test_season_figures_through_the_engine(shipped_engine, data_kg, question, want):
    answer = shipped_engine.answer(question, data_kg("seasons.ttl"), kg_name="seasons")
    assert {str(r[0]) for r in answer.rows} == want, answer.sparql
    assert any(w in (answer.read_as or "") for w in ("goals", "appearances")), answer.read_as


@pytest.mark.parametrize("question,truth", [
    ("Did Bo Lind score more than 10 goals in 2022?", True),
    ("Did Ana Ferro score more than 10 goals in 2022?", False),
    ("Did Cy Moss score more goals in 2022 than in 2021?", True),  # the first said against the second
    ("Did Ana Ferro's goals go up between 2021 and 2022?", False),  # 12 then 9
])
def test_season_yes_no_through_the_engine(shipped_engine, data_kg, question, truth):
    answer = shipped_engine.answer(question, data_kg("seasons.ttl"), kg_name="seasons")
    assert answer.boolean is truth, answer.sparql
    assert "goals" in (answer.read_as or ""), answer.read_as


def test_a_question_about_the_keyed_entity_itself_is_no_statistic(shipped_engine, data_kg):
    answer = shipped_engine.answer("Which club does Ana Ferro play for?", data_kg("seasons.ttl"), kg_name="seasons")
    assert {str(r[0]) for r in answer.rows} == {L + "Harbour_FC"}
    assert "observed" not in (answer.read_as or "")


R = "http://data.example.gov/id/"


@pytest.mark.parametrize("question,want", [
    ("What was the population of Kessland in 2021?", {"418950"}),  # the total, not by sex
    ("How many women lived in Sundmark in 2022?", {"157350"}),  # "women": the value labelled Female
    ("Which region had the highest unemployment rate in 2022?", {R + "region/R02"}),
    ("Which regions lost population between 2019 and 2022?", {R + "region/R02", R + "region/R05"}),
    ("Which regions had a higher unemployment rate than Kessland in 2019?",
     {R + "region/R02", R + "region/R03", R + "region/R04"}),
    ("Where was median household income below 35000 in 2021?", {R + "region/R02", R + "region/R04"}),
])
def test_data_cube_figures_through_the_engine(shipped_engine, bench_kg, question, want):
    answer = shipped_engine.answer(question, bench_kg("regions"), kg_name="regions")
    assert {str(r[0]) for r in answer.rows} == want, answer.sparql


@pytest.mark.parametrize("question,truth", [
    ("Did the population of Sundmark grow between 2019 and 2022?", True),
    ("Did Highmoor's population grow between 2019 and 2022?", False),
    ("Did more than 200,000 people live in Highmoor in 2020?", False),
    ("Were there more women than men in Varrow Coast in 2022?", True),
    ("Was median household income in Sundmark higher than in Varrow Coast in 2022?", True),
])
def test_data_cube_yes_no_through_the_engine(shipped_engine, bench_kg, question, truth):
    answer = shipped_engine.answer(question, bench_kg("regions"), kg_name="regions")
    assert answer.boolean is truth, answer.sparql


ROWS = """
@prefix m: <http://example.org/cars/> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
m:maker1 a m:car_makers ; rdfs:label "American Motor Company" .
m:row1 a m:model_list ; m:modelid 1 ; m:maker 1 ; m:ref-maker m:maker1 .
m:row2 a m:model_list ; m:modelid 2 ; m:maker 1 ; m:ref-maker m:maker1 .
"""


def _reader(turtle: str):
    import rdflib

    from kgqa.candidates.schema import iri_words
    from kgqa.engine.observations import ObservationReader

    g = rdflib.Graph().parse(data=turtle, format="turtle")
    return ObservationReader(lambda q: list(g.query(q)), iri_words, lambda props: props[0] if props else None)


def test_relational_rows_with_ids_are_no_statistics():
    from kgqa.engine.observations import observation_reading

    reader = _reader(ROWS)
    stated = {("ent", URIRef("http://example.org/cars/maker1")): "american motor company"}
    # an id numbers rows, it measures nothing; a count of things of a class is the model's
    assert observation_reading("What is the modelid of the American Motor Company?", stated, reader, False) is None
    assert observation_reading("How many car models did the American Motor Company make?", stated, reader, False,
                               counted=True) is None
    assert observation_reading("What is the average maker of American Motor Company?", stated, reader, False) is None


@pytest.mark.parametrize("question,counts", [
    ("How many car models were produced by the American Motor Company?", True),
    ("Which makers designed more than 3 car models?", True),
    ("How many towns are in the Kessland region?", True),
    ("How many people lived in the Oster district in 2020?", False),  # a figure: no class says "people"
    ("Did more than 400,000 people live in Kessland in 2019?", False),
])
def test_a_count_of_things_of_a_class_is_no_figure(question, counts):
    from kgqa.engine.observations import counts_things

    labels = {"m": "model list", "c": "car makers", "t": "Town", "r": "Region"}
    assert counts_things(question, labels) is counts
