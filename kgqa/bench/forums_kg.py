"""``python -m kgqa.bench.forums_kg``: questions about an online community's discussion boards, their
threads, posts, members, moderators and tags in the SIOC shape, one JSON object on stdout.

The KG is ``tests/candidates/data/forums.ttl``: the SIOC export a forum engine's SIOC exporter would
publish for Greenhollow Commons, an invented community of growers, makers and fixers, written by
hand in Turtle (827 triples). Every resource is under ``http://community.example.net/`` (the
``sioc:Site`` is the base IRI itself) with the ids a board engine gives (``forum/3``,
``thread/121``, ``post/121-3`` for the third post of thread 121, ``user/kiwi_bird``, ``person/4``,
``role/moderator-3``, ``group/gardeners``, ``tag/rain-barrels``); the vocabulary is SIOC core
(``http://rdfs.org/sioc/ns#``) with the SIOC types module (``sioct:``, ``http://rdfs.org/sioc/types#``),
``dcterms:``, ``foaf:``, ``skos:`` and ``rdfs:``. A ``foaf:Document`` header names the export
(``foaf:primaryTopic`` the site). The ``sioc:Site`` "Greenhollow Commons" has
``sioc:has_administrator`` and ``sioc:host_of`` its seven ``sioc:Forum``s (six also
``sioct:MessageBoard``, Announcements not), each with ``dcterms:title``, most a
``dcterms:description``, ``sioc:has_host`` and ``sioc:container_of`` their threads: General
Discussion (forum/1), Workshop (forum/2) with the sub-forum Tools & Sharpening (forum/6), Gardening
(forum/3) with the sub-forums Vegetables (forum/5) and Water & Irrigation (forum/7), and
Announcements (forum/4); sub-forums carry ``sioc:has_parent``, parents ``sioc:parent_of``. 14
``sioc:Thread``s, two per forum (``dcterms:title``, ``sioc:has_container`` the forum,
``sioc:num_views``, ``sioc:num_replies``, ``sioc:last_activity_date`` as ``xsd:dateTime``), hold 64
``sioc:Post``s (``sioc:has_container`` the thread, ``sioc:has_creator`` the account,
``dcterms:created`` ``xsd:dateTime`` in PHP's ``date('c')`` form, ``2021-05-03T17:20:00+00:00``,
``sioc:content``); the 14 opening posts carry the thread's
``dcterms:title`` and have no ``sioc:reply_of``, the 50 replies ``sioc:reply_of`` the post they answer
(not always the opening one) with ``sioc:has_reply`` back. Eight tags (``tag/...``) are reached by
``sioc:topic`` from eleven posts, five labelled by ``rdfs:label`` ("rain barrels", "Sharpening"),
three typed ``skos:Concept`` with ``skos:prefLabel`` ("clay soil"@en). 16 ``sioc:UserAccount``s
have ``sioc:name`` (the nick), most a ``dcterms:created`` join date, ``sioc:member_of`` one or two of
three ``sioc:Usergroup``s (Staff, Gardeners, Woodworkers, ``sioc:name``), some ``sioc:avatar`` and
``sioc:email_sha1``, and eleven ``sioc:account_of`` a ``foaf:Person`` (``person/4``, ``foaf:name``
"Aroha Ngata"; three persons name their account back by ``foaf:holdsAccount``). Four reified
``sioc:Role``s (``sioc:name`` "administrator" scoped to the site, or "moderator" with
``sioc:has_scope`` one to three forums) list their holders by ``sioc:function_of``; the holders point
back by ``sioc:has_function``. Four posts were edited (``dcterms:modified``).
Untidy as such exports are: the views of three threads and the replies of one are plain strings
("884", "3"), the rest ``xsd:integer``; the introductions thread says ``sioc:num_replies`` 9 but holds
only seven replies (two deleted); Gardening lists only Vegetables by ``sioc:parent_of`` (Water &
Irrigation says ``sioc:has_parent`` Gardening, but Gardening does not list it); two replies have no
``sioc:has_reply`` back from the post they answer; the moderator oldgrowth is named only by the role's
``sioc:function_of`` (no ``sioc:has_function``); only the Staff group lists its members by
``sioc:has_member``, the others are reached by the accounts' ``sioc:member_of``; oldgrowth's join date
is a plain string in the database's form ("2018-02-10 09:14:03"), the guest account guest_8841 has none
and no person; two persons are blank nodes and one has no ``foaf:name``; three posts from the old
exporter are ``sioc:Post`` only (the other 61 also ``sioct:BoardPost``); three replies carry a
"Re: ..." title; six contents carry a language tag (one Polish, one German, four "en") and the rest
none; tags are labelled two ways.

The bench is blind: the KG and the questions were written, and every gold checked against the file
with rdflib (``tests/bench/test_forums_kg.py``: the list and count golds and an ASK per yes/no
question against answers worked out by hand from the file), before the engine was run on them, by
someone who had not read the engine's code; nothing in the engine was tuned for this KG. There are
30 list questions, 10 counts (a count or one stored number) and 20 yes/no questions (10 of them
false), in plain English as a community manager or member asks them, not phrased after the SIOC
terms ("Who started the thread about rain barrels?", "Who replied to Marek's first post?", "Who
moderates the Gardening forum?", "how many posts did kiwi_bird write in 2023"): one hop both ways
(a thread's forum, a member's join date, a tag's posts, the members of a group), two and three hops
(a thread's starter as the creator of its post with no ``sioc:reply_of``, the forums a member posted
in, the tags used in a thread, the administrator's threads, gardeners who posted in the Workshop),
through the reified roles (the moderators of a forum, the forums a member moderates), sub-forums
through ``sioc:parent_of`` or ``sioc:has_parent``, class questions with conditions (edited posts,
threads started in a year), superlatives (most viewed thread, latest activity, first and newest
account, first reply), number thresholds on views (stored as integers or strings) and date
thresholds on join dates (one a plain string), counts of posts, threads, distinct posters, group
members and moderators, one stored view count, and yes/no on roles, posting, view comparisons of two
threads, join order of two members, sub-forums, real names, edits, group membership and who started a
thread, and existence ("Has anyone posted in German?"). Some are typed carelessly (lower case, no
question mark, " 's ", "mods", "admin", "1k", one misspelt nick). Where the answer is an entity, the
answer is the entity (its path under the base, ``user/kiwi_bird``, ``thread/121``), not its name or
title; a date or string as written.

    python -m kgqa.bench.forums_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "forums.ttl"
BASE = "http://community.example.net/"
SIOC = "http://rdfs.org/sioc/ns#"
SIOCT = "http://rdfs.org/sioc/types#"
DCT = "http://purl.org/dc/terms/"
FOAF = "http://xmlns.com/foaf/0.1/"
SKOS = "http://www.w3.org/2004/02/skos/core#"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
XSD_INTEGER = "<http://www.w3.org/2001/XMLSchema#integer>"

# the resources the questions name, by their path under BASE
GENERAL, WORKSHOP, GARDENING, ANNOUNCEMENTS, VEGETABLES, TOOLS, WATER = (
    f"forum/{n}" for n in (1, 2, 3, 4, 5, 6, 7))
T_RULES, T_INTRO, T_WORKBENCH, T_MULCH, T_DOVETAILS, T_RAIN, T_COMPOST = (
    f"thread/{n}" for n in (101, 104, 109, 112, 118, 121, 127))
T_SEEDS, T_PLANE, T_DRIP, T_TOMATO, T_GARLIC, T_STONES, T_SERVER = (
    f"thread/{n}" for n in (130, 133, 137, 142, 145, 150, 156))
ADMIN_JO, OLDGROWTH, TOMAS_R, KIWI_BIRD, RUSTYPLANE, DOVETAIL_DAN, FERNHOLLOW, NADIA = (
    f"user/{n}" for n in ("admin_jo", "oldgrowth", "tomas_r", "kiwi_bird", "rustyplane", "dovetail_dan",
                          "fernhollow", "nadia"))
MAREK_W, IVY_LANE, BEATRIX_K, GRETA_H, MULCHMONSTER, SPROUT, QUIETBEE, GUEST_8841 = (
    f"user/{n}" for n in ("marek_w", "ivy_lane", "beatrix.k", "greta_h", "mulchmonster", "sprout", "quietbee",
                          "guest_8841"))
STAFF, GARDENERS, WOODWORKERS = "group/staff", "group/gardeners", "group/woodworkers"
TAG_RAIN, TAG_CLAY, TAG_COMPOSTING, TAG_TOMATOES = "tag/rain-barrels", "tag/clay-soil", "tag/composting", "tag/tomatoes"
TAG_HAND_TOOLS, TAG_SHARPENING, TAG_IRRIGATION, TAG_MEETUPS = (
    "tag/hand-tools", "tag/sharpening", "tag/irrigation", "tag/meetups")
POST_RULES = "post/101-1"


def _e(path: str) -> str:
    return f"<{BASE}{path}>"


def _s(name: str) -> str:
    return f"<{SIOC}{name}>"


(CONTAINER, CREATOR, REPLY_OF, HAS_REPLY, TOPIC, NAME, ACCOUNT_OF, MEMBER_OF, HAS_MEMBER, FUNCTION_OF,
 HAS_FUNCTION, SCOPE, PARENT_OF, HAS_PARENT, VIEWS, REPLIES, LAST_ACTIVITY, CONTENT) = (
    _s(n) for n in ("has_container", "has_creator", "reply_of", "has_reply", "topic", "name", "account_of",
                    "member_of", "has_member", "function_of", "has_function", "has_scope", "parent_of",
                    "has_parent", "num_views", "num_replies", "last_activity_date", "content"))
THREAD, POST, USER_ACCOUNT, ROLE = _s("Thread"), _s("Post"), _s("UserAccount"), _s("Role")
CREATED, MODIFIED, TITLE = f"<{DCT}created>", f"<{DCT}modified>", f"<{DCT}title>"
FOAF_NAME = f"<{FOAF}name>"


def a(path: str) -> str:
    return _e(path)


def opening(p: str) -> str:
    """``p`` opens its thread: it answers no other post."""
    return f"FILTER NOT EXISTS {{ {p} {REPLY_OF} ?answered }}"


def member(x: str, group: str) -> str:
    """``x`` is in ``group``, said by the account or by the group."""
    return f"{{ {x} {MEMBER_OF} {group} }} UNION {{ {group} {HAS_MEMBER} {x} }}"


def holds(x: str, role_name: str, role: str = "?role") -> str:
    """``x`` holds a role named ``role_name``, said by the role or by the account."""
    return (f"{role} {RDF_TYPE} {ROLE} ; {NAME} \"{role_name}\" . "
            f"{{ {role} {FUNCTION_OF} {x} }} UNION {{ {x} {HAS_FUNCTION} {role} }}")


def views(t: str, v: str) -> str:
    """``v`` is thread ``t``'s view count as a number (some are stored as strings)."""
    return f"{t} {VIEWS} {v}_raw . BIND({XSD_INTEGER}({v}_raw) AS {v})"


def in_workshop(t: str) -> str:
    """thread ``t`` is in the Workshop or one of its sub-forums."""
    return (f"{{ {t} {CONTAINER} {a(WORKSHOP)} }} UNION "
            f"{{ {t} {CONTAINER} ?sub . {{ ?sub {HAS_PARENT} {a(WORKSHOP)} }} UNION {{ {a(WORKSHOP)} {PARENT_OF} ?sub }} }}")


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # threads and who started them
    ("Who started the thread about rain barrels?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?p {CONTAINER} {a(T_RAIN)} ; {CREATOR} ?x . {opening('?p')} }}"),
    ("Which threads did kiwi_bird start?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?p {CREATOR} {a(KIWI_BIRD)} ; {CONTAINER} ?x . {opening('?p')} }}"),
    ("Which threads did the administrator start?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {holds('?u', 'administrator')} ?p {CREATOR} ?u ; {CONTAINER} ?x . "
      f"{opening('?p')} }}")),
    ("Which threads were started in 2023?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?p {CONTAINER} ?x ; {CREATED} ?d . ?x {RDF_TYPE} {THREAD} . {opening('?p')} "
      f"FILTER(YEAR(?d) = 2023) }}")),
    ("which board is the garlic planting thread in", "lists", f"SELECT ?x WHERE {{ {a(T_GARLIC)} {CONTAINER} ?x }}"),
    # views and activity
    ("Which threads have had more than 2000 views?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {THREAD} . {views('?x', '?v')} FILTER(?v > 2000) }}"),
    ("Which threads in Tools & Sharpening have over 1k views", "lists",
     f"SELECT ?x WHERE {{ ?x {CONTAINER} {a(TOOLS)} . {views('?x', '?v')} FILTER(?v > 1000) }}"),
    ("Which thread has the most views?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {THREAD} . {views('?x', '?v')} }} ORDER BY DESC(?v) LIMIT 1"),
    ("Which thread was active most recently?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {THREAD} ; {LAST_ACTIVITY} ?d }} ORDER BY DESC(?d) LIMIT 1"),
    # replies
    ("Who replied to Marek's first post?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {{ SELECT ?first WHERE {{ ?first {CREATOR} {a(MAREK_W)} ; {CREATED} ?d }} "
      f"ORDER BY ?d LIMIT 1 }} ?r {REPLY_OF} ?first ; {CREATOR} ?x }}")),
    ("Who wrote the first reply in the tomato blight thread?", "lists",
     (f"SELECT ?x WHERE {{ ?p {CONTAINER} {a(T_TOMATO)} ; {REPLY_OF} ?q ; {CREATED} ?d ; {CREATOR} ?x }} "
      f"ORDER BY ?d LIMIT 1")),
    ("Who replied to kiwi_bird in the composting thread?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?k {CONTAINER} {a(T_COMPOST)} ; {CREATOR} {a(KIWI_BIRD)} . "
      f"?r {REPLY_OF} ?k ; {CREATOR} ?x }}")),
    # where members post
    ("Which threads has greta_h posted in?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?p {CREATOR} {a(GRETA_H)} ; {CONTAINER} ?x }}"),
    ("Which forums has beatrix.k posted in?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?p {CREATOR} {a(BEATRIX_K)} ; {CONTAINER} ?t . ?t {CONTAINER} ?x }}"),
    ("Which members of the Gardeners group have posted in the Workshop forum?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {member('?x', a(GARDENERS))} ?p {CREATOR} ?x ; {CONTAINER} ?t . "
      f"{in_workshop('?t')} }}")),
    # tags
    ("Which tags were used in the drip irrigation thread?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?p {CONTAINER} {a(T_DRIP)} ; {TOPIC} ?x }}"),
    ("Which posts are tagged with sharpening?", "lists", f"SELECT ?x WHERE {{ ?x {TOPIC} {a(TAG_SHARPENING)} }}"),
    ("Who has written posts about hand tools?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?p {TOPIC} {a(TAG_HAND_TOOLS)} ; {CREATOR} ?x }}"),
    ("Which posts have been edited?", "lists", f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {POST} ; {MODIFIED} ?m }}"),
    # forums, roles, groups
    ("Which sub-forums does the Gardening forum have?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {{ {a(GARDENING)} {PARENT_OF} ?x }} UNION {{ ?x {HAS_PARENT} {a(GARDENING)} }} }}"),
    ("Who moderates the Gardening forum?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {holds('?x', 'moderator')} ?role {SCOPE} {a(GARDENING)} }}"),
    ("what forums does tomas_r moderate", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {holds(a(TOMAS_R), 'moderator')} ?role {SCOPE} ?x }}"),
    ("Who are the mods here?", "lists", f"SELECT DISTINCT ?x WHERE {{ {holds('?x', 'moderator')} }}"),
    ("Who is the site admin?", "lists", f"SELECT DISTINCT ?x WHERE {{ {holds('?x', 'administrator')} }}"),
    ("Who is in the Woodworkers group?", "lists", f"SELECT DISTINCT ?x WHERE {{ {member('?x', a(WOODWORKERS))} }}"),
    # accounts
    ("Who joined most recently?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {USER_ACCOUNT} ; {CREATED} ?d }} ORDER BY DESC(STR(?d)) LIMIT 1"),
    ("Which account was registered first?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {USER_ACCOUNT} ; {CREATED} ?d }} ORDER BY STR(?d) LIMIT 1"),
    ("Which members joined before 2019?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {USER_ACCOUNT} ; {CREATED} ?d FILTER(STR(?d) < \"2019\") }}"),
    ("what is kiwi_brid 's real name", "lists", f"SELECT ?x WHERE {{ {a(KIWI_BIRD)} {ACCOUNT_OF} ?p . ?p {FOAF_NAME} ?x }}"),
    ("When did dovetail_dan join the forum?", "lists", f"SELECT ?x WHERE {{ {a(DOVETAIL_DAN)} {CREATED} ?x }}"),
    # counts
    ("how many posts did kiwi_bird write in 2023", "counts",
     f"SELECT (COUNT(DISTINCT ?p) AS ?n) WHERE {{ ?p {CREATOR} {a(KIWI_BIRD)} ; {CREATED} ?d FILTER(YEAR(?d) = 2023) }}"),
    ("How many posts has tomas_r written?", "counts",
     f"SELECT (COUNT(DISTINCT ?p) AS ?n) WHERE {{ ?p {RDF_TYPE} {POST} ; {CREATOR} {a(TOMAS_R)} }}"),
    ("How many threads are there in Water & Irrigation?", "counts",
     f"SELECT (COUNT(DISTINCT ?t) AS ?n) WHERE {{ ?t {RDF_TYPE} {THREAD} ; {CONTAINER} {a(WATER)} }}"),
    ("How many views has the rain barrel thread had?", "counts", f"SELECT ?n WHERE {{ {a(T_RAIN)} {VIEWS} ?n }}"),
    ("How many different people posted in the tomato blight thread?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?p {CONTAINER} {a(T_TOMATO)} ; {CREATOR} ?x }}"),
    ("How many posts are there in the Introduce yourself thread?", "counts",
     f"SELECT (COUNT(DISTINCT ?p) AS ?n) WHERE {{ ?p {RDF_TYPE} {POST} ; {CONTAINER} {a(T_INTRO)} }}"),
    ("How many members does the Gardeners group have?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {member('?x', a(GARDENERS))} }}"),
    ("How many moderators are there?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {holds('?x', 'moderator')} }}"),
    ("How many different members have posted in Tools & Sharpening?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?t {CONTAINER} {a(TOOLS)} . ?p {CONTAINER} ?t ; {CREATOR} ?x }}"),
    ("How many people joined in 2020?", "counts",
     (f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {USER_ACCOUNT} ; {CREATED} ?d "
      f"FILTER(STRSTARTS(STR(?d), \"2020\")) }}")),
]
YES_NO = [
    ("Is tomas_r a moderator?", True),
    ("Is dovetail_dan a moderator?", False),
    ("Did kiwi_bird reply in the rain barrel thread?", True),
    ("Has nadia posted in the rain barrel thread?", False),
    ("Has the composting thread had more views than the mulch thread?", True),
    ("Does the drip irrigation thread have more views than the rain barrel one?", False),
    ("Did oldgrowth join before kiwi_bird?", True),
    ("Did marek_w join before fernhollow?", False),
    ("Has anyone posted in German?", True),
    ("Has anyone replied to the forum rules?", False),
    ("Is Vegetables a sub-forum of Gardening?", True),
    ("Is Tools & Sharpening a sub-forum of Gardening?", False),
    ("Is Aroha Ngata the person behind kiwi_bird?", True),
    ("Is greta_h 's real name Greta Holm?", False),
    ("Was the forum rules post edited?", True),
    ("Was the opening post of the workbench thread edited?", False),
    ("Is beatrix.k in the Woodworkers group?", True),
    ("Is sprout in the Staff group?", False),
    ("Did rustyplane start the dovetails thread?", True),
    ("did tomas_r start the thread about restoring a hand plane", False),
]


name_of = kg_questions.name_under(BASE)  # resources by their path (``user/kiwi_bird``, ``thread/121``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("forums", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
