"""``python -m kgqa.bench.clinic_kg``: questions about a family clinic's patient records, one JSON object on stdout.

The KG is ``tests/candidates/data/clinic.ttl``: the HL7 FHIR R4 RDF (Turtle) export of the FHIR
server of an invented practice, the Harrowgate Family Clinic, written by hand (975 triples). The
resources are under ``http://clinic.example.org/fhir/`` by type and id (``Patient/p101``,
``Condition/c201``, ``Observation/o303``, ``MedicationRequest/m405``, ``Practitioner/pr4``,
``Encounter/e501``); every resource has ``rdf:type`` its FHIR class (``fhir:Patient`` ...) and
``fhir:nodeRole fhir:treeRoot``, and every value is wrapped in a blank node the way FHIR RDF
wraps it, the literal under ``fhir:value``. There are 12 ``fhir:Patient``s with
``fhir:Patient.name [ fhir:HumanName.family [ fhir:value "Okafor" ] ; fhir:HumanName.given
[ fhir:value "Ada" ] ]`` (two with two given names), ``fhir:Patient.gender`` ("female"/"male")
and ``fhir:Patient.birthDate`` (``xsd:date``); 5 ``fhir:Practitioner``s named the same way with a
``fhir:HumanName.prefix`` "Dr."; 18 ``fhir:Condition``s with ``fhir:Condition.subject [ fhir:link
<Patient> ]``, ``fhir:Condition.code [ fhir:CodeableConcept.coding [ fhir:Coding.system,
fhir:Coding.code, fhir:Coding.display ] ]`` (SNOMED CT: type 2 diabetes 44054006, hypertension
38341003, hyperlipidemia, asthma, COPD, atrial fibrillation, hypothyroidism) and
``fhir:Condition.onsetDateTime`` (``xsd:date`` or ``xsd:dateTime``, mixed); 16
``fhir:Observation``s (LOINC: HbA1c 4548-4 in %, systolic blood pressure 8480-6 in mm[Hg], LDL
cholesterol 18262-6 in mg/dL, body weight 29463-7 in kg) with code, subject,
``fhir:Observation.effectiveDateTime`` (mixed date and dateTime) and
``fhir:Observation.valueQuantity [ fhir:Quantity.value [ fhir:value "7.6"^^xsd:decimal ] ;
fhir:Quantity.unit [ fhir:value "%" ] ]``; 12 ``fhir:MedicationRequest``s (RxNorm coded
``fhir:MedicationRequest.medicationCodeableConcept``, display "Metformin 500 mg tablet" ...,
subject, ``fhir:MedicationRequest.authoredOn`` and ``fhir:MedicationRequest.requester [ fhir:link
<Practitioner> ]``); and 4 ``fhir:Encounter``s with subject, ``fhir:Encounter.period``
(``fhir:Period.start``/``fhir:Period.end``) and ``fhir:Encounter.participant
[ fhir:Encounter.participant.individual [ fhir:link <Practitioner> ] ]``. The file is untidy as
such exports are: the same SNOMED code carries different displays ("Hypertension", "Hypertensive
disorder, systemic arterial"; "Type 2 diabetes mellitus", "Diabetes mellitus type 2"), one HbA1c
has the long LOINC display, one coding has no system, metformin comes in two strengths with
differently worded displays, and dates mix ``xsd:date`` and ``xsd:dateTime`` with offsets.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_clinic_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (a count or one stored number) and 20 yes/no questions
(10 of them false), in plain English as a clinician or practice analyst asks, not phrased after
the FHIR terms ("Which patients have type 2 diabetes?", "Who prescribed Ada Okafor's
atorvastatin?", "Which patients had an HbA1c above 8%?", "What was Ada Okafor's last HbA1c?"):
one hop both ways through the wrapped values (a patient's conditions, medications, birth date; a
condition's patients), two and three hops (the prescriber of a patient's drug; the patients a
doctor prescribed for or saw), conditions on coded values (a condition by its SNOMED code
whatever its display; a drug by its name in the display), negation (diabetic patients not on
metformin), superlatives (oldest patient, highest LDL, the doctor with most prescriptions, the
patient with most conditions), numeric thresholds on lab values and weights, date thresholds on
births, onsets and results, counts, two stored numbers (a latest HbA1c, a blood pressure), and
yes/no on diagnoses, medications, prescribers, latest results, ages, onset order and numbers of
prescriptions. About eight are typed carelessly (lower case, no question mark, a dropped
apostrophe, "copd", one misspelt surname, "Dr Marsh" for Dr Elena Marsh). Where the answer is an
entity, the answer is the resource (its path, ``Patient/p104``), not its name; condition and
drug names and dates are answered by the literal stored.

    python -m kgqa.bench.clinic_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "clinic.ttl"
BASE = "http://clinic.example.org/fhir/"
FHIR = "http://hl7.org/fhir/"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"


def _f(name: str) -> str:
    return f"<{FHIR}{name}>"


def _e(name: str) -> str:
    return f"<{BASE}{name}>"


V, LINK = _f("value"), _f("link")
CODING, CODE, DISPLAY = _f("CodeableConcept.coding"), _f("Coding.code"), _f("Coding.display")
PATIENT, CONDITION, OBSERVATION, MEDREQ = _f("Patient"), _f("Condition"), _f("Observation"), _f("MedicationRequest")
GENDER, BIRTH = _f("Patient.gender"), _f("Patient.birthDate")
C_SUBJECT, C_CODE, ONSET = _f("Condition.subject"), _f("Condition.code"), _f("Condition.onsetDateTime")
O_SUBJECT, O_CODE, O_TIME, O_QTY, Q_VALUE = (_f(n) for n in (
    "Observation.subject", "Observation.code", "Observation.effectiveDateTime", "Observation.valueQuantity",
    "Quantity.value"))
M_SUBJECT, M_MED, AUTHORED, REQUESTER = (_f(n) for n in (
    "MedicationRequest.subject", "MedicationRequest.medicationCodeableConcept", "MedicationRequest.authoredOn",
    "MedicationRequest.requester"))
E_SUBJECT, E_PARTICIPANT, E_INDIVIDUAL, E_PERIOD, P_START = (_f(n) for n in (
    "Encounter.subject", "Encounter.participant", "Encounter.participant.individual", "Encounter.period",
    "Period.start"))

DIABETES, HYPERTENSION, HYPERLIPIDEMIA, ASTHMA, COPD = "44054006", "38341003", "55822004", "195967001", "13645005"
HBA1C, SYSTOLIC, LDL, WEIGHT = "4548-4", "8480-6", "18262-6", "29463-7"

ADA, TOMASZ, MIREILLE, KWAME, INGRID, RAFAEL, HANA, DESMOND, LUCIA, OSKAR, PRIYA, SAMUEL = (
    _e(f"Patient/p{n}") for n in range(101, 113))
MARSH, BRANDT, NWOSU, CARRINGTON, VARMA = (_e(f"Practitioner/pr{n}") for n in range(1, 6))


def has_condition(patient: str, code: str, cond: str = "?c") -> str:
    """``patient`` has a Condition coded ``code`` (SNOMED), whatever its display."""
    return (f"{cond} {RDF_TYPE} {CONDITION} ; {C_SUBJECT}/{LINK} {patient} ; "
            f"{C_CODE}/{CODING}/{CODE}/{V} \"{code}\" .")


def result(patient: str, code: str, value: str, time: str = "?t", obs: str = "?o") -> str:
    """``patient`` has an Observation coded ``code`` (LOINC) with quantity ``value`` at ``time``."""
    return (f"{obs} {RDF_TYPE} {OBSERVATION} ; {O_SUBJECT}/{LINK} {patient} ; "
            f"{O_CODE}/{CODING}/{CODE}/{V} \"{code}\" ; {O_TIME}/{V} {time} ; {O_QTY}/{Q_VALUE}/{V} {value} .")


def prescribed(patient: str, drug: str, prescriber: str = "?pr", req: str = "?m") -> str:
    """``patient`` has a MedicationRequest whose drug display names ``drug``, written by ``prescriber``."""
    return (f"{req} {RDF_TYPE} {MEDREQ} ; {M_SUBJECT}/{LINK} {patient} ; {REQUESTER}/{LINK} {prescriber} ; "
            f"{M_MED}/{CODING}/{DISPLAY}/{V} ?drug_{req[1:]} "
            f"FILTER(CONTAINS(LCASE(?drug_{req[1:]}), \"{drug}\"))")


def medication(patient: str, display: str = "?x", req: str = "?m") -> str:
    return f"{req} {RDF_TYPE} {MEDREQ} ; {M_SUBJECT}/{LINK} {patient} ; {M_MED}/{CODING}/{DISPLAY}/{V} {display} ."


def patient(var: str) -> str:
    return f"{var} {RDF_TYPE} {PATIENT} ."


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # diagnoses
    ("Which patients have type 2 diabetes?", "lists", f"SELECT DISTINCT ?x WHERE {{ {has_condition('?x', DIABETES)} }}"),
    ("Which patients have asthma?", "lists", f"SELECT DISTINCT ?x WHERE {{ {has_condition('?x', ASTHMA)} }}"),
    ("Which female patients have hypertension?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {has_condition('?x', HYPERTENSION)} ?x {GENDER}/{V} \"female\" }}"),
    ("Which men have type 2 diabetes?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {has_condition('?x', DIABETES)} ?x {GENDER}/{V} \"male\" }}"),
    ("Which patients were diagnosed with hypertension before 2015?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {has_condition('?x', HYPERTENSION)} ?c {ONSET}/{V} ?d "
      f"FILTER(YEAR(?d) < 2015) }}")),
    ("what conditions does tomasz wielgosz have", "lists",
     f"SELECT ?x WHERE {{ ?c {C_SUBJECT}/{LINK} {TOMASZ} ; {C_CODE}/{CODING}/{DISPLAY}/{V} ?x }}"),
    ("What has Mireille Danjou been diagnosed with?", "lists",
     f"SELECT ?x WHERE {{ ?c {C_SUBJECT}/{LINK} {MIREILLE} ; {C_CODE}/{CODING}/{DISPLAY}/{V} ?x }}"),
    ("When was Ingrid Solberg's asthma diagnosed?", "lists",
     f"SELECT ?x WHERE {{ {has_condition(INGRID, ASTHMA)} ?c {ONSET}/{V} ?x }}"),
    ("Which patient has the most recorded conditions?", "lists",
     (f"SELECT ?x WHERE {{ ?c {RDF_TYPE} {CONDITION} ; {C_SUBJECT}/{LINK} ?x }} "
      f"GROUP BY ?x ORDER BY DESC(COUNT(?c)) LIMIT 1")),
    # medications and prescribers
    ("Which patients are on metformin?", "lists", f"SELECT DISTINCT ?x WHERE {{ {prescribed('?x', 'metformin')} }}"),
    ("Who prescribed Ada Okafor's atorvastatin?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {prescribed(ADA, 'atorvastatin', '?x')} }}"),
    ("Who prescribed Rafael Quintero's metformin?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {prescribed(RAFAEL, 'metformin', '?x')} }}"),
    ("Who prescribed apixaban for Oskar Lindqvist?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {prescribed(OSKAR, 'apixaban', '?x')} }}"),
    ("Which doctors have prescribed atorvastatin?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {prescribed('?p', 'atorvastatin', '?x')} }}"),
    ("What medications is Kwame Asante taking?", "lists", f"SELECT DISTINCT ?x WHERE {{ {medication(KWAME)} }}"),
    ("Which patients has Dr Marsh prescribed medication for?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?m {RDF_TYPE} {MEDREQ} ; {REQUESTER}/{LINK} {MARSH} ; {M_SUBJECT}/{LINK} ?x }}"),
    ("which patients has sunita varma written prescriptions for", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?m {RDF_TYPE} {MEDREQ} ; {REQUESTER}/{LINK} {VARMA} ; {M_SUBJECT}/{LINK} ?x }}"),
    ("Which practitioner has written the most prescriptions?", "lists",
     f"SELECT ?x WHERE {{ ?m {RDF_TYPE} {MEDREQ} ; {REQUESTER}/{LINK} ?x }} GROUP BY ?x ORDER BY DESC(COUNT(?m)) LIMIT 1"),
    ("Which diabetic patients are not on metformin?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {has_condition('?x', DIABETES)} "
      f"FILTER NOT EXISTS {{ {prescribed('?x', 'metformin')} }} }}")),
    ("Which patients on atorvastatin also have hyperlipidemia?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {prescribed('?x', 'atorvastatin')} {has_condition('?x', HYPERLIPIDEMIA)} }}"),
    # results
    ("Which patients had an HbA1c above 8%?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {result('?x', HBA1C, '?v')} FILTER(?v > 8) }}"),
    ("Which patients had their HbA1c checked in 2024?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {result('?x', HBA1C, '?v')} FILTER(STRSTARTS(STR(?t), \"2024\")) }}"),
    ("Which patients have had a systolic blood pressure over 150?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {result('?x', SYSTOLIC, '?v')} FILTER(?v > 150) }}"),
    ("Which patient had the highest LDL cholesterol?", "lists",
     f"SELECT ?x WHERE {{ {result('?x', LDL, '?v')} }} ORDER BY DESC(?v) LIMIT 1"),
    ("Which patients weigh more than 80 kg?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {result('?x', WEIGHT, '?v')} FILTER(?v > 80) }}"),
    # demographics and visits
    ("Which patients were born before 1950?", "lists",
     f"SELECT ?x WHERE {{ {patient('?x')} ?x {BIRTH}/{V} ?b FILTER(YEAR(?b) < 1950) }}"),
    ("Who is the oldest patient?", "lists", f"SELECT ?x WHERE {{ {patient('?x')} ?x {BIRTH}/{V} ?b }} ORDER BY ?b LIMIT 1"),
    ("what is priya raghunathans date of birth", "lists", f"SELECT ?x WHERE {{ {PRIYA} {BIRTH}/{V} ?x }}"),
    ("Which patients have had a visit with Dr Jonas Brandt?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?e {E_PARTICIPANT}/{E_INDIVIDUAL}/{LINK} {BRANDT} ; {E_SUBJECT}/{LINK} ?x }}"),
    ("Which doctor did Desmond Achterburg see at his December visit?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?e {E_SUBJECT}/{LINK} {DESMOND} ; {E_PERIOD}/{P_START}/{V} ?s ; "
      f"{E_PARTICIPANT}/{E_INDIVIDUAL}/{LINK} ?x FILTER(MONTH(?s) = 12) }}")),
    # counts
    ("How many patients are on metformin?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {prescribed('?x', 'metformin')} }}"),
    ("How many patients have hypertension?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {has_condition('?x', HYPERTENSION)} }}"),
    ("How many patients have asthma or copd?", "counts",
     (f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?c {RDF_TYPE} {CONDITION} ; {C_SUBJECT}/{LINK} ?x ; "
      f"{C_CODE}/{CODING}/{CODE}/{V} ?k FILTER(?k IN (\"{ASTHMA}\", \"{COPD}\")) }}")),
    ("How many female patients does the clinic have?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {patient('?x')} ?x {GENDER}/{V} \"female\" }}"),
    ("How many patients are there in the records?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {patient('?x')} }}"),
    ("How many HbA1c tests has Kwame Asante had?", "counts",
     f"SELECT (COUNT(DISTINCT ?o) AS ?n) WHERE {{ {result(KWAME, HBA1C, '?v')} }}"),
    ("how many prescriptions has dr brandt written", "counts",
     f"SELECT (COUNT(DISTINCT ?m) AS ?n) WHERE {{ ?m {RDF_TYPE} {MEDREQ} ; {REQUESTER}/{LINK} {BRANDT} }}"),
    ("How many prescriptions were written in 2023?", "counts",
     f"SELECT (COUNT(DISTINCT ?m) AS ?n) WHERE {{ ?m {RDF_TYPE} {MEDREQ} ; {AUTHORED}/{V} ?a FILTER(YEAR(?a) = 2023) }}"),
    ("What was Ada Okafor's last HbA1c?", "counts",
     f"SELECT ?n WHERE {{ {result(ADA, HBA1C, '?n')} }} ORDER BY DESC(STR(?t)) LIMIT 1"),
    ("What was Desmond Achterberg's systolic blood pressure?", "counts",
     f"SELECT ?n WHERE {{ {result(DESMOND, SYSTOLIC, '?n')} }}"),
]
YES_NO = [
    ("Does Ada Okafor have type 2 diabetes?", True),
    ("Does Mireille Danjou have type 2 diabetes?", False),
    ("Does Tomasz Wielgosz have hypertension?", True),
    ("Does Kwame Asante have high blood pressure?", False),
    ("Is Rafael Quintero on metformin?", True),
    ("Is Samuel Oyelaran taking metformin?", False),
    ("Did Dr Felix Carrington prescribe Ada Okafor's atorvastatin?", True),
    ("Did Dr Marsh prescribe Samuel Oyelaran's atorvastatin?", False),
    ("Was Oskar Lindqvist's latest HbA1c above 8%?", True),
    ("Was Ada Okafor's most recent HbA1c over 8%?", False),
    ("Is Oskar Lindqvist older than Tomasz Wielgosz?", True),
    ("Is Lucia Ferrandi older than Ingrid Solberg?", False),
    ("Has Kwame Asante ever had an HbA1c above 9%?", True),
    ("Has Samuel Oyelaran ever had an HbA1c above 7%?", False),
    ("Has Ingrid Solberg been prescribed an inhaler?", True),
    ("does lucia ferrandi have copd", False),
    ("Does Oskar Lindqvist have atrial fibrillation?", True),
    ("Was Ada Okafor diagnosed with diabetes before her hypertension?", False),
    ("Has Dr Varma written more prescriptions than Dr Carrington?", True),
    ("Is anyone on lisinopril born after 1960?", False),
]


name_of = kg_questions.name_under(BASE)  # the clinic's resources by their path (``Patient/p104``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("clinic", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
