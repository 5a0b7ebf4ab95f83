"""``python -m kgqa.bench.trials_kg``: questions about a clinical-trials registry published as linked data, one JSON
object on stdout.

The KG is ``tests/candidates/data/trials.ttl``: the linked-data export of an invented registry, the Auralis
Clinical Trials Registry, in the shape LinkedCT and the other ClinicalTrials.gov-to-RDF conversions gave the
registry's XML records, written by hand in Turtle (932 triples). Resources are under
``https://trials.auralis.example/resource/`` and the conversion's own vocabulary, classes and properties named
in lower snake case after the XML elements, under ``https://trials.auralis.example/vocab/`` (``act:``). There
are 30 ``act:trial``s named by their NCT id (``trial/NCT05012345``), 16 ``act:condition``s
(``condition/1011``), 33 ``act:intervention``s (``intervention/3001``), 10 ``act:sponsor``s (also
``foaf:Organization``, by slug: ``sponsor/kestrel-biopharma``), 12 ``act:location``s (``location/2201``), 5
``act:country``s (``country/Brevia``) and 30 ``act:outcome``s (``outcome/7001``). Every trial has
``act:nct_id``, ``act:brief_title``, ``act:overall_status`` ("Recruiting", "Completed", "Terminated", "Active, not
recruiting", once "Not yet recruiting"), ``act:phase`` (plain strings: "Phase 1", "Phase 2", "Phase 3", "Phase
2/Phase 3", "N/A"), ``act:study_type`` ("Interventional"; two "Observational"), ``act:enrollment``
(``xsd:integer``, once the plain string "96"), ``act:start_date``, one or more ``act:condition``s and
``act:intervention``s, ``act:lead_sponsor``, one to four ``act:location``s, ``act:primary_outcome``,
``act:gender`` ("All"/"Female"), ``act:minimum_age`` and ``act:maximum_age`` (strings "18 Years", "N/A");
19 have ``act:completion_date`` (some anticipated), 16 ``act:official_title``, ten ``act:acronym`` ("GLOW-1",
"AMBER-HF", often also in the brief title), eleven an ``act:collaborator`` and the three terminated ones
``act:why_stopped``. Dates are untidy as converted: some ``xsd:date`` ("2021-09-20"), others plain month strings
("March 2021"). Conditions have an ``rdfs:label``, and six of them eight ``owl:sameAs`` links to Disease Ontology
(``obo:DOID_9352``) and DBpedia IRIs; interventions an ``rdfs:label``, ``act:intervention_type`` ("Drug",
"Biological", "Device", "Behavioral", "Procedure", "Other") and for three a code name (``act:other_name``
"VRN-101"); drug nodes are shared by the trials that test them, and the placebo is two nodes (a "Drug" one
and an "Other" one). Sponsors have an ``rdfs:label`` and ``act:agency_class``; locations ``act:facility_name``,
``act:city`` (a string) and ``act:country`` (a country IRI with an ``rdfs:label``); outcomes ``act:measure`` and
``act:time_frame``. A hospital, Halvik University Hospital, is both a location and (as a separate node) a
sponsor.

The bench is blind: the KG and the questions were written, and every gold checked against the file with
rdflib (``tests/bench/test_trials_kg.py``: the list and count golds and an ASK per yes/no question against
answers worked out by hand from the file), before the engine was run on them, by someone who had not read
the engine's code; nothing in the engine was tuned for this KG. There are 30 list questions, 10 counts (a
count, a sum or one stored number) and 20 yes/no questions (10 of them false), in plain English as a
patient, doctor or journalist asks a trials registry, not phrased after the property names ("Which trials
are studying type 2 diabetes?", "Who is the sponsor of ...", "recruiting in Vessin", "What is being tested
in ...", "only enrol women"): one hop both ways (a trial's treatments, sponsor, collaborators, primary outcome
measure, reason for stopping; the trials of a condition, a sponsor, a hospital), two and three hops (the
conditions a drug is tested for, the cities, countries and hospitals of a trial, the countries a sponsor
runs trials in, the companies running trials in a disease, the treatments tested for a disease), class
questions with conditions (recruiting trials in a city or country, phase 3 trials for a condition,
behavioural interventions, completed trials with a site in a country, trials testing two given
treatments), superlatives (the largest trial, the sponsor with most trials), thresholds on start years over
mixed date and month-string values and on age limits written as "12 Years", counts per sponsor, status,
condition, drug, town and hospital, a sum of enrolments, two stored enrolments (one a string), and yes/no on
status, phase, sponsor, collaborator, site, condition, enrolment thresholds, and comparisons of two trials'
start dates (one an ``xsd:date``, the other "July 2021") and sizes. Trials are named as people name them:
by NCT id, by acronym (GLOW-1, BRIDGE-AD) or by drug and disease ("the sotrafen asthma trial"); some
questions are typed carelessly (lower case, no question mark, " 's ", "Alzheimers", a misspelt drug name
"glunavatide", "Medivane" for Medivane Devices Inc.). Where the answer is an entity, the answer is the entity
(its path under the resource base, ``trial/NCT05749011``, ``country/Brevia``), not its name; a city, a
stopping reason or an outcome measure as written.

    python -m kgqa.bench.trials_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "trials.ttl"
BASE = "https://trials.auralis.example/resource/"
VOCAB = "https://trials.auralis.example/vocab/"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
XSD = "http://www.w3.org/2001/XMLSchema#"


def _e(path: str) -> str:
    return f"<{BASE}{path}>"


def _v(name: str) -> str:
    return f"<{VOCAB}{name}>"


TRIAL_CLASS = _v("trial")
(NCT_ID, STATUS, PHASE, STUDY_TYPE, ENROLLMENT, START, CONDITION, INTERVENTION, INTERVENTION_TYPE, LEAD,
 COLLABORATOR, LOCATION, CITY, COUNTRY, PRIMARY_OUTCOME, MEASURE, GENDER, MIN_AGE, WHY_STOPPED) = (
    _v(n) for n in ("nct_id", "overall_status", "phase", "study_type", "enrollment", "start_date", "condition",
                    "intervention", "intervention_type", "lead_sponsor", "collaborator", "location", "city",
                    "country", "primary_outcome", "measure", "gender", "minimum_age", "why_stopped"))


def trial(nct: str) -> str:
    return _e(f"trial/{nct}")


# trials named in the questions, by acronym or by what they test
GLOW_1, GLOW_WM, RELM_1, PSORIASIS_TAVOX, CORVUS_HF, CARDIOSENSE, NERIXAPAM_OLDER, SLEEPWELL = (
    trial(n) for n in ("NCT04418262", "NCT04592731", "NCT04730119", "NCT04815526", "NCT04903347", "NCT05012345",
                       "NCT05027781", "NCT05104469"))
BRIDGE_AD, SOTRAFEN_ASTHMA, RELM_2, RA_TAVOX, GLOW_KIDNEY, GLUCOTRACK, AMBER_HF, GLOW_3 = (
    trial(n) for n in ("NCT05166203", "NCT05231958", "NCT05397125", "NCT05412288", "NCT05468830", "NCT05702596",
                       "NCT05749011", "NCT06011834"))
T2D, HYPERTENSION, ALZHEIMERS, COPD, OBESITY, DEPRESSION = (
    _e(f"condition/{n}") for n in (1011, 1013, 1018, 1021, 1012, 1019))
GLUNAVETIDE, NERIXAPAM, SLEEPWELL_APP, TEZARIMAB = (_e(f"intervention/{n}") for n in (3001, 3009, 3010, 3031))
VIREON, KESTREL, ORRIN, MEDIVANE, ESTRANA_HEART, KOLM_UNI = (
    _e(f"sponsor/{n}") for n in ("vireon-therapeutics", "kestrel-biopharma", "orrin-pharmaceuticals",
                                 "medivane-devices", "estrana-heart-foundation", "university-of-kolm"))
HALVIK_UH_SITE = _e("location/2201")
NORVANIA, CALDERIA, BREVIA = (_e(f"country/{n}") for n in ("Norvania", "Calderia", "Brevia"))


def trials(var: str) -> str:
    """``var`` is a trial (the registry types every study, observational ones too, as ``act:trial``)."""
    return f"{var} {RDF_TYPE} {TRIAL_CLASS} ."


def start_year(t: str, y: str) -> str:
    """``y`` is the year ``t`` started, whether the start date is an ``xsd:date`` or a string "March 2021"."""
    return (f"{t} {START} ?sd_ . BIND(IF(DATATYPE(?sd_) = <{XSD}date>, YEAR(?sd_), "
            f"<{XSD}integer>(STRAFTER(STR(?sd_), \" \"))) AS {y})")


def enrolled(t: str, n: str) -> str:
    """``n`` is ``t``'s enrolment as a number (stored as ``xsd:integer`` or, once, a string)."""
    return f"{t} {ENROLLMENT} ?en_ . BIND(<{XSD}integer>(STR(?en_)) AS {n})"


def in_country(t: str, country: str) -> str:
    return f"{t} {LOCATION} ?loc_ . ?loc_ {COUNTRY} {country} ."


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # conditions and treatments
    ("Which trials are studying type 2 diabetes?", "lists",
     f"SELECT ?x WHERE {{ {trials('?x')} ?x {CONDITION} {T2D} }}"),
    ("whats being tested in NCT05012345", "lists", f"SELECT ?x WHERE {{ {CARDIOSENSE} {INTERVENTION} ?x }}"),
    ("What treatments does the RELM-2 trial test?", "lists", f"SELECT ?x WHERE {{ {RELM_2} {INTERVENTION} ?x }}"),
    ("Which conditions is glunavatide being tested for?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?t {INTERVENTION} {GLUNAVETIDE} ; {CONDITION} ?x }}"),
    ("What treatments are being tested for COPD?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?t {CONDITION} {COPD} ; {INTERVENTION} ?x }}"),
    ("Which trials test both nerixapam and the SleepWell app?", "lists",
     f"SELECT ?x WHERE {{ {trials('?x')} ?x {INTERVENTION} {NERIXAPAM} , {SLEEPWELL_APP} }}"),
    ("Which trials test a behavioural intervention?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {trials('?x')} ?x {INTERVENTION} ?i . ?i {INTERVENTION_TYPE} \"Behavioral\" }}"),
    ("Which phase 3 trials are there for type 2 diabetes?", "lists",
     f"SELECT ?x WHERE {{ {trials('?x')} ?x {CONDITION} {T2D} ; {PHASE} \"Phase 3\" }}"),
    ("What is the primary outcome of the AMBER-HF trial?", "lists",
     f"SELECT ?x WHERE {{ {AMBER_HF} {PRIMARY_OUTCOME} ?o . ?o {MEASURE} ?x }}"),
    # sponsors
    ("Who is the sponsor of NCT05027781?", "lists", f"SELECT ?x WHERE {{ {NERIXAPAM_OLDER} {LEAD} ?x }}"),
    ("Which organisations collaborate on the CORVUS-HF trial?", "lists",
     f"SELECT ?x WHERE {{ {CORVUS_HF} {COLLABORATOR} ?x }}"),
    ("Which trials does Medivane sponsor?", "lists", f"SELECT ?x WHERE {{ {trials('?x')} ?x {LEAD} {MEDIVANE} }}"),
    ("which companies are running trials in alzheimers disease", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {trials('?t')} ?t {CONDITION} {ALZHEIMERS} ; {LEAD} ?x }}"),
    ("Which trials sponsored by Kestrel Biopharma are still recruiting?", "lists",
     f"SELECT ?x WHERE {{ {trials('?x')} ?x {LEAD} {KESTREL} ; {STATUS} \"Recruiting\" }}"),
    ("Which sponsor runs the most trials?", "lists",
     f"SELECT ?x WHERE {{ {trials('?t')} ?t {LEAD} ?x }} GROUP BY ?x ORDER BY DESC(COUNT(?t)) LIMIT 1"),
    ("Which trials is the Estrana Heart Foundation involved in?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {trials('?x')} {{ ?x {LEAD} {ESTRANA_HEART} }} UNION "
      f"{{ ?x {COLLABORATOR} {ESTRANA_HEART} }} }}")),
    ("which countries does kestrel biopharma run trials in", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?t {LEAD} {KESTREL} ; {LOCATION} ?l . ?l {COUNTRY} ?x }}"),
    # places
    ("Which trials are recruiting in Vessin?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {trials('?x')} ?x {STATUS} \"Recruiting\" ; {LOCATION} ?l . "
      f"?l {CITY} \"Vessin\" }}")),
    ("Which trials are currently recruiting patients in Calderia?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {trials('?x')} ?x {STATUS} \"Recruiting\" . {in_country('?x', CALDERIA)} }}"),
    ("Which cities does the CORVUS-HF trial recruit in?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {CORVUS_HF} {LOCATION} ?l . ?l {CITY} ?x }}"),
    ("In which countries is the GLOW-KIDNEY trial running?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {GLOW_KIDNEY} {LOCATION} ?l . ?l {COUNTRY} ?x }}"),
    ("Which hospitals take part in the BRIDGE-AD trial?", "lists", f"SELECT ?x WHERE {{ {BRIDGE_AD} {LOCATION} ?x }}"),
    ("Which completed trials had sites in Norvania?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {trials('?x')} ?x {STATUS} \"Completed\" . {in_country('?x', NORVANIA)} }}"),
    # status, size, dates, eligibility
    ("Which trials have been terminated?", "lists",
     f"SELECT ?x WHERE {{ {trials('?x')} ?x {STATUS} \"Terminated\" }}"),
    ("why was NCT05412288 stopped", "lists", f"SELECT ?x WHERE {{ {RA_TAVOX} {WHY_STOPPED} ?x }}"),
    ("Which trial has the largest enrollment?", "lists",
     f"SELECT ?x WHERE {{ {trials('?x')} {enrolled('?x', '?n')} }} ORDER BY DESC(?n) LIMIT 1"),
    ("Which trials started in 2024 or later?", "lists",
     f"SELECT ?x WHERE {{ {trials('?x')} {start_year('?x', '?y')} FILTER(?y >= 2024) }}"),
    ("Which trials began before 2021?", "lists",
     f"SELECT ?x WHERE {{ {trials('?x')} {start_year('?x', '?y')} FILTER(?y < 2021) }}"),
    ("Which trials only enrol women?", "lists", f"SELECT ?x WHERE {{ {trials('?x')} ?x {GENDER} \"Female\" }}"),
    ("Which trials accept patients younger than 18?", "lists",
     (f"SELECT ?x WHERE {{ {trials('?x')} ?x {MIN_AGE} ?a "
      f"FILTER(<{XSD}integer>(STRBEFORE(STR(?a), \" \")) < 18) }}")),
    # counts and stored numbers
    ("How many trials does Orrin Pharmaceuticals sponsor?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {trials('?x')} ?x {LEAD} {ORRIN} }}"),
    ("How many trials are recruiting right now?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {trials('?x')} ?x {STATUS} \"Recruiting\" }}"),
    ("How many patients is the AMBER-HF trial enrolling?", "counts",
     f"SELECT ?n WHERE {{ {AMBER_HF} {ENROLLMENT} ?n }}"),
    ("how many trials are studying hypertension", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {trials('?x')} ?x {CONDITION} {HYPERTENSION} }}"),
    ("How many people are enrolled in Vireon Therapeutics 's trials in total?", "counts",
     f"SELECT (SUM(?e) AS ?n) WHERE {{ {trials('?x')} ?x {LEAD} {VIREON} . {enrolled('?x', '?e')} }}"),
    ("How many trials take place in Ardby?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {trials('?x')} ?x {LOCATION} ?l . ?l {CITY} \"Ardby\" }}"),
    ("How many trials have a site at Halvik University Hospital?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {trials('?x')} ?x {LOCATION} {HALVIK_UH_SITE} }}"),
    ("What is the enrollment of NCT05027781?", "counts", f"SELECT ?n WHERE {{ {NERIXAPAM_OLDER} {ENROLLMENT} ?n }}"),
    ("How many trials are testing glunavetide?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {trials('?x')} ?x {INTERVENTION} {GLUNAVETIDE} }}"),
    ("How many trials started in 2022?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {trials('?x')} {start_year('?x', '?y')} FILTER(?y = 2022) }}"),
]
YES_NO = [
    ("Has the GLOW-1 trial been completed?", True),
    ("Is the BRIDGE-AD trial completed?", False),
    ("Is the sotrafen asthma trial a phase 2 trial?", True),
    ("is NCT05166203 phase 2", False),
    ("Is the AMBER-HF trial sponsored by Orrin Pharmaceuticals?", True),
    ("Does Vireon Therapeutics sponsor the GlucoTrack trial?", False),
    ("Does the RELM-2 trial have a site in Halvik?", True),
    ("Is the GLOW-3 trial recruiting in Brevia?", False),
    ("Did more than 1000 people enrol in the GLOW-WM trial?", True),
    ("Is the tavoxilumab psoriasis trial enrolling more than 200 patients?", False),
    ("Did GLOW-1 start before NCT04730119?", True),
    ("Did the nerixapam trial in older adults start before the CardioSense patch trial?", False),
    ("Is AMBER-HF bigger than CORVUS-HF?", True),
    ("Is the GLOW-3 trial larger than GLOW-KIDNEY?", False),
    ("Is glunavetide being tested in obesity?", True),
    ("Is tezarimab being studied in COPD?", False),
    ("Is the Estrana Heart Foundation a collaborator on AMBER-HF?", True),
    ("Is the University of Kolm a collaborator on the RELM-2 trial?", False),
    ("Does the SleepWell trial NCT05104469 include patients with depression?", True),
    ("Does Kestrel Biopharma run any trials in Calderia?", False),
]


name_of = kg_questions.name_under(BASE)  # the registry's resources by their path (``trial/NCT05749011``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("trials", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
