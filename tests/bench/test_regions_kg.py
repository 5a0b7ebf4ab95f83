"""``kgqa.bench.regions_kg``: the KG file parses, every gold query, run by rdflib on
``tests/candidates/data/regions.ttl``, gives the answer worked out by hand from the file, every
yes/no truth is what an ASK written here says, and every observation is well formed (one dataset,
area, period and measure value). No engine runs here."""

import rdflib

from kgqa.bench import regions_kg as bench
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

QB = rdflib.Namespace(bench.QB)
DIM = rdflib.Namespace(bench.SDMX + "dimension#")
GEOG = rdflib.Namespace(bench.DEF + "geography/")
FAC = rdflib.Namespace(bench.DEF + "facility/")
MEASURES = [rdflib.URIRef(bench.DEF + "measure/population"), rdflib.URIRef(bench.DEF + "measure/unemploymentRate"),
            rdflib.URIRef(bench.SDMX + "measure#obsValue")]
Y = bench.YEAR

# The answers read off the Turtle by hand, in the bench's order (paths under id/, literals as written).
LISTS = [
    ["region/R01"], ["town/T010101", "town/T010102"], ["facility/HSP01", "facility/HSP04"],
    ["region/R02", "region/R03", "region/R05"], ["district/D0402"], ["1998"], ["town/T030101"],
    ["district/D0201", "district/D0202", "district/D0203"], ["district/D0202"], ["town/T020301"],
    ["facility/AIR01", "facility/AIR02"], ["town/T020201"], ["facility/HSP02"], ["facility/AIR01", "facility/HSP02"],
    ["facility/HSP02", "facility/HSP04"], ["region/R01", "region/R02", "region/R04"], ["d0402"],
    ["region/R02"], ["region/R02", "region/R03", "region/R04"], ["region/R05"], [f"{Y}2020", f"{Y}2021", f"{Y}2022"],
    ["region/R01", "region/R03"], ["dataset/income", "dataset/population", "dataset/unemployment"], ["region/R01"],
    ["region/R02", "region/R04"], [f"{Y}2020"], ["district/D0101", "district/D0102"], ["region/R02", "region/R05"],
    ["region/R01", "region/R02", "region/R03", "region/R04"], ["region/R02", "region/R03", "region/R04"],
]
COUNTS = ["4", "420", "4", "2140.25", "8200", "418950", "99120", "157350", "7.2", "344600"]

_e = bench._e
pop, rate, income = bench.pop, bench.rate, bench.income
KELLFIELD, GREYHOLM, ASHWELL = _e("town/T010201"), _e("town/T020101"), _e("town/T050101")
BRENNING = _e("district/D0102")
PORT_KESS_AIRPORT, TARNBY_HOSPITAL = _e("facility/AIR01"), _e("facility/HSP03")
R01, R02, R03, R04, R05 = bench.KESSLAND, bench.HIGHMOOR, bench.SUNDMARK, bench.VARROW, bench.LINDENFOLD
W, B, A, C = bench.WITHIN, bench.BORDERS, bench.AREA, bench.CENTRE
FEMALE, MALE = bench.FEMALE, bench.MALE


def _borders(a: str, b: str) -> str:
    return f"ASK {{ {{ {a} {B} {b} }} UNION {{ {b} {B} {a} }} }}"


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f"ASK {{ {bench.TARNBY} {W} ?d . ?d {W} {R01} }}",
    f"ASK {{ {KELLFIELD} {W} ?d . ?d {W} {R02} }}",
    _borders(R02, R05),
    _borders(R03, R05),
    f"ASK {{ {R02} {A} ?a . {R04} {A} ?b FILTER(?a > ?b) }}",
    f"ASK {{ {bench.OSTER} {A} ?a . {BRENNING} {A} ?b FILTER(?a > ?b) }}",
    f"ASK {{ {PORT_KESS_AIRPORT} {bench.OPENED} ?y FILTER({bench.XSD_INTEGER}(STR(?y)) < 1960) }}",
    f"ASK {{ {TARNBY_HOSPITAL} {bench.BEDS} ?b FILTER(?b > 100) }}",
    f"ASK {{ {R05} {C} {ASHWELL} }}",
    f"ASK {{ {R03} {C} {GREYHOLM} }}",
    f"ASK {{ {pop(R03, 2019, '?a')} {pop(R03, 2022, '?b')} FILTER(?b > ?a) }}",
    f"ASK {{ {pop(R02, 2019, '?a')} {pop(R02, 2022, '?b')} FILTER(?b > ?a) }}",
    f"ASK {{ {rate(R04, 2022, '?v')} FILTER(?v > 6) }}",
    f"ASK {{ {rate(R05, 2021, '?v')} FILTER(?v > 5) }}",
    f"ASK {{ {pop(R01, 2019, '?v')} FILTER(?v > 400000) }}",
    f"ASK {{ {pop(R02, 2020, '?v')} FILTER(?v > 200000) }}",
    f"ASK {{ {pop(R04, 2022, '?f', FEMALE)} {pop(R04, 2022, '?m', MALE)} FILTER(?f > ?m) }}",
    f"ASK {{ {pop(R05, 2022, '?f', FEMALE)} {pop(R05, 2022, '?m', MALE)} FILTER(?f > ?m) }}",
    f"ASK {{ {income(R03, 2022, '?a')} {income(R04, 2022, '?b')} FILTER(?a > ?b) }}",
    f"ASK {{ {rate(R01, 2021, '?a')} {rate(R01, 2022, '?b')} FILTER(?b > ?a) }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_gazetteer_has_its_places_and_bodies_each_named_and_placed():
    graph = _graph()
    assert len(graph) == 822
    counts = {cls: len(set(graph.subjects(rdflib.RDF.type, cls)))
              for cls in (GEOG.Country, GEOG.Region, GEOG.District, GEOG.Town, FAC.Hospital, FAC.University,
                          FAC.Airport, QB.DataSet, QB.Observation)}
    assert list(counts.values()) == [1, 5, 14, 12, 4, 2, 2, 3, 75]
    for cls in (GEOG.Region, GEOG.District, GEOG.Town):
        for place in graph.subjects(rdflib.RDF.type, cls):
            assert graph.value(place, rdflib.RDFS.label) is not None, place
            assert len(list(graph.objects(place, GEOG.within))) == 1, place
    for cls in (FAC.Hospital, FAC.University, FAC.Airport):
        for body in graph.subjects(rdflib.RDF.type, cls):
            assert graph.value(body, rdflib.namespace.SKOS.prefLabel) is not None, body
            assert graph.value(graph.value(body, FAC.locatedIn), rdflib.RDF.type) == GEOG.Town, body


def test_every_observation_has_one_dataset_area_period_and_measure_value():
    graph = _graph()
    for o in graph.subjects(rdflib.RDF.type, QB.Observation):
        assert len(list(graph.objects(o, QB.dataSet))) == 1, o
        assert len(list(graph.objects(o, DIM.refArea))) == 1, o
        assert len(list(graph.objects(o, DIM.refPeriod))) == 1, o
        assert sum(len(list(graph.objects(o, m))) for m in MEASURES) == 1, o


def test_sundmark_has_no_population_figure_for_2020():
    graph = _graph()
    assert graph.query(f"ASK {{ {pop(R03, 2020, '?v')} }}").askAnswer is False


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
