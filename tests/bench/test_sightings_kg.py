"""``kgqa.bench.sightings_kg``: the KG file parses and is in a flattened Darwin Core archive's shape
(every occurrence named, dated, counted, located, attributed to a dataset and licensed; every
specimen catalogued; taxa with their ranks and higher classification as strings, synonyms pointing
to their accepted taxon), and every gold query, run by rdflib on ``tests/candidates/data/sightings.ttl``,
gives the answer worked out by hand from the file; every yes/no truth is what an ASK written here
says. No engine runs here."""

import rdflib
from rdflib.namespace import DCAT, DCTERMS, FOAF, RDF, XSD

from kgqa.bench import sightings_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

DWC = rdflib.Namespace(bench.DWC)
DWCIRI = rdflib.Namespace(bench.DWCIRI)


def _t(*ids: str) -> list[str]:
    return sorted(f"taxon/{i}" for i in ids)


def _o(*ids: str) -> list[str]:
    return sorted(f"occurrence/OBS-{i}" for i in ids)


D_BIRDS, D_MUSEUM, D_WILDWATCH = (f"dataset/{d}" for d in (
    "6c1f0e2a-93b4-4d1e-8f57-2a9d3b1c7e40", "a7d35b18-0c2e-4f6a-b9e1-5f3c8d204a96",
    "e2b94c07-5d1a-48f3-a6c2-9b07f1e83d5c"))

# The answers read off the Turtle by hand, in the bench's order (paths under records.example.org,
# licence IRIs in full, literals as written).
LISTS = [
    _t("2490719", "9809229", "2480446", "5229490"),  # robin, starling, eagle, American robin (the eagle's absence aside)
    _t("2433753", "5219243", "2433875", "2439838"),  # otter, fox, badger, beaver on CT-07 / CT-12
    _t("2433753", "2422186", "1898286", "5248326"),  # otter, toad, peacock, fly agaric
    _t("1898286"),
    _t("2422186"),  # the beaver there is an absence record
    _t("2878688", "3054350", "3189870"),
    _t("2433753", "2433875"),
    _t("1340278", "1340503"),
    ["Bufonidae"],
    ["Agaricales"],
    _t("2422186"),
    _t("6065824"),
    _t("1340000"),
    _t("7341102", "8077224"),
    ["A. Virtanen | P. Koski"],
    ["E. Dahl"],
    ["Lofoten, Flakstad", "Smøla"],
    ["Aarhus, Egå Engsø"],
    ["Finland", "Norway", "United Kingdom"],
    _o("2022-000745", "2022-000955"),
    _o("2021-000417", "2021-000512", "2023-000009", "2020-000102", "2022-000301"),
    _o("2016-000340"),
    _o("1987-000012", "1978-000003", "1964-000001"),
    _o("1987-000012"),
    _o("2021-001210"),
    [D_WILDWATCH],
    [D_BIRDS],
    ["organization/vallmark-natural-history-museum"],
    ["http://creativecommons.org/licenses/by/4.0/legalcode"],
    sorted([D_MUSEUM, D_WILDWATCH]),
]
# starlings 120, 850, 64, "300": max 850, sum 1334; robins in 2021 3 + "2" + 4 (the misspelt record too);
# Wildwatch 19 records; 11 specimens; Danish birds: two starlings and a great tit; Wildwatch's 12 species;
# Lofoten latitude; Whitcombe 5 (one shared); 2022: 12 records, two of them month strings
COUNTS = [number(n) for n in (850, 9, 1334, 19, 11, 3, 12, "68.0980", 5, 12)]

b = bench
SORA = b.occ("OBS-2016-000340")


def _n_records(dataset: str, var: str) -> str:
    return f"{{ SELECT (COUNT(DISTINCT ?o_{var}) AS ?{var}) WHERE {{ ?o_{var} {b.DATASET_ID} {dataset} }} }}"


def _count_at(tax: str, place: str, var: str) -> str:
    return f"{b.record('?o_' + var, tax)} ?o_{var} {b.LOCALITY} ?l_{var} ; {b.COUNT} ?{var} " \
           f"FILTER(CONTAINS(?l_{var}, \"{place}\"))"


def _lat_at(tax: str, place: str, var: str) -> str:
    return f"{b.record('?o_' + var, tax)} ?o_{var} {b.LOCALITY} ?l_{var} ; {b.LAT} ?{var} " \
           f"FILTER(CONTAINS(?l_{var}, \"{place}\"))"


def _specimen_of(tax: str) -> str:
    return f"ASK {{ {b.record('?o', tax)} ?o {b.BASIS} \"PreservedSpecimen\" }}"


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    (f"ASK {{ ?o {b.TO_TAXON} ?t ; {b.BASIS} \"PreservedSpecimen\" ; {b.DATE} ?d . ?t {b.GENUS} \"Bombus\" "
     f"FILTER({b.year('?d')} < \"2000\") }}"),
    (f"ASK {{ ?o {b.TO_TAXON} ?t ; {b.BASIS} \"PreservedSpecimen\" ; {b.DATE} ?d . ?t {b.GENUS} \"Bombus\" "
     f"FILTER({b.year('?d')} > \"2010\") }}"),
    f"ASK {{ {b.TOAD} {b.FAMILY} \"Bufonidae\" }}",
    f"ASK {{ {b.FOX} {b.FAMILY} \"Mustelidae\" }}",
    f"ASK {{ {b.record('?o', b.OTTER)} ?o {b.COUNTRY} \"Finland\" }}",
    f"ASK {{ {b.record('?o', b.BEAVER)} ?o {b.COUNTRY} \"Norway\" }}",
    f"ASK {{ {b.MOTACILLA} {b.TAX_STATUS} \"synonym\" ; {b.ACCEPTED} {b.ROBIN} }}",
    f"ASK {{ {b.BUFO_VULGARIS} {b.TAX_STATUS} \"accepted\" }}",
    f"ASK {{ {b.record('?o', b.AMERICAN_ROBIN)} ?o {b.BY} ?r FILTER(CONTAINS(?r, \"J. Okafor\")) }}",
    f"ASK {{ {b.record('?o', b.AMERICAN_ROBIN)} ?o {b.BY} ?r FILTER(CONTAINS(?r, \"K. Haugen\")) }}",
    (f"ASK {{ {_count_at(b.STARLING, 'Aarhus', 'a')} {_count_at(b.STARLING, 'Esbjerg', 'c')} "
     f"FILTER({b.XSD_INT}(?a) > {b.XSD_INT}(?c)) }}"),
    f"ASK {{ {_lat_at(b.PEACOCK, 'Helsinki', 'a')} {_lat_at(b.FLY_AGARIC, 'Nuuksio', 'c')} FILTER(?a > ?c) }}",
    f"ASK {{ {_lat_at(b.EAGLE, 'Lofoten', 'a')} {_lat_at(b.EAGLE, 'Smøla', 'c')} FILTER(?a > ?c) }}",
    (f"ASK {{ {b.record('?o', b.BEAVER)} ?o {b.LOCALITY} ?l ; {b.PRESENT} "
     f"FILTER(CONTAINS(?l, \"Strumpshaw Fen\")) }}"),
    f"ASK {{ {_n_records(b.WILDWATCH, 'a')} {_n_records(b.MUSEUM, 'c')} FILTER(?a > ?c) }}",
    f"ASK {{ {b.MUSEUM} {b.PUBLISHER} {b.WILDWATCH_EUROPE} }}",
    f"ASK {{ {b.record('?o', b.OAK)} ?o {b.COUNTRY} \"United Kingdom\" }}",
    f"ASK {{ {_count_at(b.TOAD, 'Nuuksio', 'a')} FILTER({b.XSD_INT}(?a) > 100) }}",
    _specimen_of(b.OTTER),
    _specimen_of(b.FOX),
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_records_have_their_taxa_datasets_and_publishers():
    graph = _graph()
    assert len(graph) == 961
    counts = {cls: len(set(graph.subjects(RDF.type, cls)))
              for cls in (DWC.Occurrence, DWC.Taxon, DCAT.Dataset, FOAF.Organization)}
    assert list(counts.values()) == [45, 21, 3, 3]
    for ds in graph.subjects(RDF.type, DCAT.Dataset):
        assert graph.value(ds, DCTERMS.title).language == "en", ds
        assert graph.value(graph.value(ds, DCTERMS.publisher), FOAF.name) is not None, ds
    # records per dataset: the bird survey, the museum, Wildwatch
    per = sorted(len(list(graph.subjects(DWC.datasetID, ds))) for ds in graph.subjects(RDF.type, DCAT.Dataset))
    assert per == [11, 15, 19]


def test_every_record_is_a_flat_darwin_core_row():
    graph = _graph()
    specimens = 0
    for o in graph.subjects(RDF.type, DWC.Occurrence):
        for p in (DWC.scientificName, DWC.eventDate, DWC.individualCount, DWC.basisOfRecord, DWC.recordedBy,
                  DWC.locality, DWC.country, DWC.countryCode, DCTERMS.license):
            assert isinstance(graph.value(o, p), rdflib.Literal) or p == DCTERMS.license, (o, p)
        for p in (DWC.decimalLatitude, DWC.decimalLongitude):
            assert graph.value(o, p).datatype == XSD.decimal, o
        assert (graph.value(o, DWC.datasetID), RDF.type, DCAT.Dataset) in graph, o
        if str(graph.value(o, DWC.basisOfRecord)) == "PreservedSpecimen":
            specimens += 1
            assert graph.value(o, DWC.catalogNumber) is not None and graph.value(o, DWC.occurrenceStatus) is None, o
        else:
            assert str(graph.value(o, DWC.occurrenceStatus)) in ("present", "absent"), o
    assert specimens == 11
    # untidiness: one record without a taxon, three string counts, three month-only dates, two absences at 0
    assert list(graph.query(bench.QUESTIONS[21][2])) and len(set(graph.subjects(DWCIRI.toTaxon, None))) == 44
    assert len([c for c in graph.objects(None, DWC.individualCount) if c.datatype is None]) == 3
    assert len([d for d in graph.objects(None, DWC.eventDate) if d.datatype is None]) == 3
    absent = list(graph.subjects(DWC.occurrenceStatus, rdflib.Literal("absent")))
    assert len(absent) == 2 and all(graph.value(o, DWC.individualCount).toPython() == 0 for o in absent)
    assert graph.value(SORA, DWCIRI.toTaxon) is None


def test_taxa_carry_their_classification_as_strings():
    graph = _graph()
    for t in graph.subjects(RDF.type, DWC.Taxon):
        status = str(graph.value(t, DWC.taxonomicStatus))
        assert graph.value(t, DWC.scientificName) is not None and graph.value(t, DWC.taxonRank) is not None, t
        if status == "synonym":
            assert (graph.value(t, DWC.acceptedNameUsageID), RDF.type, DWC.Taxon) in graph, t
        else:
            assert status == "accepted", t
            for p in (DWC.kingdom, DWC.phylum, DWC.family, DWC.genus):
                assert isinstance(graph.value(t, p), rdflib.Literal), (t, p)
    assert len(set(graph.subjects(DWC.parentNameUsageID, None))) == 3
    robins = set(graph.subjects(DWC.vernacularName, rdflib.Literal("Robin", lang="en")))
    assert len([t for t in robins if (t, RDF.type, DWC.Taxon) in graph]) == 2
    assert set(map(str, graph.objects(None, DWC.kingdom))) == {"Animalia", "Plantae", "Fungi"}


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
