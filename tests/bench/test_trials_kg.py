"""``kgqa.bench.trials_kg``: the KG file parses and is in a LinkedCT-style trials registry's shape (every trial with
its NCT id in its IRI, titled, with status, phase, study type, enrolment, start date, conditions, interventions,
lead sponsor, sites and a primary outcome; every condition and intervention labelled; every site with a facility,
city and labelled country), untidy as converted (dates as ``xsd:date`` or month strings, one enrolment a string),
and every gold query, run by rdflib on ``tests/candidates/data/trials.ttl``, gives the answer worked out by hand
from the file; every yes/no truth is what an ASK written here says. No engine runs here."""

import rdflib
from rdflib.namespace import FOAF, OWL, RDF, RDFS, XSD

from kgqa.bench import trials_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

ACT = rdflib.Namespace(bench.VOCAB)


def _t(*ids: str) -> list[str]:
    """Trials by NCT id, as ``name_of`` gives them, sorted as the golds are."""
    return sorted(f"trial/NCT{i}" for i in ids)


def _p(kind: str, *ids) -> list[str]:
    return sorted(f"{kind}/{i}" for i in ids)


# The answers read off the Turtle by hand, in the bench's order (paths under resource/, literals as written).
LISTS = [
    # type 2 diabetes (condition/1011): GLOW-1, GLOW-WM, GLOW-KIDNEY, GlucoTrack, GLOW-3
    _t("04418262", "04592731", "05468830", "05702596", "06011834"),
    _p("intervention", 3008),  # the CardioSense patch
    _p("intervention", 3004, 3016),  # relmotinib, ostralimab
    _p("condition", 1011, 1012, 1025),  # T2D, obesity, CKD
    _p("intervention", 3013, 3014, 3029),  # sotrafen, velitide (NCT05289014), the Pulmoflex valve (NCT05904418)
    _t("06190627"),
    # lifestyle counselling, SleepWell and sleep hygiene, exercise and DASH diet, mindfulness, SleepWell again
    _t("04592731", "05104469", "05618473", "05831502", "06190627"),
    _t("04418262", "04592731", "05468830", "06011834"),  # the GlucoTrack trial is N/A
    ["Cardiovascular death or worsening heart failure event"],
    _p("sponsor", "lumacore-health"),
    _p("sponsor", "estrana-heart-foundation"),
    _t("05012345", "05561142", "05702596", "05904418"),
    _p("sponsor", "orrin-pharmaceuticals"),  # BRIDGE-AD and the subcutaneous dosing study
    _t("04903347", "05397125", "06073351"),  # as lead; NCT05788264 (recruiting) has Kestrel only as collaborator
    _p("sponsor", "kestrel-biopharma"),  # 7 as lead; Orrin 5; Vireon, Lumacore, Medivane 4
    _t("04903347", "05749011", "06128490"),  # collaborator, collaborator, lead
    _p("country", "Brevia", "Estrana", "Lunmark", "Norvania"),  # no Kestrel trial has a site in Calderia
    # Vessin Heart Institute (2206): CORVUS-HF, AMBER-HF, AF-LONG recruiting; Vessin Children's (2207): two more
    _t("04903347", "05749011", "06128490", "05503917", "06073351"),
    # Santa Orla (2204) and Merano Alta (2205): BRIDGE-AD, GLOW-KIDNEY, AMBER-HF, dravolexine, GLOW-3
    _t("05166203", "05468830", "05749011", "05869937", "06011834"),
    ["Halvik", "Kolm", "Vessin"],
    _p("country", "Brevia", "Calderia", "Norvania"),
    _p("location", 2204, 2211, 2212),
    # completed with a site in Norvania (2201, 2202, 2203, 2210, 2212)
    _t("04418262", "05012345", "05231958", "05561142", "05677320", "05952276"),
    _t("04730119", "05412288", "05904418"),
    ["Slow enrollment"],
    _t("05749011"),  # 4200; the screening cohort is next with 2500
    _t("06011834", "06073351", "06128490", "06190627"),  # 2024-01-15, March 2024, 2024-04-02, January 2025
    _t("04418262", "04592731"),  # 2020-06-08 and November 2020
    _t("05340672", "05788264"),
    _t("05231958", "05503917", "06073351"),  # minimum age 12 Years
]
# Orrin 5; 13 recruiting; AMBER-HF 4200; hypertension 3 (CORVUS-HF, exercise, corvastat); Vireon 842 + 1260 +
# 2100 + 980; Ardby 6; Halvik University Hospital's site 7; the string "96"; glunavetide 4; started in 2022: 8
COUNTS = [number(n) for n in (5, 13, 4200, 3, 842 + 1260 + 2100 + 980, 6, 7, 96, 4, 8)]

b = bench
D = f"<{XSD}date>"
MONTHS = " ".join(f'("{m}" "{i:02d}")' for i, m in enumerate(
    ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
     "November", "December"), 1))


def _started(t: str, var: str) -> str:
    """``var`` is ``t``'s start written "2021-07-01" (a month string is taken as the month's first day), a
    string that sorts as the date does (rdflib does not cast a string to ``xsd:date``)."""
    return (f"{{ {t} {b.START} ?r_{var} FILTER(DATATYPE(?r_{var}) = {D}) BIND(STR(?r_{var}) AS ?{var}) }} UNION "
            f"{{ {t} {b.START} ?r_{var} VALUES (?m_{var} ?k_{var}) {{ {MONTHS} }} "
            f"FILTER(STRBEFORE(STR(?r_{var}), \" \") = ?m_{var}) "
            f"BIND(CONCAT(STRAFTER(STR(?r_{var}), \" \"), \"-\", ?k_{var}, \"-01\") AS ?{var}) }}")


def _bigger(x: str, y: str) -> str:
    return f"ASK {{ {x} {b.ENROLLMENT} ?p . {y} {b.ENROLLMENT} ?q FILTER(?p > ?q) }}"


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f"ASK {{ {b.GLOW_1} {b.STATUS} \"Completed\" }}",
    f"ASK {{ {b.BRIDGE_AD} {b.STATUS} \"Completed\" }}",
    f"ASK {{ {b.SOTRAFEN_ASTHMA} {b.PHASE} \"Phase 2\" }}",
    f"ASK {{ {b.BRIDGE_AD} {b.PHASE} \"Phase 2\" }}",
    f"ASK {{ {b.AMBER_HF} {b.LEAD} {b.ORRIN} }}",
    f"ASK {{ {b.GLUCOTRACK} {b.LEAD} {b.VIREON} }}",
    f"ASK {{ {b.RELM_2} {b.LOCATION} ?l . ?l {b.CITY} \"Halvik\" }}",
    f"ASK {{ {b.GLOW_3} {b.STATUS} \"Recruiting\" . {b.in_country(b.GLOW_3, b.BREVIA)} }}",
    f"ASK {{ {b.GLOW_WM} {b.ENROLLMENT} ?n FILTER(?n > 1000) }}",
    f"ASK {{ {b.PSORIASIS_TAVOX} {b.ENROLLMENT} ?n FILTER(?n > 200) }}",
    f"ASK {{ {_started(b.GLOW_1, 'a')} {_started(b.RELM_1, 'c')} FILTER(?a < ?c) }}",
    f"ASK {{ {_started(b.NERIXAPAM_OLDER, 'a')} {_started(b.CARDIOSENSE, 'c')} FILTER(?a < ?c) }}",
    _bigger(b.AMBER_HF, b.CORVUS_HF),
    _bigger(b.GLOW_3, b.GLOW_KIDNEY),
    f"ASK {{ ?t {b.INTERVENTION} {b.GLUNAVETIDE} ; {b.CONDITION} {b.OBESITY} }}",
    f"ASK {{ ?t {b.INTERVENTION} {b.TEZARIMAB} ; {b.CONDITION} {b.COPD} }}",
    f"ASK {{ {b.AMBER_HF} {b.COLLABORATOR} {b.ESTRANA_HEART} }}",
    f"ASK {{ {b.RELM_2} {b.COLLABORATOR} {b.KOLM_UNI} }}",
    f"ASK {{ {b.SLEEPWELL} {b.CONDITION} {b.DEPRESSION} }}",
    f"ASK {{ ?t {b.LEAD} {b.KESTREL} . {b.in_country('?t', b.CALDERIA)} }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_registry_has_its_trials_conditions_interventions_sponsors_and_sites():
    graph = _graph()
    assert len(graph) == 932
    counts = [len(set(graph.subjects(RDF.type, ACT[c])))
              for c in ("trial", "condition", "intervention", "sponsor", "location", "country", "outcome")]
    assert counts == [30, 16, 33, 10, 12, 5, 30]
    assert set(graph.subjects(RDF.type, ACT.sponsor)) == set(graph.subjects(RDF.type, FOAF.Organization))
    # six conditions carry eight sameAs links to external disease IRIs
    assert len(set(graph.subjects(OWL.sameAs, None))) == 6 and len(list(graph.objects(None, OWL.sameAs))) == 8


def test_every_trial_has_the_registry_fields_and_its_id_in_its_iri():
    graph = _graph()
    for t in graph.subjects(RDF.type, ACT.trial):
        assert str(t).endswith("/trial/" + str(graph.value(t, ACT.nct_id))), t
        for p in (ACT.brief_title, ACT.overall_status, ACT.phase, ACT.study_type, ACT.enrollment, ACT.start_date,
                  ACT.lead_sponsor, ACT.primary_outcome, ACT.gender, ACT.minimum_age, ACT.maximum_age):
            assert len(list(graph.objects(t, p))) == 1, (t, p)
        for p in (ACT.condition, ACT.intervention, ACT.location):
            assert list(graph.objects(t, p)), (t, p)
        assert graph.value(graph.value(t, ACT.lead_sponsor), RDFS.label) is not None, t
        assert graph.value(graph.value(t, ACT.primary_outcome), ACT.measure) is not None, t
    for c in graph.subjects(RDF.type, ACT.condition):
        assert graph.value(c, RDFS.label) is not None, c
    for i in graph.subjects(RDF.type, ACT.intervention):
        assert graph.value(i, RDFS.label) is not None and graph.value(i, ACT.intervention_type) is not None, i
    for loc in graph.subjects(RDF.type, ACT.location):
        assert graph.value(loc, ACT.facility_name) and graph.value(loc, ACT.city), loc
        assert graph.value(graph.value(loc, ACT.country), RDFS.label) is not None, loc


def test_the_values_are_untidy_as_converted():
    graph = _graph()
    starts = list(graph.objects(None, ACT.start_date))
    assert len([d for d in starts if d.datatype == XSD.date]) == 18
    assert len([d for d in starts if d.datatype is None]) == 12  # "March 2021"
    enrolments = list(graph.objects(None, ACT.enrollment))
    assert [str(e) for e in enrolments if e.datatype != XSD.integer] == ["96"]
    assert {str(p) for p in graph.objects(None, ACT.phase)} == {
        "Phase 1", "Phase 2", "Phase 3", "Phase 2/Phase 3", "N/A"}
    assert {str(s) for s in graph.objects(None, ACT.overall_status)} == {
        "Recruiting", "Completed", "Terminated", "Active, not recruiting", "Not yet recruiting"}
    # the placebo is two nodes, a drug and an "other"
    placebos = list(graph.subjects(RDFS.label, rdflib.Literal("Placebo")))
    assert sorted(str(graph.value(p, ACT.intervention_type)) for p in placebos) == ["Drug", "Other"]


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
