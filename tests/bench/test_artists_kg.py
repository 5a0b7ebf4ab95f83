"""``kgqa.bench.artists_kg``: the KG file parses and is in the ULAN LOD dump's shape (every concept in
the scheme with an inverted preferred GVP label node, a focus agent and a preferred biography; every
person with a nationality, a role, a gender and birth and death places that are labelled TGN places;
associative relations only between ULAN concepts, inverses stated for only some pairs), and every
gold query, run by rdflib on ``tests/candidates/data/artists.ttl``, gives the answer worked out by
hand from the file; every yes/no truth is what an ASK written here says. No engine runs here."""

import rdflib
from rdflib.namespace import RDF, SKOS

from kgqa.bench import artists_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

GVP = rdflib.Namespace(bench.GVP)
XL = rdflib.Namespace("http://www.w3.org/2008/05/skos-xl#")
FOAF = rdflib.Namespace(bench.FOAF)
SCHEMA = rdflib.Namespace(bench.SCHEMA)
ULAN = rdflib.URIRef(bench.BASE)


def _p(*ids: int) -> list[str]:
    """Persons as ``name_of`` gives them (``500100002``), sorted as the golds are."""
    return sorted(f"5001000{n:02d}" for n in ids)


def _tgn(*names: str) -> list[str]:
    return sorted(f"{bench.TGN}{bench.PLACES[n]}" for n in names)


# The answers read off the Turtle by hand, in the bench's order (ULAN concepts by number, TGN and
# AAT IRIs in full, years as written).
LISTS = [
    _p(2), _p(1, 24, 30), _p(11), _p(13), _p(2), _p(24), _p(15), _p(6, 12, 20),
    _p(6), _p(13),
    _p(1, 2, 3), _tgn("Scheldmond"), _tgn("Sanvero"), ["1737"], _p(7, 8), _p(24, 25), _p(20, 21, 26),
    _p(1, 13, 15, 21, 25, 27, 28, 29), _p(16), _p(25),
    [bench.AAT + "300111192"], sorted(bench.AAT + n for n in ("300025136", "300025164")), _p(16, 17), _p(15),
    _p(10, 21, 29), _p(4, 28), _p(18), ["500300005"], _tgn("Beaulac", "Valcourt"), ["500300003", "500300004"],
]
# Flemish printmakers Hendrik and Lieven de Coninck, Clara Verhulst; Oostmere firm 3; Lorenzo's 3 pupils;
# Orsini and Benedetti; Ursula born 1701; 8 women; 6 sculptors; 4 French; 3 died in Scheldmond; 1731 - 1660
COUNTS = [number(n) for n in (3, 3, 3, 2, 1701, 8, 6, 4, 3, 71)]

b = bench


def _taught(t: str, s: str) -> str:
    return f"ASK {{ {b.taught(t, s)} }}"


def _parent(p: str, c: str) -> str:
    return f"ASK {{ {b.parent(p, c)} }}"


def _year(who: str, prop: str, op: str, y: int) -> str:
    return f"ASK {{ {b.bio(who, '?b')} ?b {prop} ?y FILTER({b.year('?y')} {op} {y}) }}"


def _older(x: str, y: str) -> str:
    return (f"ASK {{ {b.bio(x, '?p')} ?p {b.START} ?s . {b.bio(y, '?q')} ?q {b.START} ?t "
            f"FILTER({b.year('?s')} < {b.year('?t')}) }}")


def _has(nat: str, role: str) -> str:
    return f"ASK {{ {b.persons('?x')} ?x {b.FOCUS} ?a . ?a {b.NATIONALITY} {nat} ; {b.ROLE} {role} }}"


def _pupils(t: str, var: str) -> str:
    return f"{{ SELECT (COUNT(DISTINCT ?s_{var}) AS ?{var}) WHERE {{ {b.taught(t, '?s_' + var)} }} }}"


ASKS = [
    _taught(b.JAN_BRAKEL, b.VERMEULEN),
    _taught(b.LAMBRECHTS, b.VERHULST),
    _older(b.LORENZO, b.ORSINI),
    _older(b.MADELEINE, b.VERMEULEN),
    f"ASK {{ {b.WEISS} {b.MEMBER_OF} {b.MOERMAN_WORKSHOP} }}",
    f"ASK {{ {b.KESSEL} {b.MEMBER_OF} {b.MOERMAN_WORKSHOP} }}",
    _parent(b.AERT_MOERMAN, b.JOOS_MOERMAN),
    _parent(b.JAN_BRAKEL, b.VALK),
    f"ASK {{ {b.bio(b.URSULA, '?b')} ?b {b.DEATHPLACE} {b.place('Kalden')} }}",
    f"ASK {{ {b.bio(b.PIETER_BRAKEL, '?b')} ?b {b.BIRTHPLACE} {b.place('Oostmere')} }}",
    f"ASK {{ {b.VAN_DEN_DAELE} {b.FOCUS} ?a . ?a {b.NATIONALITY} {b.FLEMISH} }}",
    f"ASK {{ {b.GIULIA} {b.FOCUS} ?a . ?a {b.ROLE} {b.SCULPTORS} }}",
    _year(b.PENNINGTON, b.END, ">", 1785),
    _year(b.JOOS_MOERMAN, b.END, ">", 1765),
    _has(b.BRITISH, b.ARCHITECTS),
    _has(b.GERMAN, b.PAINTERS),
    f"ASK {{ {b.CORNELIS_HOEVEN} {b.FOCUS} ?a . ?a {b.ROLE} {b.ARCHITECTS} }}",
    f"ASK {{ {_pupils(b.LORENZO, 'a')} {_pupils(b.JAN_BRAKEL, 'c')} FILTER(?a > ?c) }}",
    # Ursula is Matthias's daughter: his child and a woman
    f"ASK {{ {b.parent(b.MATTHIAS, b.URSULA)} {b.bio(b.URSULA, '?b')} ?b {b.GENDER} {b.FEMALE} }}",
    _year(b.ATELIER_ROUSSEL, b.START, "<", 1700),
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_extract_has_its_persons_groups_places_and_aat_concepts():
    graph = _graph()
    assert len(graph) == 947
    people = set(graph.subjects(RDF.type, GVP.PersonConcept))
    groups = set(graph.subjects(RDF.type, GVP.GroupConcept))
    assert (len(people), len(groups)) == (30, 5)
    assert set(graph.subjects(SKOS.inScheme, ULAN)) == people | groups
    assert set(graph.subjects(RDF.type, SKOS.Concept)) == people | groups
    places = set(graph.objects(None, GVP.birthPlace)) | set(graph.objects(None, GVP.deathPlace))
    assert len(places) == 12 and all(str(p).startswith(bench.TGN) and graph.value(p, SKOS.prefLabel) for p in places)
    assert len(set(graph.objects(None, GVP.nationalityPreferred))) == 6
    assert len(set(graph.objects(None, GVP.agentTypePreferred))) == 6
    for c in set(graph.objects(None, GVP.nationalityPreferred)) | set(graph.objects(None, GVP.agentTypePreferred)):
        assert graph.value(c, SKOS.prefLabel) is not None, c


def test_every_concept_has_an_inverted_label_an_agent_and_a_biography():
    graph = _graph()
    only_inverted = []
    for c in set(graph.subjects(RDF.type, GVP.PersonConcept)):
        form = str(graph.value(graph.value(c, GVP.prefLabelGVP), XL.literalForm))
        assert ", " in form, c
        if graph.value(c, XL.altLabel) is None:
            only_inverted.append(form)
        agent = graph.value(c, FOAF.focus)
        assert str(agent) == f"{c}-agent" and (agent, RDF.type, FOAF.Person) in graph
        assert graph.value(agent, GVP.nationalityPreferred) is not None
        assert graph.value(agent, GVP.agentTypePreferred) is not None
        bio = graph.value(agent, GVP.biographyPreferred)
        for p in (SCHEMA.description, GVP.estEnd, SCHEMA.gender, GVP.birthPlace, GVP.deathPlace):
            assert graph.value(bio, p) is not None, (c, p)
        if graph.value(bio, GVP.estStart) is None:  # the one uncertain birth, in the description only
            assert "ca. 1650" in str(graph.value(bio, SCHEMA.description))
        else:
            assert graph.value(bio, GVP.estStart).datatype == rdflib.XSD.gYear
    assert only_inverted == ["Sanderus, Jacoba"]
    undated = [g for g in graph.subjects(RDF.type, GVP.GroupConcept)
               if graph.value(graph.value(graph.value(g, FOAF.focus), GVP.biographyPreferred), GVP.estStart) is None]
    assert len(undated) == 1


def test_relations_are_between_ulan_concepts_with_inverses_on_only_some_pairs():
    graph = _graph()
    concepts = set(graph.subjects(RDF.type, SKOS.Concept))
    for p in ("ulan1101_teacher_of", "ulan1102_student_of", "ulan1201_parent_of", "ulan1202_child_of",
              "ulan1311_member_of"):
        for s, o in graph.subject_objects(GVP[p]):
            assert s in concepts and o in concepts
    both = [(s, o) for s, o in graph.subject_objects(GVP.ulan1101_teacher_of)
            if (o, GVP.ulan1102_student_of, s) in graph]
    assert len(both) == 5
    assert len(list(graph.subject_objects(GVP.ulan1101_teacher_of))) == 9
    assert len(list(graph.subject_objects(GVP.ulan1102_student_of))) == 11
    assert len(list(graph.subject_objects(GVP.ulan1311_member_of))) == 13


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
