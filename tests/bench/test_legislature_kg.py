"""``kgqa.bench.legislature_kg``: the KG file parses and is in the Popolo shape an EveryPolitician-style
dump has (persons, parties, committees, constituencies with their posts, terms and reified
memberships, with the untidiness such dumps have), and every gold query, run by rdflib on
``tests/candidates/data/legislature.ttl``, gives the answer worked out by hand from the file; every
yes/no truth is what an ASK written here says. No engine runs here."""

import rdflib
from rdflib.namespace import FOAF, RDF, RDFS, SKOS, XSD

from kgqa.bench import legislature_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

POPOLO = rdflib.Namespace(bench.POPOLO)
ORG = rdflib.Namespace(bench.ORG)
SCHEMA = rdflib.Namespace(bench.SCHEMA)
b = bench


def _s(*paths: str) -> list[str]:
    return sorted(paths)


# The answers read off the Turtle by hand, in the bench's order (paths under the base, literals as written).
LISTS = [
    [b.GRN],
    _s(b.SDP, b.GRN),
    [b.MARTA_ILVES],
    _s(b.MIKAEL_ARO, b.NORA_VALE, b.VIKTOR_RAND),
    _s(b.HENRIK_SAAR, b.PEETER_LIND, b.TOOMAS_HARJU, b.KARL_MAND),
    # Ilves sat for the SDP until 2020-11-30
    _s(b.MARTA_ILVES, b.MARIA_KUUSK, b.HELENA_VOSS),
    [b.INGRID_BERG],
    [b.ELIN_STRAND],
    _s(b.HENRIK_SAAR, b.PEETER_LIND, b.TOOMAS_HARJU),
    # Orav came in 2024
    _s(b.SIGRID_HOLM, b.ELIN_STRAND, b.NORA_VALE, b.SOFIA_LAINE),
    [b.KARL_MAND],
    [b.RASMUS_ORAV],
    _s(b.JONAS_ILVES, b.TARMO_KASK, b.KADRI_METS),
    [b.NORTH_LENMARK],
    _s(b.ANDRES_POLD, b.MARIA_KUUSK),
    _s(b.NORTH_LENMARK, b.SOUTH_LENMARK, b.VESSMARK, b.TOLLE),
    [b.LIIS_TAMBERG],
    [b.LR],
    _s(b.INGRID_BERG, b.SIGRID_HOLM, b.NORA_VALE),
    [b.FA],
    [b.TOOMAS_HARJU],
    [b.HENRIK_SAAR],
    [b.FL],
    [b.INGRID_BERG],
    _s(b.FL, b.LR),
    [b.LR],
    ["2022-06-30"],
    ["HU"],
    ["Q5123870"],
    ["jonas.ilves@folkemot.example.org"],
]
# 6 women in the 15th; SDP 5 seats in the 16th; 16 seats; 8 SDP members; 5 HU members; 8 constituencies;
# Lind in all three terms; Tamberg, J. Ilves and Orav on Finance; 5 parties in the 15th; Venn born 1961
COUNTS = [number(n) for n in (6, 5, 16, 8, 5, 8, 3, 3, 5, 1961)]

_e = bench._e
PERSON, LEG, ROLE, PERIOD, ORGN, BEHALF, POST, END, START = (
    b.PERSON, b.LEG_, b.ROLE, b.PERIOD, b.ORGANIZATION, b.ON_BEHALF_OF, b.POST, b.END, b.START)


def _seats(party: str, term: str, var: str) -> str:
    return (f"{{ SELECT (COUNT(DISTINCT ?m_{var}) AS ?{var}) WHERE {{ ?m_{var} {ORGN} {LEG} ; {BEHALF} {party} ; "
            f"{PERIOD} {term} }} }}")


def _switched(person: str) -> str:
    return (f"ASK {{ ?a {PERSON} {_e(person)} ; {ORGN} {LEG} ; {PERIOD} ?t ; {BEHALF} ?p . "
            f"?c {PERSON} {_e(person)} ; {ORGN} {LEG} ; {BEHALF} ?q FILTER(?p != ?q) }}")


def _older(x: str, y: str) -> str:
    return f"ASK {{ {_e(x)} {b.BIRTH} ?a . {_e(y)} {b.BIRTH} ?c FILTER(?a < ?c) }}"


def _sits_for(person: str, post: str) -> str:
    return f"ASK {{ ?m {PERSON} {_e(person)} ; {ORGN} {LEG} ; {POST} {_e(post)} }}"


def _still(person: str) -> str:
    return f"ASK {{ ?m {PERSON} {_e(person)} ; {ORGN} {LEG} ; {PERIOD} {b.T16_} FILTER NOT EXISTS {{ ?m {END} ?e }} }}"


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    _switched(b.MARTA_ILVES),
    _switched(b.JONAS_ILVES),
    f"ASK {{ ?m {PERSON} {_e(b.LIIS_TAMBERG)} ; {ORGN} {b.FIN_} ; {ROLE} \"chair\" FILTER NOT EXISTS {{ ?m {END} ?e }} }}",
    f"ASK {{ ?m {PERSON} {_e(b.OSKAR_VENN)} ; {ORGN} {b.FIN_} }}",
    f"ASK {{ ?m {PERSON} {_e(b.TOOMAS_HARJU)} ; {ROLE} \"Speaker\" ; {PERIOD} {b.T14_} }}",
    f"ASK {{ ?m {PERSON} {_e(b.HENRIK_SAAR)} ; {ROLE} \"Speaker\" ; {PERIOD} {b.T16_} }}",
    f"ASK {{ {b.FL_} {b.FOUNDED} ?f FILTER(YEAR(?f) > 2000) }}",
    f"ASK {{ {b.HU_} {b.FOUNDED} ?f FILTER(YEAR(?f) < 1990) }}",
    _older(b.HENRIK_SAAR, b.PEETER_LIND),
    _older(b.KADRI_METS, b.LIIS_TAMBERG),
    _sits_for(b.MIKAEL_ARO, b.POST_EASTMARCH),
    _sits_for(b.SOFIA_LAINE, b.POST_BRANNVIK),
    f"ASK {{ {b.LR_} {b.REPLACES} {b.LPP_} }}",
    f"ASK {{ {b.SDP_} {b.DISSOLVED} ?d }}",
    f"ASK {{ ?m {PERSON} ?x ; {ROLE} \"Speaker\" . ?x {b.GENDER} \"female\" }}",
    f"ASK {{ {_seats(b.GRN_, b.T16_, 'g')} FILTER(?g > 3) }}",
    f"ASK {{ {_seats(b.SDP_, b.T14_, 's')} {_seats(b.HU_, b.T14_, 'h')} FILTER(?s > ?h) }}",
    f"ASK {{ {_seats(b.FL_, b.T14_, 'f')} {_seats(b.GRN_, b.T14_, 'g')} FILTER(?f > ?g) }}",
    _still(b.ANDRES_POLD),
    _still(b.KARL_MAND),
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_dump_has_its_people_organizations_areas_posts_terms_and_memberships():
    graph = _graph()
    assert len(graph) == 856
    counts = [len(set(graph.subjects(RDF.type, c))) for c in (
        POPOLO.Person, ORG.Organization, POPOLO.Area, POPOLO.Post, POPOLO.Event, POPOLO.Membership)]
    assert counts == [25, 9, 8, 8, 3, 65]
    classes = [str(graph.value(o, POPOLO.classification)) for o in graph.subjects(RDF.type, ORG.Organization)]
    assert sorted(classes) == ["committee"] * 2 + ["legislature"] + ["party"] * 6
    for post in graph.subjects(RDF.type, POPOLO.Post):
        area = graph.value(post, POPOLO.area)
        assert graph.value(area, POPOLO.type) == rdflib.Literal("constituency")
        assert str(graph.value(post, RDFS.label)) == f"Member for {graph.value(area, RDFS.label)}"
        assert graph.value(post, POPOLO.organization) == rdflib.URIRef(bench.BASE + bench.LEG)
    for term in graph.subjects(RDF.type, POPOLO.Event):
        assert graph.value(term, POPOLO.start_date).datatype == XSD.date
        assert graph.value(term, POPOLO.end_date).datatype == XSD.date


def test_memberships_are_reified_and_untidy_as_scraped():
    graph = _graph()
    leg = rdflib.URIRef(bench.BASE + bench.LEG)
    seats = list(graph.subjects(POPOLO.organization, leg))
    seats = [m for m in seats if (m, RDF.type, POPOLO.Membership) in graph]
    assert len(seats) == 50
    for m in seats:
        for p in (POPOLO.person, POPOLO.on_behalf_of, POPOLO.post, POPOLO.legislative_period, POPOLO.role,
                  POPOLO.start_date):
            assert graph.value(m, p) is not None, (m, p)
    # every membership names its person, organisation, role and start; 19 have no end date
    members = list(graph.subjects(RDF.type, POPOLO.Membership))
    assert all(graph.value(m, POPOLO.person) and graph.value(m, POPOLO.role) for m in members)
    assert len([m for m in members if graph.value(m, POPOLO.end_date) is None]) == 16 + 6 + 3
    roles = {str(r) for r in graph.objects(None, POPOLO.role)}
    assert roles == {"member", "Speaker", "chair", "deputy chair", "leader"}


def test_persons_are_untidy_as_scraped():
    graph = _graph()
    persons = list(graph.subjects(RDF.type, POPOLO.Person))
    assert all(graph.value(p, FOAF.name) is not None for p in persons)
    assert len([p for p in persons if graph.value(p, SCHEMA.gender) is None]) == 1
    assert [graph.value(p, SCHEMA.birthDate).datatype for p in persons].count(XSD.gYear) == 1
    ids = list(graph.objects(None, POPOLO.identifier))
    wikidata = [i for i in ids if isinstance(i, rdflib.BNode)]
    assert len(wikidata) == 20 and all(graph.value(i, POPOLO.scheme) == rdflib.Literal("wikidata") for i in wikidata)
    assert len([p for p in persons if graph.value(p, FOAF.familyName) == rdflib.Literal("Ilves")]) == 2
    assert len(set(graph.objects(None, SKOS.altLabel))) == 5


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
