"""``kgqa.bench.orchestras_kg``: the KG file parses and is in the shape of a Wikidata RDF dump slice
(opaque Q-ids with labels and descriptions, truthy ``wdt:`` claims whose property entities are
labelled and declared, statement nodes with a rank and a ``ps:`` value whose truthy triple exists
exactly when the statement is of best rank), and every gold query, run by rdflib on
``tests/candidates/data/orchestras.ttl``, gives the answer worked out by hand from the file; every
yes/no truth is what an ASK written here says. No engine runs here."""

import rdflib
from rdflib.namespace import RDF, RDFS, SKOS, XSD

from kgqa.bench import orchestras_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

WD = rdflib.Namespace(bench.BASE)
WDT = rdflib.Namespace(bench.WDT)
P = rdflib.Namespace(bench.P)
PS = rdflib.Namespace(bench.PS)
PQ = rdflib.Namespace(bench.PQ)
WIKIBASE = rdflib.Namespace("http://wikiba.se/ontology#")
SCHEMA = rdflib.Namespace("http://schema.org/")
STATEMENT = bench.BASE + "statement/"


def _q(*ids: int) -> list[str]:
    """Items as ``name_of`` gives them (``Q90412..`` / ``Q90413..``), sorted as the golds are."""
    return sorted(f"Q9041{n}" for n in ids)


# The answers read off the Turtle by hand, in the bench's order (Q-ids, literals as written).
LISTS = [
    _q(271),                      # Vaaland, KSO 1970-1991
    _q(205, 262, 236, 213),       # Krahl, Marchal, Weisbach, Sabellini (only Sabellini is truthy)
    _q(224),                      # Holmqvist, from 2010, no end
    _q(222, 286),                 # Porta Serena SO, Teatro Aurelio
    _q(203, 241, 295),            # HPO, Mirabel National, Mirabel Philharmonic
    _q(262),                      # Marchal from 1994
    _q(203, 248, 222, 264, 295, 217),  # 2002, 2006, 2008, 2004, 2002, 2008
    _q(205),                      # Krahl at the HPO, 26 years
    _q(262, 213, 246, 201),       # Marchal, Sabellini, Edvardsen, Dufrenne (Belinek is Veldonian too)
    _q(241, 295, 256),
    _q(215, 248, 289),            # the chamber orchestra only by P131
    _q(219),                      # Porta Serena
    _q(248),                      # Staatskapelle Stellwitz, 1548
    _q(212, 277),                 # 1899, 1772
    _q(215, 233, 264),
    _q(274),                      # Vilanor, 540630
    _q(203, 233, 241),
    ["1962-09-03T00:00:00+00:00"],  # "1962-09-03T00:00:00Z"^^xsd:dateTime as rdflib gives it back
    _q(244),                      # Stellwitz
    _q(252),                      # Eskeby, Aldmark
    _q(280, 246, 224),            # not the pianist Tallvik
    _q(201),                      # Dufrenne, 1981
    _q(213, 280),
    _q(229, 224, 253, 272),       # 1968, 1970, 1965, 1994
    _q(240, 224),
    _q(323),                      # oboe
    _q(205, 236, 262),
    _q(333, 334),
    _q(342, 343),
    _q(246),
]
# before 1900: 1868, 1548, 1889, 1899, 1772; Stellwitz; Edvardsen, Belinek, Dufrenne; ONM, MPO, VSO, LYO;
# Holmqvist, Anst, Corre, Dolan; HPO, Staatskapelle, Festival; Ferrandi 1948, Marchal 1944;
# Krahl, Weisbach, Belinek; Kronvik 702115 + Eskeby 88402; seven symphony orchestras
COUNTS = [number(n) for n in (5, 412380, 3, 4, 4, 3, 2, 3, 702115 + 88402, 7)]

b = bench
KEEL, SOLBAKK, SABELLINI, DUFRENNE, BELINEK = (b.wd(f"Q9041{n}") for n in (220, 240, 213, 201, 280))
RAO, PSSO, SKS, STELLWITZ_CHAMBER = (b.wd(f"Q9041{n}") for n in (277, 222, 248, 215))
MARTEN, ACADEMY = b.wd("Q9041330"), b.wd("Q9041350")


def _led_in(orch: str, who: str, year: int) -> str:
    return (f"ASK {{ {b.tenure(orch, who, '?s')} ?s {b.START} ?a OPTIONAL {{ ?s {b.END} ?e }} "
            f"FILTER(YEAR(?a) <= {year} && (!BOUND(?e) || YEAR(?e) >= {year})) }}")


def _earlier(x: str, y: str, prop: str) -> str:
    return f"ASK {{ {x} {prop} ?p . {y} {prop} ?q FILTER(?p < ?q) }}"


def _population_over(city: str, n: int) -> str:
    return f"ASK {{ {city} {b.POPULATION} ?n FILTER(?n > {n}) }}"


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f"ASK {{ {b.tenure(b.HPO, b.KRAHL, '?s')} }}",
    f"ASK {{ {b.tenure(b.KSO, b.WEISBACH, '?s')} }}",
    _earlier(RAO, b.KSO, b.INCEPTION),
    _earlier(PSSO, b.TEATRO_AURELIO, b.INCEPTION),
    f"ASK {{ {b.HOLMQVIST} {b.MEMBER_OF} {b.KSO} }}",
    f"ASK {{ {SOLBAKK} {b.MEMBER_OF} {RAO} }}",
    f"ASK {{ {SABELLINI} {b.CITIZEN} {b.LUSARIA} }}",
    f"ASK {{ {DUFRENNE} {b.CITIZEN} {b.VELDONIA} }}",
    _population_over(b.MIRABEL, 2000000),
    _population_over(b.KRONVIK, 1000000),
    _earlier(b.MARCHAL, b.FERRANDI, b.BORN),
    _earlier(DUFRENNE, SABELLINI, b.BORN),
    f"ASK {{ {KEEL} {b.AWARD} {MARTEN} }}",
    f"ASK {{ {b.VAALAND} {b.AWARD} {b.GOLDEN_BATON} }}",
    f"ASK {{ {KEEL} {b.MEMBER_OF} {ACADEMY} }}",
    f"ASK {{ {b.ESKEBY_SYMPHONY} {b.COMPOSER} {b.VAALAND} }}",
    _led_in(SKS, BELINEK, 2010),
    _led_in(PSSO, b.FERRANDI, 2005),
    f"ASK {{ {STELLWITZ_CHAMBER} {b.AWARD} {MARTEN} }}",
    (f"ASK {{ ?x {b.INSTANCE_OF} {b.CHAMBER_ORCHESTRA} . {b.based_in('?x', '?c')} "
     f"?c {b.COUNTRY} {b.LUSARIA} }}"),
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def _orchestras(graph: rdflib.Graph) -> set:
    return {row[0] for row in graph.query(f"SELECT ?x WHERE {{ {b.orchestra('?x')} }}")}


def test_the_slice_has_its_people_orchestras_cities_and_countries():
    graph = _graph()
    assert len(graph) == 999
    counts = [len(set(graph.subjects(WDT.P31, c)))
              for c in (WD.Q5, WD.Q515, WD.Q6256, WD.Q9041301, WD.Q9041302, WD.Q42998)]
    assert counts == [20, 8, 4, 7, 3, 5]
    assert len(_orchestras(graph)) == 15
    conductors = set(graph.subjects(WDT.P106, WD.Q9041310))
    assert len(conductors) == 10
    # every item is a wikibase:Item with an English label; every Q-id is opaque
    for item in graph.subjects(RDF.type, WIKIBASE.Item):
        assert str(item).startswith(bench.BASE + "Q"), item
        assert "en" in {label.language for label in graph.objects(item, RDFS.label)}, item
    assert len(set(graph.subjects(RDF.type, WIKIBASE.Item))) == 83
    assert any(lit.language == "de" for lit in graph.objects(None, RDFS.label))
    assert len(set(graph.subjects(SKOS.altLabel, None))) > 10


def test_every_truthy_property_is_declared_and_labelled():
    graph = _graph()
    used = {p for p in graph.predicates() if str(p).startswith(bench.WDT)}
    assert len(used) == 18
    for p in used:
        entity = WD[str(p)[len(bench.WDT):]]
        assert (entity, RDF.type, WIKIBASE.Property) in graph, p
        assert graph.value(entity, RDFS.label).language == "en", p
        assert graph.value(entity, WIKIBASE.directClaim) == p, p
    assert str(graph.value(WD.P569, RDFS.label)) == "date of birth"
    assert str(graph.value(WD.P5769, RDFS.label)) == "principal conductor"
    for q in ("P580", "P582", "P585"):
        assert graph.value(WD[q], WIKIBASE.qualifier) == PQ[q]


def test_people_and_orchestras_have_their_claims():
    graph = _graph()
    cities = set(graph.subjects(WDT.P31, WD.Q515))
    for person in graph.subjects(WDT.P31, WD.Q5):
        assert graph.value(person, SCHEMA.description).language == "en", person
        assert graph.value(person, WDT.P569).datatype == XSD.dateTime, person
        assert graph.value(person, WDT.P19) in cities, person
        assert list(graph.objects(person, WDT.P27)) and list(graph.objects(person, WDT.P106)), person
    for orch in _orchestras(graph):
        assert graph.value(orch, WDT.P571).datatype == XSD.dateTime, orch
        assert {graph.value(orch, WDT.P159), graph.value(orch, WDT.P131)} & cities, orch
    for city in cities:
        assert graph.value(city, WDT.P17) is not None and graph.value(city, WDT.P1082).datatype == XSD.decimal


def test_statement_nodes_are_ranked_and_truthy_exactly_when_best():
    graph = _graph()
    statements = set(graph.subjects(RDF.type, WIKIBASE.Statement))
    assert len(statements) == 44
    by_prop = {"P5769": 0, "P463": 0, "P166": 0}
    for subject, claim, s in graph:
        pid = str(claim)[len(bench.P):]
        if not str(claim).startswith(bench.P) or "/" in pid:
            continue  # only p:, not wdt:, ps: or pq:
        by_prop[pid] += 1
        assert s in statements and str(s).startswith(f"{STATEMENT}{str(subject)[len(bench.BASE):]}-"), s
        value = graph.value(s, PS[pid])
        rank = graph.value(s, WIKIBASE.rank)
        assert rank in (WIKIBASE.NormalRank, WIKIBASE.PreferredRank), s
        ranks = {graph.value(o, WIKIBASE.rank) for o in graph.objects(subject, claim)}
        best = rank == WIKIBASE.PreferredRank or WIKIBASE.PreferredRank not in ranks
        assert ((s, RDF.type, WIKIBASE.BestRank) in graph) == best, s
        assert ((subject, WDT[pid], value) in graph) == best, s
    assert by_prop == {"P5769": 25, "P463": 16, "P166": 3}
    # two orchestras' earlier conductors are only in the statement nodes
    assert len(set(graph.subjects(WIKIBASE.rank, WIKIBASE.PreferredRank))) == 2
    assert len(list(graph.objects(WD.Q9041203, WDT.P5769))) == 1


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
