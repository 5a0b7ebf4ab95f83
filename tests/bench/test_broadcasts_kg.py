"""``kgqa.bench.broadcasts_kg``: the KG file parses and is in the BBC Programmes Ontology's shape
(brands with series, series with episodes, episodes with versions and durations, broadcasts of
versions on services at timeline intervals, credits as blank nodes with a role and a person), and
every gold query, run by rdflib on ``tests/candidates/data/broadcasts.ttl``, gives the answer
worked out by hand from the file; every yes/no truth is what an ASK written here says. No engine
runs here."""

import rdflib
from rdflib.namespace import FOAF, RDF, XSD

from kgqa.bench import broadcasts_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

PO = rdflib.Namespace(bench.PO)
EVENT = rdflib.Namespace(bench.EVENT)
TL = rdflib.Namespace(bench.TL)
DC = rdflib.Namespace(bench.DC)
THREE = bench.SERVICES + "three#service"


def _p(*pids: str) -> list[str]:
    return sorted(f"{p}#programme" for p in pids)


def _person(pid: str) -> str:
    return f"people/{pid}#person"


# The answers read off the Turtle by hand, in the bench's order.
LISTS = [
    [_person("pwqbfv25")],                                            # Maren Tully
    _p("b024jzlht"),                                                  # The Hidden Past
    [_person("p0t63q7g")],                                            # Isla Brennock
    _p("b04lcqnmz", "b0q0kyws4", "b0xs7czff", "b0dq39qhh"),           # HL 1.1-1.3, Storm Warning
    [_person("ps7l3m92")],                                            # Bea Lowther
    _p("p022yr2mh", "p0q31lq9l"),                                     # HP series 1 and 2
    _p("b08fd7js7", "b0dq39qhh"),                                     # HL 2.1, Storm Warning
    sorted([_person("p2v294n2"), _person("pcg6dq9s")]),               # Tamsin Kells, Rory Gadd
    _p("b05q37gy5", "b0byc62zv"),                                     # The Last Ferry, Night Shift
    ["genres/drama/crime#genre"],
    _p("b024jzlht", "b0zg6z7ns"),                                     # The Hidden Past, Frontline Stories
    ["masterbrands/one#masterbrand"],
    _p("b024jzlht", "b0x106r03"),                                     # The Hidden Past, Harbour Lights
    _p("b05q37gy5", "b0byc62zv"),
    ["Storm Warning"],
    ["Coastal Kitchens: the oyster shed."],
    _p("b065f6ppc"),                                                  # Otters of the Teme
    _p("b0pdzm9dx", "b0j73jvb4", "b08flmb6f"),                        # Salt and Smoke, The Lost Abbey, Iron Roads
    _p("b0yvk9lf9"),                                                  # The Drowned Village, 5400 s
    _p("b0pdzm9dx"),                                                  # Salt and Smoke, 1740 s
    _p("b0yvk9lf9"),                                                  # only 5400 > 3600 (The Lost Abbey is 3600)
    _p("b012knt2r"),                                                  # Harvest Bread, 2700 s
    ["2023-09-04T21:00:00+00:00"],
    _p("b0pdzm9dx", "b012knt2r"),                                     # repeats on Channel Two
    [THREE],
    [THREE],
    _p("b0bbyxtq8", "b08fd7js7"),                                     # HP 3.3 at 22:40, HL 2.1 repeat at 23:15
    _p("b0yvk9lf9", "b05943ld5", "b0bbyxtq8"),                        # HP series 3
    _p("b08fd7js7"),                                                  # HL 2.1 repeat
    _p("b065f6ppc"),                                                  # Otters of the Teme, 2 April 2023
]
# Salt and Smoke 1740 s (both versions); HP3 3 episodes; CK 4 + 3; Salt and Smoke on One, Two and signed on Three;
# Channel Three: 2 one-offs, HL 2.1 repeat, 3 signed, 2 audio described; HL1 3600 + 3600 + 3660; 3 HP series;
# Tamsin in all 6 HL episodes; HL series 2 in 2023; Tamsin, Rory, Wynn
COUNTS = [number(n) for n in (1740, 3, 7, 3, 8, 10860, 3, 6, 3, 3)]

b = bench
ASKS = [
    f"ASK {{ {b.CK} {b.CREDIT} ?c . ?c {b.ROLE} {b.PRESENTER} ; {b.PARTICIPANT} {b.MAREN} }}",
    f"ASK {{ {b.HP} {b.CREDIT} ?c . ?c {b.ROLE} {b.PRESENTER} ; {b.PARTICIPANT} {b.ISLA} }}",
    f"ASK {{ {b.episode_of(b.HP, '?e')} {b.shown('?e', '?t')} FILTER(HOURS(?t) >= 22) }}",
    f"ASK {{ {b.episode_of(b.CK, '?e')} {b.shown('?e', '?t')} FILTER(HOURS(?t) >= 22) }}",
    f"ASK {{ {b.lasts(b.STORM, '?d')} FILTER(?d > 3600) }}",
    f"ASK {{ {b.lasts(b.OYSTER, '?d')} FILTER(?d > 2700) }}",
    f"ASK {{ {b.shown(b.SALT, '?t', b.TWO)} }}",
    f"ASK {{ {b.shown(b.IRON_ROADS, '?t', b.ONE)} }}",
    f"ASK {{ {b.LOST_ABBEY} {b.VERSION} ?v . ?v {b.VERSION_TYPE} {b.SIGNED} }}",
    f"ASK {{ {b.SALT} {b.VERSION} ?v . ?v {b.VERSION_TYPE} {b.AUDIO_DESCRIBED} }}",
    (f"ASK {{ {{ SELECT (COUNT(?a) AS ?na) WHERE {{ {b.HP3} {b.EPISODE} ?a }} }} "
     f"{{ SELECT (COUNT(?c) AS ?nc) WHERE {{ {b.HP2} {b.EPISODE} ?c }} }} FILTER(?na > ?nc) }}"),
    (f"ASK {{ {{ SELECT (COUNT(?a) AS ?na) WHERE {{ {b.CK1} {b.EPISODE} ?a }} }} "
     f"{{ SELECT (COUNT(?c) AS ?nc) WHERE {{ {b.CK2} {b.EPISODE} ?c }} }} FILTER(?na > ?nc) }}"),
    f"ASK {{ {b.STORM} {b.CREDIT} ?c . ?c {b.ROLE} {b.ACTOR} ; {b.PARTICIPANT} {b.RORY} }}",
    f"ASK {{ {b.HL1_E1} {b.CREDIT} ?c . ?c {b.ROLE} {b.DIRECTOR} ; {b.PARTICIPANT} {b.WYNN} }}",
    (f"ASK {{ {{ SELECT (MIN(?a) AS ?ka) WHERE {{ {b.shown(b.KINGFISHER, '?a')} }} }} "
     f"{{ SELECT (MIN(?c) AS ?oc) WHERE {{ {b.shown(b.OTTERS, '?c')} }} }} FILTER(?ka < ?oc) }}"),
    f"ASK {{ {b.HL} {b.MASTERBRAND} {b.MB_TWO} }}",
    f"ASK {{ {b.WW} {b.GENRE} {b.HISTORY} }}",
    f"ASK {{ {b.shown(b.DROWNED, '?t')} FILTER(YEAR(?t) = 2024) }}",
    f"ASK {{ ?s {b.RDF_TYPE} <{b.PO}Series> ; {b.EPISODE} {b.LAST_FERRY} }}",
    f"ASK {{ {b.episode_of(b.FS, '?e')} {b.shown('?e', '?t', b.THREE)} }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_catalogue_has_its_brands_series_episodes_versions_broadcasts_people_and_services():
    graph = _graph()
    assert len(graph) == 764
    counts = [len(set(graph.subjects(RDF.type, c))) for c in
              (PO.Brand, PO.Series, PO.Episode, PO.Version, PO.Broadcast, FOAF.Person, PO.Service)]
    assert counts == [5, 8, 30, 35, 40, 8, 3]
    # every episode hangs under a series, except the two one-offs straight under a brand
    under_series = set(graph.objects(None, PO.episode)) - set(
        e for br in graph.subjects(RDF.type, PO.Brand) for e in graph.objects(br, PO.episode))
    assert len(under_series) == 28
    # one series has no position; "Episode 1" is a title in several series
    assert len([s for s in graph.subjects(RDF.type, PO.Series) if graph.value(s, PO.position) is None]) == 1
    assert len(list(graph.subjects(DC.title, rdflib.Literal("Episode 1")))) >= 4


def test_every_episode_has_versions_with_durations_and_every_broadcast_a_version_service_and_interval():
    graph = _graph()
    for ep in graph.subjects(RDF.type, PO.Episode):
        assert graph.value(ep, DC.title) is not None and graph.value(ep, PO.short_synopsis) is not None, ep
        versions = list(graph.objects(ep, PO.version))
        assert versions, ep
        for v in versions:
            assert graph.value(v, PO.duration).datatype == XSD.int, v
    for bc in graph.subjects(RDF.type, PO.Broadcast):
        assert (graph.value(bc, PO.broadcast_of), RDF.type, PO.Version) in graph, bc
        assert (graph.value(bc, PO.broadcast_on), RDF.type, PO.Service) in graph, bc
        interval = graph.value(bc, EVENT.time)
        assert isinstance(interval, rdflib.BNode) and (interval, RDF.type, TL.Interval) in graph, bc
        start, end = graph.value(interval, TL.start), graph.value(interval, TL.end)
        assert start.datatype == XSD.dateTime and end.toPython() > start.toPython(), bc
    # five second versions: three signed, two audio described
    types = [t for t in graph.objects(None, PO.version_type)]
    assert sorted(str(t).split("/")[-1] for t in types) == ["audiodescribed#version_type"] * 2 + ["signed#version_type"] * 3
    # credits are blank nodes with a role and a named person
    credits = list(graph.objects(None, PO.credit))
    assert len(credits) == 20 and all(isinstance(c, rdflib.BNode) for c in credits)
    for c in credits:
        assert graph.value(graph.value(c, PO.participant), FOAF.name) is not None, c


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
