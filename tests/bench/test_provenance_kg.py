"""``kgqa.bench.provenance_kg``: the KG file parses and is in the PROV-O shape a workflow system's
provenance export has (agents of three kinds with their delegation, datasets, files, reports, plans,
collections, runs, the qualified association and usage nodes, with the untidiness such exports
have), and every gold query, run by rdflib on ``tests/candidates/data/provenance.ttl``, gives the
answer worked out by hand from the file; every yes/no truth is what an ASK written here says. No
engine runs here."""

import rdflib
from rdflib.namespace import FOAF, RDF, RDFS, XSD

from kgqa.bench import provenance_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

PROV = rdflib.Namespace(bench.PROV)
FLOW = rdflib.Namespace(bench.FLOW)
SCHEMA = rdflib.Namespace(bench.SCHEMA)
DCT = rdflib.Namespace(bench.DCT)
b = bench


def _s(*paths: str) -> list[str]:
    return sorted(paths)


def _u(path: str) -> rdflib.URIRef:
    return rdflib.URIRef(bench.BASE + path)


# The answers read off the Turtle by hand, in the bench's order (paths under the base, literals as written).
LISTS = [
    # ds-0019, ds-0025 and ds-0026 name ds-0012; ds-0021 is only a revision of ds-0020
    _s(b.CHL_RAW_2021, b.NUTRIENTS_2021, b.NUTRIENTS_CORRECTED),
    _s(b.CHL_CLEANED_V2, b.NUTRIENTS_CORRECTED, b.BUOY_2022),
    [b.NUTRIENT_REPORT_CORRECTED],
    # rpt-0009 <- ds-0026 (re-analysis: Halvorsen) and ds-0021 (outlier correction: Costa; Brekke only qualified)
    _s(b.INES_HALVORSEN, b.AURELIO_COSTA),
    [b.JONAS_BREKKE],
    _s(b.REF_STANDARDS, b.CTD_CAL_RAW),
    [b.APPLY_CALIBRATION],
    # ds-0043 only through the qualified usage
    _s(b.CHL_CLEANED_V2, b.NUTRIENTS_CORRECTED, b.CTD_PROFILES_2023),
    [b.CLEANING],
    _s(b.INGEST_2021, b.BUOY_INGEST_2022, b.INGEST_2023),
    ["2.2.0"],
    [b.CHL_EXTRACTION_2023],
    [b.CHL_PROTOCOL],
    [b.JONAS_BREKKE],
    [b.CLARA_MEUNIER],
    ["2022-01-18T09:30:00+01:00"],
    [b.SENSOR_GROUP],
    _s(b.TOMASZ_WIERZBA, b.MEI_LING_SATO, b.INGRID_BREKKE),
    [b.INES_HALVORSEN],
    _s(b.CHL_RAW_2021, b.CHL_CLEANED_V2, b.CHL_RAW_2023),
    _s(b.NUTRIENT_REPORT, b.NUTRIENT_REPORT_CORRECTED, b.ANNUAL_REPORT_2022),
    # the collection still lists the withdrawn ds-0025
    _s(b.FIELD_2021, b.BUOY_LOGS_2021, b.CHL_RAW_2021, b.CHL_CLEANED_V2, b.NUTRIENTS_2021, b.NUTRIENTS_CORRECTED),
    _s(b.CHL_CLEANED, b.NUTRIENTS_2021, b.NUTRIENT_REPORT),
    ["2023-01-31T00:00:00+01:00"],
    ["application/zip"],
    # ds-0044 has no generation time; ds-0031 has one without a run
    _s(b.CAL_COEFFICIENTS, b.REF_STANDARDS, b.FIELD_2023, b.CTD_PROFILES_2023, b.DATA_PACKAGE),
    _s(b.BUOY_FILE_2021, b.BUOY_FILE_2022, b.CTD_CASTS_2023),
    [b.DATA_PACKAGE],
    [b.INGEST_2021],
    [b.ANNUAL_REPORT_2022],
]
# 15 runs; 6 started in 2022 (-007, -019, -033, -058, -061, -071); ds-0012 and ds-0013; limnoflow (sw-01 or sw-02)
# in run-2021-031, -2022-071, -2023-077, -2023-114, -2024-009; every person but Volkov took part; Okafor and
# Volkov; ds-0020 and ds-0025; rpt-0005, -0009, -0011; five distinct tool names over six agents; 58211 bytes
COUNTS = [number(n) for n in (15, 6, 2, 5, 11, 2, 2, 3, 5, 58211)]

_e = bench._e
USED, ASSOC, QA, AGENT, ROLE, PLAN, LABEL = b.USED, b.ASSOCIATED, b.Q_ASSOCIATION, b.AGENT, b.ROLE, b.PLAN, b.LABEL


def _invalidated(path: str) -> str:
    return f"ASK {{ {_e(path)} {b.INVALIDATED_AT} ?t }}"


def _run_with_tool(run: str, tool: str) -> str:
    return f"ASK {{ {_e(run)} {ASSOC} ?s . ?s {LABEL} \"{tool}\" }}"


def _reviewed(person: str, run: str) -> str:
    return f"ASK {{ {_e(run)} {QA} ?q . ?q {AGENT} {_e(person)} ; {ROLE} {_e(b.REVIEWER)} }}"


def _bigger(x: str, y: str) -> str:
    return f"ASK {{ {_e(x)} {b.BYTES} ?m . {_e(y)} {b.BYTES} ?n FILTER(?m > ?n) }}"


def _started_before(x: str, y: str) -> str:
    return f"ASK {{ {_e(x)} {b.STARTED} ?s . {_e(y)} {b.STARTED} ?t FILTER(?s < ?t) }}"


def _member(collection: str, path: str) -> str:
    return f"ASK {{ {_e(collection)} {b.HAD_MEMBER} {_e(path)} }}"


def _works_for(person: str, org: str) -> str:
    return f"ASK {{ {_e(person)} {b.ON_BEHALF_OF} {_e(org)} }}"


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    _invalidated(b.NUTRIENT_REPORT),
    _invalidated(b.NUTRIENT_REPORT_CORRECTED),
    _run_with_tool(b.CLEANING, "qcpipe"),
    _run_with_tool(b.MARCH_CALIBRATION, "chlorofit"),
    _reviewed(b.JONAS_BREKKE, b.OUTLIER_CORRECTION),
    _reviewed(b.INGRID_BREKKE, b.OUTLIER_CORRECTION),
    _bigger(b.DATA_PACKAGE, b.CTD_PROFILES_2023),
    _bigger(b.BUOY_FILE_2021, b.BUOY_FILE_2022),
    _started_before(b.OUTLIER_CORRECTION, b.REPORT_COMPILE),
    _started_before(b.INGEST_2023, b.MARCH_CALIBRATION),
    (f"ASK {{ ?p {b.ON_BEHALF_OF} {_e(b.WATER_AUTHORITY)} . "
     f"{{ ?r {ASSOC} ?p }} UNION {{ ?r {QA} ?q . ?q {AGENT} ?p }} }}"),
    (f"ASK {{ ?p {b.RDF_TYPE} {b.PERSON} . {{ {_e(b.APPLY_CALIBRATION)} {ASSOC} ?p }} UNION "
     f"{{ {_e(b.APPLY_CALIBRATION)} {QA} ?q . ?q {AGENT} ?p }} }}"),
    _member(b.SURVEY_2021, b.CHL_CLEANED_V2),
    _member(b.SURVEY_2023, b.CAL_COEFFICIENTS),
    f"ASK {{ {_e(b.NUTRIENTS_CORRECTED)} {b.DERIVED_FROM} {_e(b.FIELD_2021)} }}",
    # not even through revisions and derivations at any depth
    f"ASK {{ {_e(b.DATA_PACKAGE)} ({b.DERIVED_FROM}|{b.REVISION_OF})+ {_e(b.BUOY_2022)} }}",
    _works_for(b.DMITRI_VOLKOV, b.PLATFORM_TEAM),
    _works_for(b.OSKAR_NYMAN, b.SENSOR_GROUP),
    f"ASK {{ {_e(b.NUTRIENT_ANALYSIS)} {QA} ?q . ?q {PLAN} {_e(b.TPTN_METHOD)} }}",
    (f"ASK {{ {_e(b.INGEST_2021)} {ASSOC} ?s . ?s {LABEL} \"limnoflow\" ; "
     f"{b.VERSION} \"2.4.1\" }}"),
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def _count(graph: rdflib.Graph, cls) -> int:
    return len(set(graph.subjects(RDF.type, cls)))


def test_the_export_has_its_agents_entities_runs_and_qualified_nodes():
    graph = _graph()
    assert len(graph) == 597
    counts = [_count(graph, c) for c in (
        PROV.Agent, PROV.Person, PROV.SoftwareAgent, PROV.Organization, PROV.Entity, FLOW.Dataset, FLOW.File,
        FLOW.Report, PROV.Plan, PROV.Collection, PROV.Bundle, PROV.Activity, PROV.Association, PROV.Usage,
        PROV.Role)]
    assert counts == [23, 12, 6, 5, 34, 14, 6, 4, 6, 3, 1, 15, 15, 7, 4]
    # every subject is under the base, save the qualified blank nodes
    subjects = set(graph.subjects())
    assert all(str(s).startswith(bench.BASE) for s in subjects if not isinstance(s, rdflib.BNode))
    assert len([s for s in subjects if isinstance(s, rdflib.BNode)]) == 15 + 7
    for node in graph.objects(None, PROV.qualifiedAssociation):
        assert isinstance(node, rdflib.BNode) and (node, RDF.type, PROV.Association) in graph
        assert graph.value(node, PROV.agent) is not None
    assert len(list(graph.subject_objects(PROV.hadRole))) == 13
    assert len(list(graph.subject_objects(PROV.hadPlan))) == 10
    for node in graph.objects(None, PROV.qualifiedUsage):
        assert isinstance(node, rdflib.BNode) and (node, RDF.type, PROV.Usage) in graph
        assert graph.value(node, PROV.entity) is not None
        assert graph.value(node, PROV.atTime).datatype == XSD.dateTime
    for p in (PROV.startedAtTime, PROV.endedAtTime, PROV.generatedAtTime, PROV.invalidatedAtTime, PROV.atTime):
        for value in graph.objects(None, p):
            assert value.datatype == XSD.dateTime and value.value.tzinfo is not None, (p, value)
    assert {v.datatype for v in graph.objects(None, FLOW.byteCount)} == {XSD.integer}
    assert len(list(graph.objects(None, FLOW.byteCount))) == 16
    assert len(list(graph.objects(None, PROV.hadMember))) == 13


def test_the_agents_are_untidy_as_exported():
    graph = _graph()
    people = set(graph.subjects(RDF.type, PROV.Person))
    assert [p for p in people if graph.value(p, FOAF.name) is None] == [_u(b.SRUIZ)]
    assert [p for p in people if graph.value(p, PROV.actedOnBehalfOf) is None] == [_u(b.SRUIZ)]
    assert graph.value(_u(b.AURELIO_COSTA), PROV.actedOnBehalfOf) == _u(b.INES_HALVORSEN)
    assert len([p for p in people if str(graph.value(p, FOAF.name)).endswith(" Brekke")]) == 2
    tools = [str(graph.value(s, RDFS.label)) for s in graph.subjects(RDF.type, PROV.SoftwareAgent)]
    assert len(tools) == 6 and len(set(tools)) == 5 and tools.count("limnoflow") == 2
    versions = {str(v) for v in graph.objects(None, SCHEMA.softwareVersion)}
    assert {"2.4.1", "2.2.0", "1.0.0-rc2"} <= versions and len(versions) == 6


def test_the_runs_and_entities_are_untidy_as_exported():
    graph = _graph()
    runs = set(graph.subjects(RDF.type, PROV.Activity))
    assert [r for r in runs if graph.value(r, PROV.endedAtTime) is None] == [_u(b.CHL_EXTRACTION_2023)]
    assert all(graph.value(r, PROV.startedAtTime) is not None for r in runs)
    # the reviewer of the outlier correction is only in the qualified association
    outlier = _u(b.OUTLIER_CORRECTION)
    assert (outlier, PROV.wasAssociatedWith, _u(b.JONAS_BREKKE)) not in graph
    assert _u(b.JONAS_BREKKE) in {graph.value(q, PROV.agent) for q in graph.objects(outlier, PROV.qualifiedAssociation)}
    # the package run's use of the calibrated profiles is only a qualified usage
    package = _u(b.PACKAGE_BUILD)
    assert (package, PROV.used, _u(b.CTD_PROFILES_2023)) not in graph
    # no person on the automated calibration run
    assert not [a for a in graph.objects(_u(b.APPLY_CALIBRATION), PROV.wasAssociatedWith)
                if (a, RDF.type, PROV.Person) in graph]
    withdrawn = set(graph.subjects(PROV.invalidatedAtTime, None))
    assert withdrawn == {_u(p) for p in (b.CHL_CLEANED, b.NUTRIENTS_2021, b.NUTRIENT_REPORT, b.CAL_SOP_REV3)}
    # a revision without the derivation, another with both
    assert (_u(b.CHL_CLEANED_V2), PROV.wasRevisionOf, _u(b.CHL_CLEANED)) in graph
    assert (_u(b.CHL_CLEANED_V2), PROV.wasDerivedFrom, _u(b.CHL_CLEANED)) not in graph
    assert (_u(b.NUTRIENTS_CORRECTED), PROV.wasDerivedFrom, _u(b.NUTRIENTS_2021)) in graph
    # generation time without a run, a run without a time, no generation at all
    assert graph.value(_u(b.REF_STANDARDS), PROV.wasGeneratedBy) is None
    assert graph.value(_u(b.REF_STANDARDS), PROV.generatedAtTime) is not None
    assert graph.value(_u(b.CHL_RAW_2023), PROV.generatedAtTime) is None
    assert graph.value(_u(b.DATA_PAPER), PROV.wasGeneratedBy) is None
    assert (_u(b.SURVEY_2021), PROV.hadMember, _u(b.NUTRIENTS_2021)) in graph
    titles = list(graph.objects(_u(b.ANNUAL_REPORT_2022), DCT.title))
    assert sorted(t.language for t in titles) == ["de", "en"]
    assert len([t for t in graph.objects(None, DCT.title) if t.language]) == 4
    assert graph.value(_u(b.REF_STANDARDS), DCT.title) is None


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
