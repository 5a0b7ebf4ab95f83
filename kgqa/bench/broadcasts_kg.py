"""``python -m kgqa.bench.broadcasts_kg``: questions about a broadcaster's programme catalogue, one JSON object on stdout.

The KG is ``tests/candidates/data/broadcasts.ttl``: a broadcaster's programme catalogue in the BBC
Programmes Ontology, as bbc.co.uk/programmes published it as RDF, for an invented broadcaster with
three channels, written by hand in Turtle (764 triples). Programme resources are opaque pids under
``http://www.example-broadcaster.co.uk/programmes/`` (``b0496lpj4#programme``,
``p05y3ybbd#programme``, broadcasts ``...#broadcast``). There are 5 ``po:Brand``s (Coastal Kitchens,
The Hidden Past, Wildwater, Harbour Lights, Frontline Stories), each with ``dc:title``,
``po:short_synopsis``, ``po:masterbrand`` (``masterbrands/two#masterbrand``, a ``po:MasterBrand``
with a ``dc:title``) and one or two ``po:genre``s (genre IRIs such as
``genres/factual/history#genre``, ``po:Genre``, two of the five with no label). Brands have
``po:series`` to 8 ``po:Series`` (``dc:title`` "Series 2", ``po:position`` as ``xsd:int``; the one
Wildwater series is titled "Wildwater" and has no position), and series have ``po:episode`` to 28
``po:Episode``s; Frontline Stories has no series, its two one-off episodes hang straight from the
brand by ``po:episode``. Episodes have ``dc:title`` (a real title, or "Episode 1", "Episode 2", ...
repeated across series), ``po:position`` (not the one-offs), ``po:short_synopsis``, for some
``po:medium_synopsis``, one or two ``po:genre``s, for documentaries ``po:format``
(``formats/documentaries#format``) and ``po:version`` to one or two ``po:Version``s (35 in all),
each with ``po:duration`` in seconds (``xsd:int``); the second versions are signed or audio
described, told by ``po:version_type`` to a labelled ``po:VersionType``
(``version_types/signed#version_type``). 40 ``po:Broadcast``s have ``po:broadcast_of`` a version,
``po:broadcast_on`` a ``po:Service`` (``http://www.example-broadcaster.co.uk/services/one#service``,
labelled by ``rdfs:label`` or, for Channel Two, ``dc:title``; with ``po:masterbrand``) and
``event:time`` a blank ``timeline:Interval`` with ``timeline:start`` and ``timeline:end``
(``xsd:dateTime``, UTC). Some episodes went out more than once (repeats on another channel, the
signed and audio described versions on Channel Three). Contributors are ``po:credit`` blank nodes,
on a brand (presenters, narrator), a series (producers) or an episode (actors, director, reporter),
with ``po:role`` (``roles/presenter``, some labelled) and ``po:participant`` a ``foaf:Person``
(``people/pwqbfv25#person``) with ``foaf:name``.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_broadcasts_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (a count, a sum or one stored number) and 20 yes/no
questions (10 of them false), in plain English as a viewer or TV journalist asks, not phrased after
the ontology's terms ("Who presents ...", "When was the first episode of series 2 ... shown",
"Which episodes ... were broadcast on Channel Two", "How long is ..."): one hop both ways (a
brand's presenter, a person's programme, a brand's genre and masterbrand), two to four hops (a
series' producer, the episodes an actor is in, the channel a signed version went out on, the
episodes of a brand shown on a channel, what a channel showed on a day), class questions with
conditions (episodes with a signed or audio described version, brands in a genre, episodes shown
after 10pm), superlatives (longest and shortest episode of a brand, the first Wildwater episode
shown), duration and date thresholds, counts of episodes, series, broadcasts and people, a sum of
running times, one stored duration, and yes/no on credits, channels, late broadcasts, durations,
versions, series sizes, dates, masterbrands, genres and one-offs. Some are typed carelessly
(lowercase without a question mark, " 's ", one misspelt brand, "Hidden Past" for "The Hidden
Past"). Where the answer is an entity it is the entity (its IRI, compared as ``b0496lpj4#programme``
under the programmes base and in full for services), not its name; a broadcast time is the
``xsd:dateTime`` as written.

    python -m kgqa.bench.broadcasts_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "broadcasts.ttl"
BASE = "http://www.example-broadcaster.co.uk/programmes/"
SERVICES = "http://www.example-broadcaster.co.uk/services/"
PO = "http://purl.org/ontology/po/"
EVENT = "http://purl.org/NET/c4dm/event.owl#"
TL = "http://purl.org/NET/c4dm/timeline.owl#"
DC = "http://purl.org/dc/elements/1.1/"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"


def _e(name: str) -> str:
    return f"<{BASE}{name}>"


def _p(pid: str) -> str:
    return _e(f"{pid}#programme")


SERIES, EPISODE, VERSION, DURATION, CREDIT, ROLE, PARTICIPANT, POSITION, GENRE, MASTERBRAND, VERSION_TYPE = (
    f"<{PO}{n}>" for n in ("series", "episode", "version", "duration", "credit", "role", "participant", "position",
                           "genre", "masterbrand", "version_type"))
BROADCAST_OF, BROADCAST_ON, SHORT_SYNOPSIS = f"<{PO}broadcast_of>", f"<{PO}broadcast_on>", f"<{PO}short_synopsis>"
BRAND_CLASS, EPISODE_CLASS = f"<{PO}Brand>", f"<{PO}Episode>"
TIME, START, TITLE = f"<{EVENT}time>", f"<{TL}start>", f"<{DC}title>"

CK, HP, WW, HL, FS = (_p(p) for p in ("b0496lpj4", "b024jzlht", "b0hdxn046", "b0x106r03", "b0zg6z7ns"))
CK1, HP2, HP3, HL1, HL2 = (_p(p) for p in ("p05y3ybbd", "p0q31lq9l", "p0rdn3k55", "p0v7mlrhw", "p0xxq29hp"))
CK2 = _p("p0hb44d35")
SALT, OYSTER, LOST_ABBEY, IRON_ROADS, DROWNED = (_p(p) for p in (
    "b0pdzm9dx", "b0w9x4zwc", "b0j73jvb4", "b08flmb6f", "b0yvk9lf9"))
OTTERS, KINGFISHER, STORM, LAST_FERRY, HL1_E1 = (_p(p) for p in (
    "b065f6ppc", "b0nlx0ghb", "b0dq39qhh", "b05q37gy5", "b04lcqnmz"))
MAREN, OSRIC, ISLA, TAMSIN, RORY, WYNN, HANA = (_e(f"people/{p}#person") for p in (
    "pwqbfv25", "psw77wlc", "p0t63q7g", "p2v294n2", "pcg6dq9s", "pd2sjr70", "pd2yh4pq"))
PRESENTER, NARRATOR, PRODUCER, ACTOR, DIRECTOR, REPORTER = (_e(f"roles/{r}") for r in (
    "presenter", "narrator", "producer", "actor", "director", "reporter"))
ONE, TWO, THREE = (f"<{SERVICES}{s}#service>" for s in ("one", "two", "three"))
MB_TWO = _e("masterbrands/two#masterbrand")
HISTORY, NATURE = _e("genres/factual/history#genre"), _e("genres/factual/scienceandnature/natureandenvironment#genre")
SIGNED, AUDIO_DESCRIBED = _e("version_types/signed#version_type"), _e("version_types/audiodescribed#version_type")
DOCUMENTARIES = _e("formats/documentaries#format")


def episode_of(brand: str, var: str) -> str:
    """``var`` is an episode of ``brand``: in one of its series, or a one-off straight under it."""
    return f"{{ {brand} {SERIES} ?s_{var[1:]} . ?s_{var[1:]} {EPISODE} {var} }} UNION {{ {brand} {EPISODE} {var} }}"


def shown(episode: str, var: str, service: str | None = None) -> str:
    """``episode`` went out (any of its versions), starting at ``var``; on ``service`` if given."""
    on = f"?b_{var[1:]} {BROADCAST_ON} {service} ." if service else ""
    return (f"{episode} {VERSION} ?v_{var[1:]} . ?b_{var[1:]} {BROADCAST_OF} ?v_{var[1:]} . {on} "
            f"?b_{var[1:]} {TIME} ?i_{var[1:]} . ?i_{var[1:]} {START} {var} .")


def lasts(episode: str, var: str) -> str:
    return f"{episode} {VERSION} ?dv_{var[1:]} . ?dv_{var[1:]} {DURATION} {var} ."


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # people
    ("Who presents Costal Kitchens?", "lists",
     f"SELECT ?x WHERE {{ {CK} {CREDIT} ?c . ?c {ROLE} {PRESENTER} ; {PARTICIPANT} ?x }}"),
    ("Which programme does Osric Penhallow present?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {BRAND_CLASS} ; {CREDIT} ?c . ?c {ROLE} {PRESENTER} ; {PARTICIPANT} {OSRIC} }}"),
    ("Who narrates Wildwater?", "lists",
     f"SELECT ?x WHERE {{ {WW} {CREDIT} ?c . ?c {ROLE} {NARRATOR} ; {PARTICIPANT} ?x }}"),
    ("Which episodes of Harbour Lights is Rory Gadd in?", "lists",
     f"SELECT ?x WHERE {{ {HL} {SERIES} ?s . ?s {EPISODE} ?x . ?x {CREDIT} ?c . ?c {ROLE} {ACTOR} ; {PARTICIPANT} {RORY} }}"),
    ("Who produced the third series of The Hidden Past?", "lists",
     (f"SELECT ?x WHERE {{ {HP} {SERIES} ?s . ?s {POSITION} ?n ; {CREDIT} ?c . FILTER(?n = 3) "
      f"?c {ROLE} {PRODUCER} ; {PARTICIPANT} ?x }}")),
    ("Which series of The Hidden Past did Wynn Castellan produce?", "lists",
     f"SELECT ?x WHERE {{ {HP} {SERIES} ?x . ?x {CREDIT} ?c . ?c {ROLE} {PRODUCER} ; {PARTICIPANT} {WYNN} }}"),
    ("Which Harbour Lights episodes did Wynn Castellan direct?", "lists",
     f"SELECT ?x WHERE {{ {HL} {SERIES} ?s . ?s {EPISODE} ?x . ?x {CREDIT} ?c . ?c {ROLE} {DIRECTOR} ; {PARTICIPANT} {WYNN} }}"),
    ("who's in storm warning", "lists",
     f"SELECT ?x WHERE {{ {STORM} {CREDIT} ?c . ?c {ROLE} {ACTOR} ; {PARTICIPANT} ?x }}"),
    ("Which episodes is Hana Szeto credited on?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {EPISODE_CLASS} ; {CREDIT} ?c . ?c {PARTICIPANT} {HANA} }}"),
    # brands, series, episodes
    ("What genre is Harbour Lights?", "lists", f"SELECT ?x WHERE {{ {HL} {GENRE} ?x }}"),
    ("Which brands are filed under the history genre?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {BRAND_CLASS} ; {GENRE} {HISTORY} }}"),
    ("Which masterbrand does Coastal Kitchens belong to?", "lists", f"SELECT ?x WHERE {{ {CK} {MASTERBRAND} ?x }}"),
    ("Which brands belong to the Channel Two masterbrand?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {BRAND_CLASS} ; {MASTERBRAND} {MB_TWO} }}"),
    ("What episodes has Frontline Stories had?", "lists", f"SELECT ?x WHERE {{ {episode_of(FS, '?x')} }}"),
    ("What is Harbour Lights 's series 2 episode 2 called?", "lists",
     f"SELECT ?x WHERE {{ {HL} {SERIES} ?s . ?s {POSITION} ?sn ; {EPISODE} ?e . ?e {POSITION} ?en ; {TITLE} ?x FILTER(?sn = 2 && ?en = 2) }}"),
    ("What is The Oyster Shed about?", "lists", f"SELECT ?x WHERE {{ {OYSTER} {SHORT_SYNOPSIS} ?x }}"),
    ("which wildwater episodes have an audio described version", "lists",
     f"SELECT ?x WHERE {{ {episode_of(WW, '?x')} ?x {VERSION} ?v . ?v {VERSION_TYPE} {AUDIO_DESCRIBED} }}"),
    ("Which episodes have a signed version?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {VERSION} ?v . ?v {VERSION_TYPE} {SIGNED} }}"),
    # durations
    ("What is the longest episode of Hidden Past?", "lists",
     f"SELECT ?x WHERE {{ {episode_of(HP, '?x')} {lasts('?x', '?d')} }} ORDER BY DESC(?d) LIMIT 1"),
    ("Which is the shortest episode of Coastal Kitchens?", "lists",
     f"SELECT ?x WHERE {{ {episode_of(CK, '?x')} {lasts('?x', '?d')} }} ORDER BY ?d LIMIT 1"),
    ("Which episodes of The Hidden Past run for more than an hour?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {episode_of(HP, '?x')} {lasts('?x', '?d')} FILTER(?d > 3600) }}"),
    ("Which episodes of Coastal Kitchens are longer than half an hour?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {episode_of(CK, '?x')} {lasts('?x', '?d')} FILTER(?d > 1800) }}"),
    # broadcasts
    ("When was the first episode of series 2 of The Hidden Past shown?", "lists",
     f"SELECT ?x WHERE {{ {HP} {SERIES} ?s . ?s {POSITION} ?sn ; {EPISODE} ?e . ?e {POSITION} ?en . {shown('?e', '?x')} FILTER(?sn = 2 && ?en = 1) }}"),
    ("Which episodes of Coastal Kitchens were broadcast on Channel Two?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {episode_of(CK, '?x')} {shown('?x', '?t', TWO)} }}"),
    ("Which channel was The Last Ferry shown on?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {LAST_FERRY} {VERSION} ?v . ?b {BROADCAST_OF} ?v ; {BROADCAST_ON} ?x }}"),
    ("Which channel broadcast the signed version of The Lost Abbey?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {LOST_ABBEY} {VERSION} ?v . ?v {VERSION_TYPE} {SIGNED} . "
      f"?b {BROADCAST_OF} ?v ; {BROADCAST_ON} ?x }}")),
    ("Which episodes went out after 10pm?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {shown('?x', '?t')} FILTER(HOURS(?t) >= 22) }}"),
    ("Which episodes were first shown in September 2024?", "lists",
     (f"SELECT ?x WHERE {{ {shown('?x', '?t')} }} GROUP BY ?x "
      f"HAVING (YEAR(MIN(?t)) = 2024 && MONTH(MIN(?t)) = 9)")),
    ("What was on Channel Three on 27 December 2023?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {shown('?x', '?t', THREE)} "
      f"FILTER(YEAR(?t) = 2023 && MONTH(?t) = 12 && DAY(?t) = 27) }}")),
    ("Which episode of Wildwater was shown first?", "lists",
     f"SELECT ?x WHERE {{ {episode_of(WW, '?x')} {shown('?x', '?t')} }} ORDER BY ?t LIMIT 1"),
    # counts
    ("How long is the episode 'Salt and Smoke'?", "counts", f"SELECT DISTINCT ?n WHERE {{ {lasts(SALT, '?n')} }}"),
    ("How many episodes does the third series of The Hidden Past have?", "counts",
     f"SELECT (COUNT(DISTINCT ?e) AS ?n) WHERE {{ {HP3} {EPISODE} ?e }}"),
    ("How many episodes of Coastal Kitchens are there?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {episode_of(CK, '?x')} }}"),
    ("How many times has Salt and Smoke been broadcast?", "counts",
     f"SELECT (COUNT(DISTINCT ?b) AS ?n) WHERE {{ {SALT} {VERSION} ?v . ?b {BROADCAST_OF} ?v }}"),
    ("How many broadcasts went out on Channel Three?", "counts",
     f"SELECT (COUNT(DISTINCT ?b) AS ?n) WHERE {{ ?b {BROADCAST_ON} {THREE} }}"),
    ("What is the total running time of Harbour Lights series 1, in seconds?", "counts",
     f"SELECT (SUM(?d) AS ?n) WHERE {{ {HL1} {EPISODE} ?e . ?e {VERSION} ?v . ?v {DURATION} ?d }}"),
    ("How many series of The Hidden Past have there been?", "counts",
     f"SELECT (COUNT(DISTINCT ?s) AS ?n) WHERE {{ {HP} {SERIES} ?s }}"),
    ("how many episodes has tamsin kells been in", "counts",
     f"SELECT (COUNT(DISTINCT ?e) AS ?n) WHERE {{ ?e {CREDIT} ?c . ?c {PARTICIPANT} {TAMSIN} }}"),
    ("How many episodes of Harbour Lights were shown in 2023?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {episode_of(HL, '?x')} {shown('?x', '?t')} FILTER(YEAR(?t) = 2023) }}"),
    ("How many people are credited on Harbour Lights?", "counts",
     (f"SELECT (COUNT(DISTINCT ?p) AS ?n) WHERE {{ {{ {HL} {CREDIT} ?c }} UNION {{ {HL} {SERIES} ?s . ?s {CREDIT} ?c }} "
      f"UNION {{ {HL} {SERIES} ?s . ?s {EPISODE} ?e . ?e {CREDIT} ?c }} ?c {PARTICIPANT} ?p }}")),
]
YES_NO = [
    ("Does Maren Tully present Coastal Kitchens?", True),
    ("Does Isla Brennock present The Hidden Past?", False),
    ("Was The Hidden Past ever shown after 10pm?", True),
    ("was coastal kitchens ever on after 10pm", False),
    ("Is Storm Warning longer than an hour?", True),
    ("Is The Oyster Shed longer than 45 minutes?", False),
    ("Was Salt and Smoke shown on Channel Two?", True),
    ("Was Iron Roads shown on Channel One?", False),
    ("Is there a signed version of The Lost Abbey?", True),
    ("is there an audio described version of salt and smoke", False),
    ("Does the third series of The Hidden Past have more episodes than the second?", False),
    ("Does series 1 of Coastal Kitchens have more episodes than series 2?", True),
    ("Is Rory Gadd in Storm Warning?", True),
    ("Did Wynn Castellan direct the first episode of Harbour Lights?", False),
    ("Was Kingfisher Summer shown before Otters of the Teme?", False),
    ("Is Harbour Lights a Channel Two programme?", True),
    ("Is Wildwater a history programme?", False),
    ("Did The Drowned Village go out in 2024?", True),
    ("Is The Last Ferry part of a series?", False),
    ("Did Frontline Stories go out on Channel Three?", True),
]


name_of = kg_questions.name_under(BASE)  # programmes by their pid (``b0496lpj4#programme``), services in full


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("broadcasts", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
