"""``kgqa.bench.biographies_kg``: the KG file parses and is in the BIO shape a local-history
society's biographical archive has (people whose lives are events with dates, places, partners and
organisations, family links, places and organisations, with the untidiness a volunteer-kept card
index has), and every gold query, run by rdflib on ``tests/candidates/data/biographies.ttl``, gives
the answer worked out by hand from the file; every yes/no truth is what an ASK written here says.
No engine runs here."""

import rdflib
from rdflib.namespace import DCTERMS, FOAF, RDF, RDFS, XSD

from kgqa.bench import biographies_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

BIO = rdflib.Namespace(bench.BIO)
b = bench


def _s(*paths: str) -> list[str]:
    return sorted(paths)


# The answers read off the Turtle by hand, in the bench's order (paths under the base, literals as written).
LISTS = [
    [b.KESTLOW],
    _s(b.HANNAH_PELLOW, b.SARAH_BLYTHE, b.HENRY_GRICE),
    # Florence's death is only a year, but its place is Kestlow
    _s(b.FLORENCE_PELLOW, b.MARGARET_ASHBY, b.ROBERT_DORLING, b.FREDERICK_LAMB, b.HAROLD_FINCH),
    # Hannah "1841" and Robert Dorling "1836" are years only; Jabez Crick has no birth
    _s(b.JOSIAH_PELLOW, b.HANNAH_PELLOW, b.ROBERT_DORLING, b.PERCIVAL_QUAYLE),
    _s(b.HANNAH_PELLOW, b.ARTHUR_PELLOW, b.WALTER_GRICE),
    [b.DAVID_FAIRWEATHER],
    # Florence's birth has no place
    [b.MARGARET_ASHBY],
    # Percival Quayle lies in the cemetery, not the churchyard
    _s(b.JOSIAH_PELLOW, b.HANNAH_PELLOW, b.SAMUEL_HATHERLEY, b.ELEANOR_HATHERLEY),
    _s(b.THOMAS_PELLOW, b.EDITH_PELLOW, b.ARTHUR_PELLOW),
    [b.MARY_ANN_PELLOW],
    _s(b.FREDERICK_LAMB, b.AGNES_LAMB),
    _s(b.WILLIAM_PELLOW, b.FLORENCE_PELLOW),
    _s(b.THOMAS_PELLOW, b.MARY_ANN_PELLOW, b.CORNELIUS_BLYTHE, b.SARAH_BLYTHE),
    _s(b.THOMAS_PELLOW, b.ARTHUR_PELLOW),
    [b.EDITH_PELLOW],
    [b.WILLIAM_PELLOW],
    # 1862, 1885 and 1898 at St Aldhelm's; the 1878 wedding was at Bramford, the 1889 one at Kestlow
    _s(b.JOSIAH_PELLOW, b.HANNAH_PELLOW, b.CORNELIUS_BLYTHE, b.SARAH_BLYTHE, b.PERCIVAL_QUAYLE, b.EDITH_PELLOW),
    _s(b.FLORENCE_PELLOW, b.ELEANOR_HATHERLEY, b.VERA_LAMB),
    _s(b.PERCIVAL_QUAYLE, b.SAMUEL_HATHERLEY, b.ELEANOR_HATHERLEY, b.GEORGE_HATHERLEY, b.HAROLD_FINCH,
       b.RUTH_ADEYEMI, b.DAVID_FAIRWEATHER),
    [b.PERCIVAL_QUAYLE],
    [b.NURSING_SCHOOL],
    _s(b.SAMUEL_HATHERLEY, b.VERA_LAMB, b.RUTH_ADEYEMI),
    [b.GRAMMAR_SCHOOL],
    # Eleanor was promoted to headmistress in 1921
    _s(b.PERCIVAL_QUAYLE, b.ELEANOR_HATHERLEY, b.HAROLD_FINCH),
    [b.FLORENCE_PELLOW],
    [b.VERA_LAMB],
    # Vera Lamb trained at the nursing school, not the university
    _s(b.SAMUEL_HATHERLEY, b.RUTH_ADEYEMI),
    [b.GEORGE_HATHERLEY],
    ["1926-07-19"],
    ["Headmaster"],
]
# 13 born in Tollerby; 15 died there; Thomas 2 children; 9 marriages; brewery 5 (Josiah, Thomas, Walter, William,
# Leonard); railway 3 (Dorling, George Hatherley, Frederick Lamb); Eleanor and Ruth; Eleanor and George; Ruth,
# David and Agnes with no death; Robert Dorling "1836"
COUNTS = [number(n) for n in (13, 15, 2, 9, 5, 3, 2, 2, 3, 1836)]

_e = bench._e
PRINCIPAL, PARTNER, DATE, PLACE, ORGN, POSITION, BIRTH, DEATH, CHILD, FATHER, MOTHER = (
    b.PRINCIPAL, b.PARTNER, b.DATE, b.PLACE, b.ORGANIZATION, b.POSITION, b.BIRTH, b.DEATH, b.CHILD, b.FATHER,
    b.MOTHER)
TYPE = b.RDF_TYPE


def _born_at(person: str, place: str) -> str:
    return f"ASK {{ {_e(person)} {BIRTH} ?b . ?b {PLACE} {_e(place)} }}"


def _married(x: str, y: str) -> str:
    return f"ASK {{ ?m {TYPE} {b.MARRIAGE_} ; {PARTNER} {_e(x)}, {_e(y)} }}"


def _divorced(x: str, y: str) -> str:
    return f"ASK {{ ?m {TYPE} {b.DIVORCE_} ; {PARTNER} {_e(x)}, {_e(y)} }}"


def _graduated(person: str, org: str) -> str:
    return f"ASK {{ ?g {TYPE} {b.GRADUATION_} ; {PRINCIPAL} {_e(person)} ; {ORGN} {_e(org)} }}"


def _event_at(kind: str, person: str, org: str) -> str:
    return f"ASK {{ ?e {TYPE} {kind} ; {PRINCIPAL} {_e(person)} ; {ORGN} {_e(org)} }}"


def _born_before(x: str, y: str) -> str:
    return (f"ASK {{ {_e(x)} {BIRTH} ?bx . ?bx {DATE} ?dx . {_e(y)} {BIRTH} ?by . ?by {DATE} ?dy "
            f"FILTER(STR(?dx) < STR(?dy)) }}")


def _died_before(x: str, y: str) -> str:
    # by the year: George Hatherley's death is only "1957"
    return (f"ASK {{ {_e(x)} {DEATH} ?ex . ?ex {DATE} ?dx . {_e(y)} {DEATH} ?ey . ?ey {DATE} ?dy "
            f"FILTER(SUBSTR(STR(?dx), 1, 4) < SUBSTR(STR(?dy), 1, 4)) }}")


def _employees(org: str, var: str) -> str:
    return (f"{{ SELECT (COUNT(DISTINCT ?p_{var}) AS ?{var}) WHERE {{ ?e_{var} {TYPE} {b.EMPLOYMENT_} ; "
            f"{PRINCIPAL} ?p_{var} ; {ORGN} {_e(org)} }} }}")


def _births(place: str, var: str) -> str:
    return (f"{{ SELECT (COUNT(DISTINCT ?p_{var}) AS ?{var}) WHERE {{ ?p_{var} {BIRTH} ?b_{var} . "
            f"?b_{var} {PLACE} {_e(place)} }} }}")


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    _born_at(b.ELEANOR_HATHERLEY, b.TOLLERBY),
    _born_at(b.GEORGE_HATHERLEY, b.KESTLOW),
    _married(b.PERCIVAL_QUAYLE, b.EDITH_PELLOW),
    _married(b.THOMAS_PELLOW, b.ADA_PELLOW),
    f"ASK {{ {_e(b.WILLIAM_PELLOW)} {FATHER}|{MOTHER} ?p . ?p {FATHER} {_e(b.JOSIAH_PELLOW)} }}",
    f"ASK {{ {_e(b.VERA_LAMB)} {FATHER} {_e(b.HENRY_GRICE)} }}",
    _graduated(b.RUTH_ADEYEMI, b.UNIVERSITY),
    _graduated(b.VERA_LAMB, b.UNIVERSITY),
    _divorced(b.AGNES_LAMB, b.FREDERICK_LAMB),
    _divorced(b.SAMUEL_HATHERLEY, b.LOUISA_HATHERLEY),
    _born_before(b.SAMUEL_HATHERLEY, b.LOUISA_HATHERLEY),
    _born_before(b.ADA_PELLOW, b.WILLIAM_PELLOW),
    _died_before(b.WALTER_GRICE, b.HENRY_GRICE),
    _died_before(b.ELEANOR_HATHERLEY, b.GEORGE_HATHERLEY),
    _event_at(b.EMPLOYMENT_, b.VERA_LAMB, b.HOSPITAL),
    _event_at(b.EMPLOYMENT_, b.JOHN_FAIRWEATHER, b.BREWERY),
    _event_at(b.RESIGNATION_, b.HENRY_GRICE, b.COUNCIL),
    _event_at(b.RESIGNATION_, b.HAROLD_FINCH, b.GRAMMAR_SCHOOL),
    f"ASK {{ {_employees(b.BREWERY, 'w')} {_employees(b.RAILWAY, 'r')} FILTER(?w > ?r) }}",
    f"ASK {{ {_births(b.BRAMFORD, 'br')} {_births(b.KESTLOW, 'k')} FILTER(?br > ?k) }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_archive_has_its_people_events_places_and_organizations():
    graph = _graph()
    assert len(graph) == 807
    counts = [len(set(graph.subjects(RDF.type, c))) for c in (
        FOAF.Person, BIO.Birth, BIO.Death, BIO.Burial, BIO.Marriage, BIO.Divorce, BIO.Graduation, BIO.Employment,
        BIO.Promotion, BIO.Resignation, BIO.Retirement, DCTERMS.Location, FOAF.Organization)]
    assert counts == [29, 28, 26, 5, 9, 1, 8, 19, 2, 5, 7, 10, 9]
    for place in graph.subjects(RDF.type, DCTERMS.Location):
        assert graph.value(place, RDFS.label) is not None
    for org in graph.subjects(RDF.type, FOAF.Organization):
        assert graph.value(org, FOAF.name) is not None
    # every event has a date; the individual ones a principal, the group ones two partners
    for kind in (BIO.Birth, BIO.Death, BIO.Burial, BIO.Graduation, BIO.Employment, BIO.Promotion, BIO.Resignation,
                 BIO.Retirement):
        for e in graph.subjects(RDF.type, kind):
            assert graph.value(e, BIO.date) is not None and graph.value(e, BIO.principal) is not None, e
    for kind in (BIO.Marriage, BIO.Divorce):
        for e in graph.subjects(RDF.type, kind):
            assert graph.value(e, BIO.date) is not None and len(set(graph.objects(e, BIO.partner))) == 2, e
    # births and deaths are linked from their principal, the other events by bio:event from each person in them
    for prop, kind in ((BIO.birth, BIO.Birth), (BIO.death, BIO.Death)):
        for p, e in graph.subject_objects(prop):
            assert (e, RDF.type, kind) in graph and graph.value(e, BIO.principal) == p
    for p, e in graph.subject_objects(BIO.event):
        assert graph.value(e, BIO.principal) == p or (e, BIO.partner, p) in graph


def test_the_people_are_untidy_as_a_card_index():
    graph = _graph()
    persons = list(graph.subjects(RDF.type, FOAF.Person))
    assert all(graph.value(p, FOAF.name) is not None for p in persons)
    assert [str(graph.value(p, FOAF.gender)) for p in persons].count("None") == 1
    assert len([p for p in persons if graph.value(p, BIO.birth) is None]) == 1
    assert len([p for p in persons if graph.value(p, BIO.death) is None]) == 3
    assert len(list(graph.objects(None, BIO.biography))) == 18
    years = [e for e, d in graph.subject_objects(BIO.date) if d.datatype == XSD.gYear]
    assert len(years) == 6
    kinds = sorted(str(graph.value(e, RDF.type)).rsplit("/", 1)[1] for e in years)
    assert kinds == ["Birth", "Birth", "Death", "Death", "Death", "Employment"]
    no_place = [e for kind in (BIO.Birth, BIO.Death) for e in graph.subjects(RDF.type, kind)
                if graph.value(e, BIO.place) is None]
    assert len(no_place) == 3
    # bio:father/bio:mother and bio:child agree, except for Jabez Crick, linked only from his side
    ups = {(c, p) for prop in (BIO.father, BIO.mother) for c, p in graph.subject_objects(prop)}
    downs = {(c, p) for p, c in graph.subject_objects(BIO.child)}
    hannah, jabez = (rdflib.URIRef(bench.BASE + p) for p in (bench.HANNAH_PELLOW, bench.JABEZ_CRICK))
    assert downs - ups == {(hannah, jabez)}
    assert ups <= downs


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
