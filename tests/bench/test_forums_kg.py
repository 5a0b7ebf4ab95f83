"""``kgqa.bench.forums_kg``: the KG file parses and is in the SIOC shape a forum engine's SIOC exporter
publishes (a site, forums and sub-forums, threads, posts with their replies, accounts, persons, reified
roles, user groups and tags, with the untidiness such exports have), and every gold query, run by
rdflib on ``tests/candidates/data/forums.ttl``, gives the answer worked out by hand from the file;
every yes/no truth is what an ASK written here says. No engine runs here."""

import rdflib
from rdflib.namespace import DCTERMS, FOAF, RDF, RDFS, SKOS, XSD

from kgqa.bench import forums_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

SIOC = rdflib.Namespace(bench.SIOC)
SIOCT = rdflib.Namespace(bench.SIOCT)
b = bench


def _s(*paths: str) -> list[str]:
    return sorted(paths)


def _u(path: str) -> rdflib.URIRef:
    return rdflib.URIRef(bench.BASE + path)


# The answers read off the Turtle by hand, in the bench's order (paths under the base, literals as written).
LISTS = [
    [b.MAREK_W],
    [b.T_COMPOST],
    _s(b.T_RULES, b.T_INTRO, b.T_SERVER),
    # drip 2023-04-12, tomato 2023-07-18, garlic 2023-09-25 (waterstones opened 2024-01-20)
    _s(b.T_DRIP, b.T_TOMATO, b.T_GARLIC),
    [b.VEGETABLES],
    # 5120, 2310, 3412, 2045; the largest stored as strings are "976" and "884"
    _s(b.T_RULES, b.T_INTRO, b.T_WORKBENCH, b.T_DOVETAILS),
    # the plane thread 1888; waterstones "701"
    [b.T_PLANE],
    [b.T_RULES],
    # server move, last reply 2024-03-01T10:20
    [b.T_SERVER],
    # Marek's first post is his Polish hello in the introductions (104-4), answered by 104-5
    [b.KIWI_BIRD],
    [b.KIWI_BIRD],
    # 127-1 answered by oldgrowth and ivy_lane, 127-4 by ivy_lane (no has_reply back)
    _s(b.IVY_LANE, b.OLDGROWTH),
    _s(b.T_RAIN, b.T_TOMATO, b.T_GARLIC),
    _s(b.GENERAL, b.WORKSHOP, b.TOOLS),
    # nadia asked after Dan's workbench; no gardener posted in Tools & Sharpening
    [b.NADIA],
    _s(b.TAG_IRRIGATION, b.TAG_RAIN),
    _s("post/133-1", "post/150-1"),
    _s(b.DOVETAIL_DAN, b.RUSTYPLANE),
    _s("post/101-1", "post/109-4", "post/127-5", "post/142-2"),
    # Water & Irrigation is listed only by its own sioc:has_parent
    _s(b.VEGETABLES, b.WATER),
    # oldgrowth only by the role's sioc:function_of
    _s(b.KIWI_BIRD, b.OLDGROWTH),
    _s(b.WORKSHOP, b.TOOLS),
    _s(b.KIWI_BIRD, b.OLDGROWTH, b.TOMAS_R, b.RUSTYPLANE, b.NADIA),
    [b.ADMIN_JO],
    _s(b.TOMAS_R, b.DOVETAIL_DAN, b.RUSTYPLANE, b.BEATRIX_K),
    [b.QUIETBEE],
    [b.ADMIN_JO],
    # oldgrowth's "2018-02-10 09:14:03" is a plain string
    _s(b.ADMIN_JO, b.OLDGROWTH, b.TOMAS_R),
    ["Aroha Ngata"],
    ["2020-01-15T19:30:12+00:00"],
]
# kiwi_bird 142-2, 142-5, 145-2; tomas_r 104-2, 109-2, 118-3, 133-2, 150-3; rain barrels and drip; 1290 views;
# greta_h, kiwi_bird, mulchmonster, sprout; 8 posts (num_replies says 9); 9 gardeners; 5 moderators;
# rustyplane, tomas_r, dovetail_dan, guest_8841, beatrix.k, quietbee; dovetail_dan, fernhollow, nadia
COUNTS = [number(n) for n in (3, 5, 2, 1290, 4, 8, 9, 5, 6, 3)]

_e = bench._e
CONTAINER, CREATOR, REPLY_OF, NAME, FUNCTION_OF, MODIFIED = (
    b.CONTAINER, b.CREATOR, b.REPLY_OF, b.NAME, b.FUNCTION_OF, b.MODIFIED)
INT = b.XSD_INTEGER


def _mod(user: str) -> str:
    return f"ASK {{ ?r {NAME} \"moderator\" ; {FUNCTION_OF} {_e(user)} }}"


def _posted_in(user: str, thread: str) -> str:
    return f"ASK {{ ?p {CONTAINER} {_e(thread)} ; {CREATOR} {_e(user)} }}"


def _more_views(t1: str, t2: str) -> str:
    return f"ASK {{ {_e(t1)} {b.VIEWS} ?a . {_e(t2)} {b.VIEWS} ?c FILTER({INT}(?a) > {INT}(?c)) }}"


def _joined_before(u1: str, u2: str) -> str:
    return f"ASK {{ {_e(u1)} {b.CREATED} ?a . {_e(u2)} {b.CREATED} ?c FILTER(STR(?a) < STR(?c)) }}"


def _sub(child: str, parent: str) -> str:
    return f"ASK {{ {{ {_e(parent)} {b.PARENT_OF} {_e(child)} }} UNION {{ {_e(child)} {b.HAS_PARENT} {_e(parent)} }} }}"


def _real_name(user: str, name: str) -> str:
    return f"ASK {{ {_e(user)} {b.ACCOUNT_OF} ?p . ?p {b.FOAF_NAME} \"{name}\" }}"


def _in_group(user: str, group: str) -> str:
    return f"ASK {{ {{ {_e(user)} {b.MEMBER_OF} {_e(group)} }} UNION {{ {_e(group)} {b.HAS_MEMBER} {_e(user)} }} }}"


def _started(user: str, thread: str) -> str:
    return (f"ASK {{ ?p {CONTAINER} {_e(thread)} ; {CREATOR} {_e(user)} "
            f"FILTER NOT EXISTS {{ ?p {REPLY_OF} ?q }} }}")


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    _mod(b.TOMAS_R),
    _mod(b.DOVETAIL_DAN),
    _posted_in(b.KIWI_BIRD, b.T_RAIN),
    _posted_in(b.NADIA, b.T_RAIN),
    _more_views(b.T_COMPOST, b.T_MULCH),   # "976" > "884", both strings
    _more_views(b.T_DRIP, b.T_RAIN),       # 1104 < 1290
    _joined_before(b.OLDGROWTH, b.KIWI_BIRD),
    _joined_before(b.MAREK_W, b.FERNHOLLOW),
    f"ASK {{ ?p {b.CONTENT} ?c FILTER(LANGMATCHES(LANG(?c), \"de\")) }}",
    f"ASK {{ ?p {CONTAINER} {_e(b.T_RULES)} ; {REPLY_OF} ?q }}",
    _sub(b.VEGETABLES, b.GARDENING),
    _sub(b.TOOLS, b.GARDENING),
    _real_name(b.KIWI_BIRD, "Aroha Ngata"),
    _real_name(b.GRETA_H, "Greta Holm"),   # she is Greta Hoffmann
    f"ASK {{ {_e(b.POST_RULES)} {MODIFIED} ?m }}",
    f"ASK {{ ?p {CONTAINER} {_e(b.T_WORKBENCH)} ; {MODIFIED} ?m FILTER NOT EXISTS {{ ?p {REPLY_OF} ?q }} }}",
    _in_group(b.BEATRIX_K, b.WOODWORKERS),
    _in_group(b.SPROUT, b.STAFF),
    _started(b.RUSTYPLANE, b.T_DOVETAILS),
    _started(b.TOMAS_R, b.T_PLANE),
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_export_has_its_site_forums_threads_posts_accounts_roles_groups_and_tags():
    graph = _graph()
    assert len(graph) == 827
    counts = [len(set(graph.subjects(RDF.type, c))) for c in (
        SIOC.Site, SIOC.Forum, SIOC.Thread, SIOC.Post, SIOC.UserAccount, FOAF.Person, SIOC.Role, SIOC.Usergroup,
        SIOCT.MessageBoard, SIOCT.BoardPost, SKOS.Concept, FOAF.Document)]
    assert counts == [1, 7, 14, 64, 16, 11, 4, 3, 6, 61, 3, 1]
    site = rdflib.URIRef(bench.BASE)
    forums = set(graph.subjects(RDF.type, SIOC.Forum))
    assert set(graph.objects(site, SIOC.host_of)) == forums
    assert all(graph.value(f, SIOC.has_host) == site and graph.value(f, DCTERMS.title) for f in forums)
    for t in graph.subjects(RDF.type, SIOC.Thread):
        forum = graph.value(t, SIOC.has_container)
        assert forum in forums and (forum, SIOC.container_of, t) in graph
        assert graph.value(t, SIOC.last_activity_date).datatype == XSD.dateTime
    for p in graph.subjects(RDF.type, SIOC.Post):
        assert (graph.value(p, SIOC.has_container), RDF.type, SIOC.Thread) in graph
        assert (graph.value(p, SIOC.has_creator), RDF.type, SIOC.UserAccount) in graph
        assert graph.value(p, DCTERMS.created).datatype == XSD.dateTime
        assert graph.value(p, SIOC.content) is not None
    # the opening post of each thread answers nothing and carries the thread's title
    openers = [p for p in graph.subjects(RDF.type, SIOC.Post) if graph.value(p, SIOC.reply_of) is None]
    assert len(openers) == 14
    assert all(graph.value(p, DCTERMS.title) == graph.value(graph.value(p, SIOC.has_container), DCTERMS.title)
               for p in openers)
    # three replies carry a "Re: ..." title
    titled_replies = [p for p in graph.subjects(SIOC.reply_of, None) if graph.value(p, DCTERMS.title) is not None]
    assert len(titled_replies) == 3 and all(str(graph.value(p, DCTERMS.title)).startswith("Re: ") for p in titled_replies)


def test_the_export_is_untidy_as_real_ones_are():
    graph = _graph()
    # view and reply counts: mostly xsd:integer, some plain strings
    view_types = [v.datatype for v in graph.objects(None, SIOC.num_views)]
    assert view_types.count(XSD.integer) == 11 and view_types.count(None) == 3
    assert [r.datatype for r in graph.objects(None, SIOC.num_replies)].count(None) == 1
    intro = _u(bench.T_INTRO)
    assert int(graph.value(intro, SIOC.num_replies)) == 9
    assert len(set(graph.subjects(SIOC.has_container, intro))) == 8
    # 50 replies, 48 answered back by sioc:has_reply, none the other way only
    assert len(list(graph.triples((None, SIOC.reply_of, None)))) == 50
    assert len(list(graph.triples((None, SIOC.has_reply, None)))) == 48
    assert all((r, SIOC.reply_of, p) in graph for p, r in graph.subject_objects(SIOC.has_reply))
    # Gardening lists Vegetables but not Water & Irrigation, which names Gardening itself
    gardening, water = _u(bench.GARDENING), _u(bench.WATER)
    assert list(graph.objects(gardening, SIOC.parent_of)) == [_u(bench.VEGETABLES)]
    assert (water, SIOC.has_parent, gardening) in graph
    # every holder is named by the role; oldgrowth has no sioc:has_function back
    holders = set(graph.objects(None, SIOC.function_of))
    assert len(holders) == 6
    assert {u for u in holders if graph.value(u, SIOC.has_function) is None} == {_u(bench.OLDGROWTH)}
    assert {str(graph.value(r, SIOC.name)) for r in graph.subjects(RDF.type, SIOC.Role)} == {"administrator", "moderator"}
    # only Staff lists its members; every account says its own groups
    assert {g for g in graph.subjects(SIOC.has_member, None)} == {_u(bench.STAFF)}
    assert all((u, SIOC.member_of, g) in graph for g, u in graph.subject_objects(SIOC.has_member))
    # join dates: 14 xsd:dateTime, oldgrowth's a plain string, the guest account none
    accounts = list(graph.subjects(RDF.type, SIOC.UserAccount))
    joined = [graph.value(u, DCTERMS.created) for u in accounts]
    assert [j.datatype for j in joined if j is not None].count(XSD.dateTime) == 14
    assert graph.value(_u(bench.OLDGROWTH), DCTERMS.created) == rdflib.Literal("2018-02-10 09:14:03")
    assert joined.count(None) == 1 and graph.value(_u(bench.GUEST_8841), DCTERMS.created) is None
    # persons: 11 accounts have one, two are blank nodes, one has no name
    persons = list(graph.subjects(RDF.type, FOAF.Person))
    assert len([u for u in accounts if graph.value(u, SIOC.account_of) is not None]) == 11
    assert len([p for p in persons if isinstance(p, rdflib.BNode)]) == 2
    assert len([p for p in persons if graph.value(p, FOAF.name) is None]) == 1
    # four edited posts; six contents with a language tag
    assert len(set(graph.subjects(DCTERMS.modified, None))) == 4
    langs = sorted(c.language for c in graph.objects(None, SIOC.content) if c.language)
    assert langs == ["de", "en", "en", "en", "en", "pl"]
    # tags labelled two ways
    tags = set(graph.objects(None, SIOC.topic))
    assert len(tags) == 8
    assert len([t for t in tags if graph.value(t, RDFS.label)]) == 5
    assert len([t for t in tags if graph.value(t, SKOS.prefLabel)]) == 3


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
