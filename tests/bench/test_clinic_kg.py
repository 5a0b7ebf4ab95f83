"""``kgqa.bench.clinic_kg``: the KG file parses and is in the shape of an HL7 FHIR R4 RDF export
(every resource typed and a tree root, every value wrapped under ``fhir:value``, every reference a
``fhir:link`` to a resource in the file, every coding coded and every quantity valued), and every
gold query, run by rdflib on ``tests/candidates/data/clinic.ttl``, gives the answer worked out by
hand from the file; every yes/no truth is what an ASK written here says. No engine runs here."""

import rdflib
from rdflib.namespace import RDF, XSD

from kgqa.bench import clinic_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

FHIR = rdflib.Namespace(bench.FHIR)


def _p(*ids: int) -> list[str]:
    return sorted(f"Patient/p{i}" for i in ids)


def _pr(*ids: int) -> list[str]:
    return sorted(f"Practitioner/pr{i}" for i in ids)


# The answers read off the Turtle by hand, in the bench's order (resources by their path under
# the server's base, displays and dates as written).
LISTS = [
    _p(101, 104, 106, 110, 112),
    _p(105, 109),
    _p(101, 107),
    _p(104, 106, 110, 112),
    _p(101, 102, 108, 110),  # Rafael 2016, Hana 2019
    ["Chronic obstructive lung disease", "Hypertensive disorder, systemic arterial"],
    ["Hypothyroidism"],
    ["2004-09-01"],
    _p(110),  # diabetes, hypertension, atrial fibrillation
    _p(101, 104, 106, 110),  # Rafael's is the 1000 mg "Metformin hydrochloride"
    _pr(4),
    _pr(1),
    _pr(3),
    _pr(2, 4, 5),
    ["Atorvastatin 40 mg tablet", "Metformin 500 mg tablet"],
    _p(101, 106),
    _p(105, 109, 112),
    _pr(3),  # four against Dr Varma's three
    _p(112),
    _p(104, 112),
    _p(101, 104, 110),  # Ada 8.4, Kwame 9.1 and 8.2, Oskar 8.8
    _p(101, 104, 110, 112),
    _p(102, 108),
    _p(104),
    _p(101, 104),
    _p(102, 110),
    _p(110),
    ["1981-10-28"],
    _p(104),
    _pr(1),
]
# metformin 4; hypertension 6; asthma 2 + COPD 1; 6 women; 12 patients; Kwame 2 HbA1c; Brandt 2;
# 4 prescriptions in 2023; Ada's HbA1c of 2024-01-15; Desmond's one reading
COUNTS = [number(n) for n in (4, 6, 3, 6, 12, 2, 2, 4, 7.6, 162)]

b = bench


def _last_a1c_above(patient: str, level: int) -> str:
    return (f"ASK {{ {{ SELECT ?v WHERE {{ {b.result(patient, b.HBA1C, '?v')} }} ORDER BY DESC(STR(?t)) LIMIT 1 }} "
            f"FILTER(?v > {level}) }}")


def _born(patient: str, var: str) -> str:
    return f"{patient} {b.BIRTH}/{b.V} {var} ."


def _onset(patient: str, code: str, var: str, cond: str) -> str:
    return f"{b.has_condition(patient, code, cond)} {cond} {b.ONSET}/{b.V} {var} ."


def _count(prescriber: str, var: str) -> str:
    return (f"{{ SELECT (COUNT(?m_{var}) AS ?{var}) WHERE {{ ?m_{var} {b.RDF_TYPE} {b.MEDREQ} ; "
            f"{b.REQUESTER}/{b.LINK} {prescriber} }} }}")


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f"ASK {{ {b.has_condition(b.ADA, b.DIABETES)} }}",
    f"ASK {{ {b.has_condition(b.MIREILLE, b.DIABETES)} }}",
    f"ASK {{ {b.has_condition(b.TOMASZ, b.HYPERTENSION)} }}",
    f"ASK {{ {b.has_condition(b.KWAME, b.HYPERTENSION)} }}",
    f"ASK {{ {b.prescribed(b.RAFAEL, 'metformin')} }}",
    f"ASK {{ {b.prescribed(b.SAMUEL, 'metformin')} }}",
    f"ASK {{ {b.prescribed(b.ADA, 'atorvastatin', b.CARRINGTON)} }}",
    f"ASK {{ {b.prescribed(b.SAMUEL, 'atorvastatin', b.MARSH)} }}",
    _last_a1c_above(b.OSKAR, 8),
    _last_a1c_above(b.ADA, 8),
    f"ASK {{ {_born(b.OSKAR, '?a')} {_born(b.TOMASZ, '?c')} FILTER(?a < ?c) }}",
    f"ASK {{ {_born(b.LUCIA, '?a')} {_born(b.INGRID, '?c')} FILTER(?a < ?c) }}",
    f"ASK {{ {b.result(b.KWAME, b.HBA1C, '?v')} FILTER(?v > 9) }}",
    f"ASK {{ {b.result(b.SAMUEL, b.HBA1C, '?v')} FILTER(?v > 7) }}",
    f"ASK {{ {b.prescribed(b.INGRID, 'inhaler')} }}",
    f"ASK {{ {b.has_condition(b.LUCIA, b.COPD)} }}",
    f"ASK {{ {b.has_condition(b.OSKAR, '49436004')} }}",
    (f"ASK {{ {_onset(b.ADA, b.DIABETES, '?a', '?c1')} {_onset(b.ADA, b.HYPERTENSION, '?h', '?c2')} "
     f"FILTER(STR(?a) < STR(?h)) }}"),
    f"ASK {{ {_count(b.VARMA, 'a')} {_count(b.CARRINGTON, 'c')} FILTER(?a > ?c) }}",
    f"ASK {{ {b.prescribed('?p', 'lisinopril')} ?p {b.BIRTH}/{b.V} ?d FILTER(YEAR(?d) > 1960) }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_export_has_its_patients_practitioners_and_clinical_resources():
    graph = _graph()
    assert len(graph) == 975
    counts = {cls: len(set(graph.subjects(RDF.type, FHIR[cls])))
              for cls in ("Patient", "Practitioner", "Condition", "Observation", "MedicationRequest", "Encounter")}
    assert list(counts.values()) == [12, 5, 18, 16, 12, 4]
    roots = set(graph.subjects(FHIR.nodeRole, FHIR.treeRoot))
    assert roots == {s for s in graph.subjects(RDF.type, None)} and len(roots) == 67
    assert all(str(r).startswith(bench.BASE) for r in roots)


def test_values_are_wrapped_and_references_are_links_to_resources_in_the_file():
    graph = _graph()
    roots = set(graph.subjects(FHIR.nodeRole, FHIR.treeRoot))
    for p in graph.subjects(RDF.type, FHIR.Patient):
        name = graph.value(p, FHIR["Patient.name"])
        assert isinstance(name, rdflib.BNode)
        assert graph.value(graph.value(name, FHIR["HumanName.family"]), FHIR.value) is not None, p
        assert graph.value(graph.value(p, FHIR["Patient.gender"]), FHIR.value) in (
            rdflib.Literal("female"), rdflib.Literal("male"))
        assert graph.value(graph.value(p, FHIR["Patient.birthDate"]), FHIR.value).datatype == XSD.date
    links = list(graph.objects(None, FHIR.link))
    assert len(links) == 18 + 16 + 24 + 8 and set(links) <= roots
    # every literal sits under fhir:value, in a blank node
    for s, p, o in graph:
        if isinstance(o, rdflib.Literal):
            assert p == FHIR.value and isinstance(s, rdflib.BNode), (s, p, o)


def test_codings_and_quantities_are_untidy_as_exported():
    graph = _graph()
    codings = list(graph.objects(None, FHIR["CodeableConcept.coding"]))
    assert len(codings) == 18 + 16 + 12
    assert all(graph.value(c, FHIR["Coding.code"]) is not None for c in codings)
    assert len([c for c in codings if graph.value(c, FHIR["Coding.system"]) is None]) == 1
    # one SNOMED code, two displays; dates mix xsd:date and xsd:dateTime
    hypertension = {str(graph.value(graph.value(c, FHIR["Coding.display"]), FHIR.value)) for c in codings
                    if str(graph.value(graph.value(c, FHIR["Coding.code"]), FHIR.value)) == bench.HYPERTENSION}
    assert hypertension == {"Hypertension", "Hypertensive disorder, systemic arterial"}
    onsets = [graph.value(n, FHIR.value).datatype for n in graph.objects(None, FHIR["Condition.onsetDateTime"])]
    assert set(onsets) == {XSD.date, XSD.dateTime}
    values = [graph.value(q, FHIR.value) for q in graph.objects(None, FHIR["Quantity.value"])]
    assert len(values) == 16 and {v.datatype for v in values} == {XSD.decimal}


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
