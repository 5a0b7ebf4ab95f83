"""``kgqa.bench.library_kg``: the KG file parses and is in a BIBFRAME 2.0 catalogue's shape (every work
typed, titled and credited through contribution nodes with an agent and a labelled role; every instance
an instance of a work with a publication and an extent; every item of an instance, held by a branch and
shelf-marked), and every gold query, run by rdflib on ``tests/candidates/data/library.ttl``, gives the
answer worked out by hand from the file; every yes/no truth is what an ASK written here says. No engine
runs here."""

import rdflib
from rdflib.namespace import RDF, RDFS

from kgqa.bench import library_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

BF = rdflib.Namespace(bench.BF)


def _w(*ids: str) -> list[str]:
    return sorted(f"resources/works/{i}" for i in ids)


# The answers read off the Turtle by hand, in the bench's order (paths under the library's base,
# LoC language IRIs in full, literals as written, all-digit literals as numbers).
LISTS = [
    ["agents/a1006"],
    ["agents/a1007"],
    _w("5103", "5105"),
    # Okafor is author of 5101, 5112, 5118, 5119, 5122; Harbour holds 5101-0002, 5101-0003 and 5122-0001
    _w("5101", "5122"),
    [number("9781870450392")],
    [number("2003")],
    # translations of 5102, 5104 and 5123 (5109, 5118, 5119, 5124 are from English)
    _w("5103", "5105", "5125"),
    _w("5101", "5117", "5118", "5119"),
    ["agents/a2002"],
    sorted(["organizations/harbour", "organizations/northgate", "organizations/riverside"]),
    ["GB1197.8 .B74 2012"],
    # Northgate holds 5103, 5107, 5108, 5115, 5121, 5125; the Norwegian 5109 is only at Central
    _w("5107", "5108"),
    _w("5114"),
    _w("5102", "5123"),
    ["agents/a1012"],
    _w("5107", "5109"),
    _w("5103", "5105", "5107", "5108", "5125"),
    # Fjordlys (Bergvik): 1998 Vinterhavn and 1984 Three Songs of the Fjord
    _w("5104", "5114"),
    _w("5120"),
    ["places/kestrel-falls"],
    [bench.LANGUAGES + "nor", bench.LANGUAGES + "por"],
    ["organizations/harbour"],
    _w("5120"),
    ["agents/a1002"],
    ["Stormvarsel"],
    _w("5107", "5111"),
    # 354, 401 and 398 pages
    _w("5116"),
    sorted(["resources/instances/5105", "resources/instances/5105-2"]),
    # Saltmarsh 9 editions, Fjordlys 7, Kittiwake 6, Meridian 5, Maré Alta 2
    ["agents/a2001"],
    ["agents/a1011"],
]
# 5118 and 5119; three copies; Harbour 9 items; Fjordlys 5102 5104 5109 5114 5118 5123; 5109 and 5118;
# two editions; six Norwegian works; Ashfall and The Salt Road; 5105 5115 5116 5122 at Riverside; 3 people
COUNTS = [number(n) for n in (2, 3, 9, 6, 2, 2, 6, 2, 4, 3)]

b = bench

def _copies(w: str, var: str) -> str:
    return (f"{{ SELECT (COUNT(DISTINCT ?it_{var}) AS ?{var}) WHERE {{ ?i_{var} {b.INSTANCE_OF} {w} . "
            f"?it_{var} {b.ITEM_OF} ?i_{var} }} }}")


def _at(branch: str, var: str) -> str:
    return f"{{ SELECT (COUNT(DISTINCT ?it_{var}) AS ?{var}) WHERE {{ ?it_{var} {b.HELD_BY} {branch} }} }}"


def _holds(w: str, branch: str) -> str:
    return f"ASK {{ ?i {b.INSTANCE_OF} {w} . ?it {b.ITEM_OF} ?i ; {b.HELD_BY} {branch} }}"


def _published_in(w: str, place: str) -> str:
    return f"ASK {{ ?i {b.INSTANCE_OF} {w} ; {b.PROVISION} ?p . ?p {b.PLACE} {place} }}"


def _by_publisher(w: str, publisher: str) -> str:
    return f"ASK {{ ?i {b.INSTANCE_OF} {w} ; {b.PROVISION} ?p . ?p {b.AGENT} {publisher} }}"


def _longer(w1: str, w2: str) -> str:
    return (f"{b.XSD}ASK {{ ?i1 {b.INSTANCE_OF} {w1} . {b.pages('?i1', '?a')} ?i2 {b.INSTANCE_OF} {w2} . "
            f"{b.pages('?i2', '?c')} FILTER(?a > ?c) }}")


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f"ASK {{ ?t {b.TRANSLATION_OF} {b.TIDEWATER} ; {b.LANGUAGE} {b.NOR} }}",
    f"ASK {{ ?t {b.TRANSLATION_OF} {b.WINTER_HARBOUR} ; {b.LANGUAGE} {b.POR} }}",
    f"ASK {{ {b.by(b.PEBBLE, b.TANAKA, b.ILL)} }}",
    f"ASK {{ {b.by(b.PEBBLE, b.FERREIRA, b.ILL)} }}",
    _holds(b.ASHFALL, b.HARBOUR),
    _holds(b.ASHFALL, b.RIVERSIDE),
    f"ASK {{ {b.by(b.SALT_AND_LANTERN, b.WHITCOMBE, b.TRL)} }}",
    f"ASK {{ {b.by(b.STORM_WARNING, b.WHITCOMBE, b.TRL)} }}",
    f"{b.XSD}ASK {{ ?i {b.INSTANCE_OF} {b.VINTERHAVN} . {b.published('?i', '?y')} FILTER(?y < 2000) }}",
    f"{b.XSD}ASK {{ ?i {b.INSTANCE_OF} {b.QUIET_ENGINE} . {b.published('?i', '?y')} FILTER(?y < 2015) }}",
    _longer(b.STORMVARSEL, b.STORM_WARNING),
    _longer(b.ASHFALL, b.QUIET_ENGINE),
    _by_publisher(b.WINTER_HARBOUR, b.KITTIWAKE),
    _by_publisher(b.SALT_AND_LANTERN, b.SALTMARSH),
    f"ASK {{ ?t {b.TRANSLATION_OF} {b.ASHFALL} ; {b.LANGUAGE} {b.POR} }}",
    f"ASK {{ ?t {b.TRANSLATION_OF} {b.FJORD_SONGS} ; {b.LANGUAGE} {b.ENG} }}",
    _published_in(b.RIVERS, b.KESTREL_FALLS),
    _published_in(b.KELP, b.PORT_ELLERY),
    f"ASK {{ {_copies(b.TIDEWATER, 'a')} {_copies(b.GULL, 'c')} FILTER(?a > ?c) }}",
    f"ASK {{ {_at(b.NORTHGATE, 'a')} {_at(b.HARBOUR, 'c')} FILTER(?a > ?c) }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_catalogue_has_its_works_instances_items_agents_and_branches():
    graph = _graph()
    assert len(graph) == 992
    counts = {cls: len(set(graph.subjects(RDF.type, cls)))
              for cls in (BF.Work, BF.Text, BF.NotatedMusic, BF.Instance, BF.Item, BF.Person, BF.Organization,
                          BF.Topic, BF.GenreForm, BF.Place)}
    assert list(counts.values()) == [24, 22, 2, 29, 35, 17, 10, 10, 5, 4]
    # items are held by the four branches: 14 at Central, 9 at Harbour, 6 each at Northgate and Riverside
    held = [graph.value(i, BF.heldBy) for i in graph.subjects(RDF.type, BF.Item)]
    assert sorted(held.count(rdflib.URIRef(bench.BASE + f"organizations/{b}"))
                  for b in ("central", "harbour", "northgate", "riverside")) == [6, 6, 9, 14]
    assert len(set(graph.subjects(BF.translationOf, None))) == 7


def test_every_work_is_titled_and_credited_in_bibframe_shape():
    graph = _graph()
    variants = 0
    for w in graph.subjects(RDF.type, BF.Work):
        titles = list(graph.objects(w, BF.title))
        main = [t for t in titles if (t, RDF.type, BF.Title) in graph]
        assert len(main) == 1 and graph.value(main[0], BF.mainTitle) is not None, w
        variants += len(titles) - 1
        contributions = list(graph.objects(w, BF.contribution))
        assert contributions, w
        for c in contributions:
            assert (c, RDF.type, BF.Contribution) in graph, w
            assert graph.value(graph.value(c, BF.agent), RDFS.label) is not None, w
            assert graph.value(graph.value(c, BF.role), RDFS.label) is not None, w
        assert graph.value(graph.value(w, BF.language), RDFS.label) is not None, w
    assert variants == 3


def test_instances_and_items_are_untidy_as_converted():
    graph = _graph()
    dates = []
    for i in graph.subjects(RDF.type, BF.Instance):
        assert (graph.value(i, BF.instanceOf), RDF.type, BF.Work) in graph, i
        pub = graph.value(i, BF.provisionActivity)
        assert (pub, RDF.type, BF.Publication) in graph, i
        assert graph.value(graph.value(pub, BF.place), RDFS.label) is not None, i
        assert graph.value(graph.value(pub, BF.agent), RDFS.label) is not None, i
        dates.append(str(graph.value(pub, BF.date)))
        assert graph.value(graph.value(i, BF.extent), RDFS.label) is not None, i
    assert sorted(d for d in dates if not d.isdigit()) == ["[2010]", "[2013]", "c2009", "c2012"]
    isbns = [graph.value(n, RDF.value) for n in graph.subjects(RDF.type, BF.Isbn)]
    assert len(isbns) == 26 and sorted(len(str(v)) for v in isbns)[0] == 10
    for it in graph.subjects(RDF.type, BF.Item):
        assert (graph.value(it, BF.itemOf), RDF.type, BF.Instance) in graph, it
        assert graph.value(graph.value(it, BF.shelfMark), RDF.value) is not None, it
    # three persons' headings carry no life dates ("Brennan, Cormac")
    labels = [str(graph.value(p, RDFS.label)) for p in graph.subjects(RDF.type, BF.Person)]
    assert len([lab for lab in labels if not lab[-1].isdigit() and not lab.endswith("-")]) == 3


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
