"""``python -m kgqa.bench.provenance_kg``: questions about the provenance record of a small research
institute's data platform in W3C PROV-O, one JSON object on stdout.

The KG is ``tests/candidates/data/provenance.ttl``: the PROV-O (``http://www.w3.org/ns/prov#``)
export that the workflow system of LimnoLab, an invented freshwater research institute, publishes
for its lake surveys of 2021-2023, written by hand in Turtle (597 triples). Every resource is under
``http://data.limnolab.example.org/prov/`` with an id by kind (``entity/ds-0042``,
``entity/file-0101``, ``entity/rpt-0005``, ``entity/plan-0001``, ``entity/col-0001``,
``activity/run-2023-114``, ``agent/p-017``, ``agent/sw-01``, ``agent/org-02``, ``role/operator``,
one ``bundle/export-20240301``); besides ``prov:`` the vocabulary is ``rdfs:``, ``dcterms:``,
``foaf:``, ``schema:softwareVersion`` and the workflow system's own ``flow:``
(``http://limnoflow.example.org/ns#``: the classes ``flow:Dataset``, ``flow:File``,
``flow:Report`` and ``flow:byteCount``). 23 ``prov:Agent``s: 5 ``prov:Organization``s
(``foaf:name``: the institute, its Hydrochemistry Group, Sensor & Monitoring Group and Data
Platform Team, each ``prov:actedOnBehalfOf`` the institute, and the external Osterby Regional
Water Authority), 12 ``prov:Person``s (``foaf:name``, some ``foaf:mbox``, ``prov:actedOnBehalfOf``
their group; a PhD student on behalf of his supervisor, one person only an ``rdfs:label`` login
"sruiz" and no group, two people sharing the family name Brekke) and 6 ``prov:SoftwareAgent``s
(``rdfs:label`` and ``schema:softwareVersion`` as a plain string; "limnoflow" twice, 2.4.1 and
2.2.0). 34 ``prov:Entity``s: 14 ``flow:Dataset``s, 6 ``flow:File``s (file name as ``rdfs:label``),
4 ``flow:Report``s, 6 ``prov:Plan``s (protocols, an SOP in two revisions, a CWL workflow, a report
template), 3 ``prov:Collection``s with ``prov:hadMember`` (Lake Survey 2021, Lake Survey 2023,
published reports) and the export's ``prov:Bundle``; titles as ``dcterms:title`` or ``rdfs:label``
(one report in English and German, three titles ``@en``), some ``dcterms:format`` (MIME strings) and
``flow:byteCount`` (``xsd:integer``), ``prov:wasGeneratedBy``, ``prov:generatedAtTime``,
``prov:wasDerivedFrom``, ``prov:wasRevisionOf``, ``prov:wasAttributedTo`` and
``prov:invalidatedAtTime`` on the four withdrawn ones (the first cleaned chlorophyll set, the
first nutrient set, the nutrient status report 2021, rev. 3 of the calibration SOP). 15
``prov:Activity`` runs (``rdfs:label``, ``prov:startedAtTime``/``prov:endedAtTime`` as
``xsd:dateTime`` with ``Z`` or an offset, some with milliseconds, ``prov:used``,
``prov:wasAssociatedWith`` people and software, ``prov:wasInformedBy``): field-data ingests,
chlorophyll extraction, cleaning and outlier correction, nutrient analysis and re-analysis, report
compilation, the March 2023 CTD calibration and its application, a data package. 15
``prov:qualifiedAssociation`` blank nodes (``prov:Association`` with ``prov:agent``,
``prov:hadRole`` one of four ``prov:Role``s on 13, ``prov:hadPlan`` on 10) and 7
``prov:qualifiedUsage`` blank nodes (``prov:Usage`` with ``prov:entity`` and ``prov:atTime``) on
some runs only. Untidy as such exports are: one run never ended (no end time, its output no
generation time), the reviewer of the outlier correction appears only in a qualified association
(no ``prov:wasAssociatedWith``), the data package run's use of the calibrated profiles only as a
qualified usage, the cleaned v2 chlorophyll set is a ``prov:wasRevisionOf`` the first but not
``prov:wasDerivedFrom`` it while the corrected nutrient set has both, the reference standards have a
generation time but no generating run, the data paper no generation at all, the 2021 collection
still lists the withdrawn nutrient set, the automated calibration run has no person, and two
software agents share a name.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_provenance_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (a count or one stored number) and 20 yes/no questions (10
of them false), in plain English as a data steward or auditor asks them, not phrased after the
PROV-O terms ("Who ran the cleaning step on the chlorophyll data?", "What did the March
calibration run use?", "Which datasets were derived from the 2021 lake survey field
measurements?", "Has the nutrient status report 2021 been withdrawn?"): one hop both ways (what a
run used, which runs used a dataset, whom a person works for, who works for a group, what a
collection holds), two and three hops (the software version of a run's engine, who ran the steps
behind a report's data, who reviewed the run that compiled a report), through the qualified
association and usage nodes (the protocol followed, the reviewer, the time an input was read),
class questions with conditions (datasets generated after a date, files over 10 MB, a person's
datasets, reports in a collection by one author), superlatives (the first run, the latest
dataset, the largest report), withdrawal and revision, runs that never finished, counts of runs,
people, withdrawn datasets, reports, distinct software tools and a run's outputs, one stored byte
size, and yes/no on withdrawal, software used, reviewers, sizes and start times of two things,
collection membership, derivation (direct and through revisions), group membership, the plan
followed and whether anyone (a person, someone of an organisation) took part. Some are typed
carelessly (lower case, no question mark, " 's ", "WQ", one misspelt name). Where the answer is an
entity, the answer is the entity (its path under the base, ``agent/p-017``), not its name; a date,
a version or a format as written in the file.

    python -m kgqa.bench.provenance_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "provenance.ttl"
BASE = "http://data.limnolab.example.org/prov/"
PROV = "http://www.w3.org/ns/prov#"
FLOW = "http://limnoflow.example.org/ns#"
FOAF = "http://xmlns.com/foaf/0.1/"
DCT = "http://purl.org/dc/terms/"
SCHEMA = "http://schema.org/"
RDFS = "http://www.w3.org/2000/01/rdf-schema#"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
XSD_DATETIME = "<http://www.w3.org/2001/XMLSchema#dateTime>"

# the resources the questions name, by their path under BASE
INSTITUTE = "agent/org-01"
HYDROCHEMISTRY = "agent/org-02"
SENSOR_GROUP = "agent/org-03"
PLATFORM_TEAM = "agent/org-04"
WATER_AUTHORITY = "agent/org-05"
INES_HALVORSEN = "agent/p-003"
TOMASZ_WIERZBA = "agent/p-007"
RUTH_OKAFOR = "agent/p-011"
JONAS_BREKKE = "agent/p-017"
MEI_LING_SATO = "agent/p-021"
AURELIO_COSTA = "agent/p-024"
HANNA_LINDQVIST = "agent/p-029"
DMITRI_VOLKOV = "agent/p-031"
CLARA_MEUNIER = "agent/p-036"
SRUIZ = "agent/p-040"
INGRID_BREKKE = "agent/p-044"
OSKAR_NYMAN = "agent/p-052"
LIMNOFLOW_241 = "agent/sw-01"
LIMNOFLOW_220 = "agent/sw-02"
QCPIPE = "agent/sw-03"
CHLOROFIT = "agent/sw-04"
CALIBRATE_CTD = "agent/sw-05"
REPORTGEN = "agent/sw-06"
OPERATOR, REVIEWER, SUPERVISOR, AUTHOR = "role/operator", "role/reviewer", "role/supervisor", "role/author"
CHL_PROTOCOL = "entity/plan-0001"
CAL_SOP_REV4 = "entity/plan-0002"
INGEST_WORKFLOW = "entity/plan-0003"
TPTN_METHOD = "entity/plan-0004"
REPORT_TEMPLATE = "entity/plan-0005"
CAL_SOP_REV3 = "entity/plan-0006"
FIELDSHEETS_2021 = "entity/file-0101"
BUOY_FILE_2021 = "entity/file-0102"
BUOY_FILE_2022 = "entity/file-0103"
FIELDSHEETS_2023 = "entity/file-0104"
CTD_CASTS_2023 = "entity/file-0105"
CTD_CAL_RAW = "entity/file-0111"
FIELD_2021 = "entity/ds-0012"
BUOY_LOGS_2021 = "entity/ds-0013"
CHL_RAW_2021 = "entity/ds-0019"
CHL_CLEANED = "entity/ds-0020"
CHL_CLEANED_V2 = "entity/ds-0021"
NUTRIENTS_2021 = "entity/ds-0025"
NUTRIENTS_CORRECTED = "entity/ds-0026"
CAL_COEFFICIENTS = "entity/ds-0030"
REF_STANDARDS = "entity/ds-0031"
BUOY_2022 = "entity/ds-0035"
FIELD_2023 = "entity/ds-0042"
CTD_PROFILES_2023 = "entity/ds-0043"
CHL_RAW_2023 = "entity/ds-0044"
DATA_PACKAGE = "entity/ds-0050"
NUTRIENT_REPORT = "entity/rpt-0005"
NUTRIENT_REPORT_CORRECTED = "entity/rpt-0009"
ANNUAL_REPORT_2022 = "entity/rpt-0011"
DATA_PAPER = "entity/rpt-0014"
SURVEY_2021 = "entity/col-0001"
SURVEY_2023 = "entity/col-0002"
PUBLISHED_REPORTS = "entity/col-0003"
INGEST_2021 = "activity/run-2021-031"
CHL_EXTRACTION_2021 = "activity/run-2021-044"
NUTRIENT_ANALYSIS = "activity/run-2021-052"
CLEANING = "activity/run-2022-007"
OUTLIER_CORRECTION = "activity/run-2022-019"
REPORT_COMPILE = "activity/run-2022-033"
TP_REANALYSIS = "activity/run-2022-058"
REPORT_CORRECTED_COMPILE = "activity/run-2022-061"
BUOY_INGEST_2022 = "activity/run-2022-071"
ANNUAL_REPORT_COMPILE = "activity/run-2023-012"
MARCH_CALIBRATION = "activity/run-2023-041"
INGEST_2023 = "activity/run-2023-077"
APPLY_CALIBRATION = "activity/run-2023-114"
CHL_EXTRACTION_2023 = "activity/run-2023-115"
PACKAGE_BUILD = "activity/run-2024-009"


def _e(path: str) -> str:
    return f"<{BASE}{path}>"


def _p(name: str) -> str:
    return f"<{PROV}{name}>"


a = _e

(USED, ASSOCIATED, INFORMED, ON_BEHALF_OF, GENERATED_BY, GENERATED_AT, DERIVED_FROM, REVISION_OF, ATTRIBUTED_TO,
 INVALIDATED_AT, STARTED, ENDED, HAD_MEMBER, Q_ASSOCIATION, Q_USAGE, AGENT, ROLE, PLAN, ENTITY, AT_TIME) = (
    _p(n) for n in ("used", "wasAssociatedWith", "wasInformedBy", "actedOnBehalfOf", "wasGeneratedBy",
                    "generatedAtTime", "wasDerivedFrom", "wasRevisionOf", "wasAttributedTo", "invalidatedAtTime",
                    "startedAtTime", "endedAtTime", "hadMember", "qualifiedAssociation", "qualifiedUsage", "agent",
                    "hadRole", "hadPlan", "entity", "atTime"))
ACTIVITY, PERSON, SOFTWARE = _p("Activity"), _p("Person"), _p("SoftwareAgent")
DATASET, FILE, REPORT, BYTES = f"<{FLOW}Dataset>", f"<{FLOW}File>", f"<{FLOW}Report>", f"<{FLOW}byteCount>"
LABEL, FORMAT, VERSION = f"<{RDFS}label>", f"<{DCT}format>", f"<{SCHEMA}softwareVersion>"


def took_part(run: str, agent: str) -> str:
    """``agent`` took part in ``run``, directly or through a qualified association."""
    return (f"{{ {run} {ASSOCIATED} {agent} }} UNION "
            f"{{ {run} {Q_ASSOCIATION} ?qa_ . ?qa_ {AGENT} {agent} }}")


def in_role(run: str, agent: str, role: str) -> str:
    """``agent`` took part in ``run`` in ``role`` (a qualified association)."""
    return f"{run} {Q_ASSOCIATION} ?q_ . ?q_ {AGENT} {agent} ; {ROLE} {a(role)} ."


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # lineage
    ("Which datasets were derived from the 2021 lake survey field measurements?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {DERIVED_FROM} {a(FIELD_2021)} ; {RDF_TYPE} {DATASET} }}"),
    ("Which datasets went into the annual WQ report 2022?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {a(ANNUAL_REPORT_2022)} {DERIVED_FROM} ?x . ?x {RDF_TYPE} {DATASET} }}"),
    ("What replaced the withdrawn nutrient report?", "lists",
     f"SELECT ?x WHERE {{ ?x {REVISION_OF} {a(NUTRIENT_REPORT)} }}"),
    ("Which people ran the steps that produced the data behind the corrected nutrient report?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {a(NUTRIENT_REPORT_CORRECTED)} {DERIVED_FROM} ?d . ?d {GENERATED_BY} ?r . "
      f"?r {ASSOCIATED} ?x . ?x {RDF_TYPE} {PERSON} }}")),
    # runs: inputs, outputs, agents
    ("Who ran the cleaning step on the chlorophyll data?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {a(CLEANING)} {ASSOCIATED} ?x . ?x {RDF_TYPE} {PERSON} }}"),
    ("What did the March calibration run use?", "lists",
     f"SELECT ?x WHERE {{ {a(MARCH_CALIBRATION)} {USED} ?x }}"),
    ("Which runs used the CTD calibration coefficients?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {USED} {a(CAL_COEFFICIENTS)} }}"),
    ("What did the data package run use?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {{ {a(PACKAGE_BUILD)} {USED} ?x }} UNION "
      f"{{ {a(PACKAGE_BUILD)} {Q_USAGE} ?u . ?u {ENTITY} ?x }} }}")),
    ("Which earlier run fed into the outlier correction?", "lists",
     f"SELECT ?x WHERE {{ {a(OUTLIER_CORRECTION)} {INFORMED} ?x }}"),
    ("which runs was Tomas Wierzba involved in", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {took_part('?x', a(TOMASZ_WIERZBA))} }}"),
    ("What version of limnoflow did the 2021 field data ingest run on?", "lists",
     f"SELECT ?x WHERE {{ {a(INGEST_2021)} {ASSOCIATED} ?s . ?s {LABEL} \"limnoflow\" ; {VERSION} ?x }}"),
    ("which runs never finished", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {ACTIVITY} FILTER NOT EXISTS {{ ?x {ENDED} ?e }} }}"),
    # qualified associations and usages
    ("Which protocol did Aurelio Costa follow for the outlier correction?", "lists",
     f"SELECT ?x WHERE {{ {a(OUTLIER_CORRECTION)} {Q_ASSOCIATION} ?q . ?q {AGENT} {a(AURELIO_COSTA)} ; {PLAN} ?x }}"),
    ("Who reviewed the outlier correction on the chlorophyll data?", "lists",
     f"SELECT ?x WHERE {{ {in_role(a(OUTLIER_CORRECTION), '?x', REVIEWER)} }}"),
    ("Who reviewed the annual water quality report 2022?", "lists",
     f"SELECT ?x WHERE {{ {a(ANNUAL_REPORT_2022)} {GENERATED_BY} ?r . {in_role('?r', '?x', REVIEWER)} }}"),
    ("At what time did the cleaning run start reading the raw chlorophyll data?", "lists",
     f"SELECT ?x WHERE {{ {a(CLEANING)} {Q_USAGE} ?u . ?u {ENTITY} {a(CHL_RAW_2021)} ; {AT_TIME} ?x }}"),
    # agents and groups
    ("Which group does Mei-Ling Sato work for?", "lists",
     f"SELECT ?x WHERE {{ {a(MEI_LING_SATO)} {ON_BEHALF_OF} ?x }}"),
    ("Which people work for the Sensor & Monitoring Group?", "lists",
     f"SELECT ?x WHERE {{ ?x {ON_BEHALF_OF} {a(SENSOR_GROUP)} ; {RDF_TYPE} {PERSON} }}"),
    ("Who does Aurelio Costa work for?", "lists", f"SELECT ?x WHERE {{ {a(AURELIO_COSTA)} {ON_BEHALF_OF} ?x }}"),
    ("Which datasets has Aurelio Costa produced?", "lists",
     f"SELECT ?x WHERE {{ ?x {ATTRIBUTED_TO} {a(AURELIO_COSTA)} ; {RDF_TYPE} {DATASET} }}"),
    ("Which of the published reports did Hanna Lindqvist write?", "lists",
     f"SELECT ?x WHERE {{ {a(PUBLISHED_REPORTS)} {HAD_MEMBER} ?x . ?x {ATTRIBUTED_TO} {a(HANNA_LINDQVIST)} }}"),
    # collections, withdrawals, values
    ("What's in the Lake Survey 2021 collection?", "lists", f"SELECT ?x WHERE {{ {a(SURVEY_2021)} {HAD_MEMBER} ?x }}"),
    ("What was withdrawn in 2022?", "lists",
     f"SELECT ?x WHERE {{ ?x {INVALIDATED_AT} ?t FILTER(YEAR(?t) = 2022) }}"),
    ("When was rev. 3 of the CTD calibration SOP withdrawn?", "lists",
     f"SELECT ?x WHERE {{ {a(CAL_SOP_REV3)} {INVALIDATED_AT} ?x }}"),
    ("whats the data package 's file format", "lists", f"SELECT ?x WHERE {{ {a(DATA_PACKAGE)} {FORMAT} ?x }}"),
    # thresholds and superlatives
    ("Which datasets were generated after 1 January 2023?", "lists",
     (f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {DATASET} ; {GENERATED_AT} ?t "
      f"FILTER(?t > \"2023-01-01T00:00:00Z\"^^{XSD_DATETIME}) }}")),
    ("Which files are bigger than 10 MB?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {FILE} ; {BYTES} ?n FILTER(?n > 10000000) }}"),
    ("What is the most recently generated dataset?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {DATASET} ; {GENERATED_AT} ?t }} ORDER BY DESC(?t) LIMIT 1"),
    ("Which run started first?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {ACTIVITY} ; {STARTED} ?t }} ORDER BY ?t LIMIT 1"),
    ("Which is the largest report?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {REPORT} ; {BYTES} ?n }} ORDER BY DESC(?n) LIMIT 1"),
    # counts
    ("How many runs are in the provenance record?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {ACTIVITY} }}"),
    ("How many runs started in 2022?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {ACTIVITY} ; {STARTED} ?t FILTER(YEAR(?t) = 2022) }}"),
    ("how many datasets came out of run-2021-031", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {GENERATED_BY} {a(INGEST_2021)} ; {RDF_TYPE} {DATASET} }}"),
    ("How many runs did limnoflow take part in?", "counts",
     f"SELECT (COUNT(DISTINCT ?r) AS ?n) WHERE {{ ?s {LABEL} \"limnoflow\" . {took_part('?r', '?s')} }}"),
    ("How many different people have taken part in a run?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {PERSON} . {took_part('?r', '?x')} }}"),
    ("How many people work for the Data Platform Team?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {ON_BEHALF_OF} {a(PLATFORM_TEAM)} ; {RDF_TYPE} {PERSON} }}"),
    ("How many datasets have been withdrawn?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {DATASET} ; {INVALIDATED_AT} ?t }}"),
    ("How many reports did Hanna Lindqvist write?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {REPORT} ; {ATTRIBUTED_TO} {a(HANNA_LINDQVIST)} }}"),
    ("How many different software tools appear in the provenance?", "counts",
     f"SELECT (COUNT(DISTINCT ?l) AS ?n) WHERE {{ ?s {RDF_TYPE} {SOFTWARE} ; {LABEL} ?l }}"),
    ("How many bytes is the cleaned v2 chlorophyll dataset?", "counts",
     f"SELECT ?n WHERE {{ {a(CHL_CLEANED_V2)} {BYTES} ?n }}"),
]
YES_NO = [
    ("Has the nutrient status report 2021 been withdrawn?", True),
    ("Has the corrected edition of the nutrient report been withdrawn?", False),
    ("Was the chlorophyll data cleaned with qcpipe?", True),
    ("Was the March calibration run done with chlorofit?", False),
    ("Did Jonas Brekke review the outlier correction?", True),
    ("Did Ingrid Brekke review the outlier correction?", False),
    ("Is the 2021-2023 data package bigger than the calibrated 2023 CTD profiles?", True),
    ("Was the 2021 buoy log file bigger than the 2022 one?", False),
    ("Did the outlier correction start before the nutrient status report was compiled?", True),
    ("Was the 2023 field data ingested before the March calibration?", False),
    ("Has anyone from the Osterby Regional Water Authority been involved in a run?", True),
    ("Was any person involved in the run that applied the CTD calibration?", False),
    ("Is the cleaned v2 chlorophyll dataset part of the Lake Survey 2021 collection?", True),
    ("Does the Lake Survey 2023 collection include the CTD calibration coefficients?", False),
    ("Was the corrected nutrient dataset derived from the 2021 field measurements?", True),
    ("Was the data package built from the 2022 buoy data?", False),
    ("Does Dmitri Volkov work for the Data Platform Team?", True),
    ("Does Oskar Nyman work for the Sensor & Monitoring Group?", False),
    ("Did the 2021 nutrient analysis follow the persulfate digestion method?", True),
    ("was the 2021 field data ingested with limnoflow 2.4.1", False),
]


name_of = kg_questions.name_under(BASE)  # resources by their path (``entity/ds-0042``, ``agent/p-017``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("provenance", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
