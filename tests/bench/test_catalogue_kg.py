"""``kgqa.bench.catalogue_kg``: the KG file parses and is in a harvested DCAT-AP catalogue's shape
(every dataset titled, described, published, dated, keyworded, themed and distributed; every
distribution with an access URL and a licence; every authority IRI used labelled), and every gold
query, run by rdflib on ``tests/candidates/data/catalogue.ttl``, gives the answer worked out by hand
from the file; every yes/no truth is what an ASK written here says. No engine runs here."""

import rdflib
from rdflib.namespace import DCAT, DCTERMS, FOAF, RDF, RDFS, SKOS

from kgqa.bench import catalogue_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

VCARD = rdflib.Namespace(bench.VCARD)
ORG = rdflib.Namespace(bench.ORG)
THEME, FREQ, FT, LIC = (f"{bench.EU}{t}/" for t in ("data-theme", "frequency", "file-type", "licence"))
SERIES = rdflib.URIRef(bench.DCAT + "DatasetSeries")  # not in rdflib's DCAT namespace


def _sets(*ids: str) -> list[str]:
    """Datasets named by opaque id (``set/ds-...``) and slug (``dataset/...``), sorted as the golds are."""
    return sorted(i if "/" in i else f"set/ds-{i}" for i in ids)


# The answers read off the Turtle by hand, in the bench's order (paths under the portal's base,
# EU authority IRIs and mailto: addresses in full, literals as written).
LISTS = [
    _sets("6d2c8e14", "b9f4a0c7", "1e5a7b63", "d8c2f915"),
    ["organization/national-roads-authority"],
    ["organization/ministry-of-transport"],
    _sets("7f3a2c91", "3d90b6e2", "a41c0e57", "e5b27d10", "5c7e19af", "0b8d4f3e", "6a0f3c82", "2b7e90c5", "8c13f6a2"),
    _sets("dataset/brennholt-parking", "dataset/brennholt-trees", "dataset/brennholt-council-decisions",
          "dataset/brennholt-bike-counts"),
    _sets("2b7e90c5", "8c13f6a2"),
    ["organization/statistics-kaldoria"],
    sorted(THEME + t for t in ("SOCI", "REGI", "ECON", "AGRI", "EDUC")),
    _sets("5c7e19af", "dataset/road-accidents"),
    [FT + "CSV", FT + "JSON"],
    [FT + "JSON", FT + "XML"],
    [LIC + "CC_BY_4_0"],
    _sets("3d90b6e2", "a41c0e57", "e5b27d10", "dataset/infrastructure-investment-plan", "dataset/census-2021",
          "a2e9c4b0", "dataset/brennholt-council-decisions"),
    _sets("dataset/public-transport-stops", "dataset/roadworks", "dataset/brennholt-parking"),
    _sets("6d2c8e14"),
    ["dataset/road-traffic-counts"],
    _sets("f3d8e1a5"),
    [THEME + "ENVI", THEME + "HEAL"],
    ["punctuality", "rail", "trains"],
    _sets("dataset/public-transport-stops", "dataset/lorn-ferry-timetables"),
    ["dataset/lorn-ferry-timetables"],
    ["mailto:data@moh.kaldoria.example"],
    # the API serves two datasets; only the daily observations give a contact
    ["mailto:klimadaten@kmi.kaldoria.example"],
    _sets("dataset/ev-charging-points", "dataset/road-traffic-counts"),
    _sets("2b7e90c5"),
    _sets("0b8d4f3e", "2b7e90c5", "dataset/road-accidents", "dataset/population-by-municipality",
          "dataset/consumer-price-index", "dataset/unemployment-rate"),
    _sets("3d90b6e2", "0b8d4f3e", "8c13f6a2", "dataset/infrastructure-investment-plan",
          "dataset/agricultural-holdings", "0c4e7a9f"),
    [FREQ + "MONTHLY"],
    _sets("6a0f3c82", "2b7e90c5", "dataset/brennholt-bike-counts"),
    _sets("6d2c8e14", "d8c2f915"),
]
# SK 8; 40 datasets; 10 transport; one stored size; 8 monthly; 24 under CC BY; census CSV + PDF;
# MOT 5 + NRA 3; population CSV, XLSX and API; 7 issued in 2019
COUNTS = [number(n) for n in (8, 40, 10, 5242880, 8, 24, 94371840 + 18874368, 8, 3, 7)]

b = bench
_e = bench._e
ACCIDENTS, TAX, NATURE, WEATHER_OBS, AIR_HOURLY = (
    _e("dataset/road-accidents"), _e("set/ds-29c7b4d0"), _e("set/ds-0b8d4f3e"), _e("set/ds-2b7e90c5"),
    _e("set/ds-7f3a2c91"))
BUDGET_2023, BUDGET_SERIES, AIR_API = _e("set/ds-58b1d2e6"), _e("series/state-budget"), _e("service/air-quality-api")


def _count(publisher: str, var: str) -> str:
    return (f"{{ SELECT (COUNT(DISTINCT ?d_{var}) AS ?{var}) WHERE {{ ?d_{var} {b.RDF_TYPE} {b.DATASET} ; "
            f"{b.PUBLISHER} {publisher} }} }}")


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f"ASK {{ {b.CPI} {b.DIST} ?d . {b.in_format('?d', b.JSON, b.JSON_MEDIA)} }}",
    f"ASK {{ {b.RAIL} {b.DIST} ?d . {b.in_format('?d', b.JSON, b.JSON_MEDIA)} }}",
    f"ASK {{ {ACCIDENTS} {b.PUBLISHER} {b.NRA} }}",
    f"ASK {{ {b.BATHING} {b.PUBLISHER} {b.MOH} }}",
    f"ASK {{ {b.KMI} {b.SUB_ORG} {b.MEC} }}",
    f"ASK {{ {b.SK} {b.SUB_ORG} {b.MOF} }}",
    f"ASK {{ {b.CENSUS} {b.DIST} ?d . ?d {b.LICENSE} {b.CC_BY} }}",
    f"ASK {{ {TAX} {b.DIST} ?d . ?d {b.LICENSE} {b.CC0} }}",
    f"ASK {{ {b.CPI} {b.FREQUENCY} {b.MONTHLY} }}",
    f"ASK {{ {b.HOSPITAL_BEDS} {b.FREQUENCY} {b.MONTHLY} }}",
    f"ASK {{ {b.RAIL} {b.MODIFIED} ?a . {b.TRAFFIC_COUNTS} {b.MODIFIED} ?c FILTER(STR(?a) > STR(?c)) }}",
    f"ASK {{ {b.BATHING} {b.ISSUED} ?a . {NATURE} {b.ISSUED} ?c FILTER(STR(?a) < STR(?c)) }}",
    f"ASK {{ {WEATHER_OBS} {b.DIST} ?d . ?d {b.BYTES} ?s FILTER(?s > 500000000) }}",
    f"ASK {{ {b.CLIMATE_NORMALS} {b.DIST} ?d . ?d {b.BYTES} ?s FILTER(?s > 10000000) }}",
    f"ASK {{ {_count(b.SK, 'a')} {_count(b.KEA, 'c')} FILTER(?a > ?c) }}",
    f"ASK {{ ?x {b.RDF_TYPE} {b.DATASET} ; {b.PUBLISHER} {b.MOF} ; {b.DIST} ?d . ?d {b.LICENSE} {b.CC_BY} }}",
    f"ASK {{ {BUDGET_2023} {b.IN_SERIES} {BUDGET_SERIES} }}",
    f"ASK {{ {b.CENSUS} {b.IN_SERIES} ?s }}",
    f"ASK {{ {AIR_API} {b.SERVES} {AIR_HOURLY} }}",
    f"ASK {{ {b.MOBILITY_API} {b.SERVES} {b.ROADWORKS} }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_catalogue_has_its_datasets_services_series_and_publishers():
    graph = _graph()
    assert len(graph) == 997
    counts = {cls: len(set(graph.subjects(RDF.type, cls)))
              for cls in (DCAT.Catalog, DCAT.Dataset, DCAT.Distribution, DCAT.DataService, SERIES,
                          FOAF.Organization, FOAF.Agent)}
    assert list(counts.values()) == [1, 40, 55, 4, 2, 8, 2]
    catalog = next(graph.subjects(RDF.type, DCAT.Catalog))
    assert set(graph.objects(catalog, DCAT.dataset)) == set(graph.subjects(RDF.type, DCAT.Dataset))
    assert len(list(graph.objects(catalog, DCAT.service))) == 4
    # four publishers have a parent organisation
    assert len(set(graph.subjects(ORG.subOrganizationOf, None))) == 4


def test_every_dataset_is_titled_described_published_dated_keyworded_themed_and_distributed():
    graph = _graph()
    german = 0
    for ds in graph.subjects(RDF.type, DCAT.Dataset):
        langs = [t.language for t in graph.objects(ds, DCTERMS.title)]
        assert "en" in langs, ds
        german += "de" in langs
        assert graph.value(ds, DCTERMS.description).language == "en", ds
        publisher = graph.value(ds, DCTERMS.publisher)
        assert graph.value(publisher, FOAF.name) is not None, ds
        for p in (DCTERMS.issued, DCTERMS.modified):
            assert graph.value(ds, p).datatype in (rdflib.XSD.date, rdflib.XSD.dateTime), ds
        assert 2 <= len(list(graph.objects(ds, DCAT.keyword))) <= 3, ds
        themes = list(graph.objects(ds, DCAT.theme))
        assert themes and all(str(t).startswith(THEME) and graph.value(t, SKOS.prefLabel) for t in themes), ds
        dists = list(graph.objects(ds, DCAT.distribution))
        assert dists, ds
        for d in dists:
            assert graph.value(d, DCAT.accessURL) is not None, d
            assert graph.value(d, DCTERMS.license) is not None, d
            assert graph.value(d, DCTERMS.format) is not None or graph.value(d, DCAT.mediaType) is not None, d
        freq = graph.value(ds, DCTERMS.accrualPeriodicity)
        assert freq is None or graph.value(freq, SKOS.prefLabel) is not None, ds
        place = graph.value(ds, DCTERMS.spatial)
        assert place is None or graph.value(place, RDFS.label) is not None, ds
    assert german == 12


def test_distributions_are_untidy_as_harvested():
    graph = _graph()
    dists = list(graph.subjects(RDF.type, DCAT.Distribution))
    blank = [d for d in dists if isinstance(d, rdflib.BNode)]
    assert len(blank) == 16 and len(dists) - len(blank) == 39
    # byte sizes are integers or decimals; formats and licences used are labelled
    assert {s.datatype for s in graph.objects(None, DCAT.byteSize)} == {rdflib.XSD.integer, rdflib.XSD.decimal}
    for f in set(graph.objects(None, DCTERMS.format)):
        assert graph.value(f, SKOS.prefLabel) is not None, f
    for lic in set(graph.objects(None, DCTERMS.license)):
        assert (graph.value(lic, SKOS.prefLabel) or graph.value(lic, RDFS.label)) is not None, lic
    # two distributions carry only a media type; contact points are blank vCards, two with a plain-string email
    assert len([d for d in dists if graph.value(d, DCTERMS.format) is None]) == 2
    contacts = list(graph.objects(None, DCAT.contactPoint))
    assert len(contacts) == 10 and all(isinstance(c, rdflib.BNode) for c in contacts)
    assert len([c for c in contacts if isinstance(graph.value(c, VCARD.hasEmail), rdflib.Literal)]) == 2


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
