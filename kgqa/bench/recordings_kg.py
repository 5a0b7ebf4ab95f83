"""``python -m kgqa.bench.recordings_kg``: questions about an independent record label's catalogue in
the Music Ontology shape (artists, bands, releases, records, tracks, master signals, recording
sessions and live performances), one JSON object on stdout.

The KG is ``tests/candidates/data/recordings.ttl``: the catalogue export of Hollow Pine Records, an
invented Bristol indie label, written by hand in Turtle (932 triples). Every resource is under
``http://catalogue.hollowpine.example.org/``, most with a MusicBrainz-like UUID (``artist/bdaf99b2-...``,
``release/...``, ``record/...``, ``track/...``, ``signal/...``, ``recording/...``, ``performance/...``,
``label/...``, ``person/...``, ``event/...``), places and genres with a slug (``place/glasgow``,
``genre/post-rock``); the vocabulary is the Music Ontology (``http://purl.org/ontology/mo/``) with
``foaf:``, ``dcterms:``, ``event:`` (``http://purl.org/NET/c4dm/event.owl#``), ``tl:`` (the timeline
ontology) and ``rdfs:``. Three ``mo:Label``s: Hollow Pine Records, its reissue imprint Second Growth
(``dcterms:isPartOf`` Hollow Pine) and Kumo Onkyo, a Tokyo licensee (``rdfs:label`` "Kumo Onkyō").
Seventeen artists with ``foaf:name`` and most a ``mo:origin`` (a ``dcterms:Location``: Bristol,
Glasgow, Leeds, Tokyo): four ``mo:MusicGroup``s (The Lantern Kites, Greywater, Velvet Shoals, The
Orchard Static) with ``mo:activity_start`` as a year (Greywater also a ``mo:activity_end`` date), twelve
``mo:SoloMusicArtist``s with ``foaf:gender`` as a plain string, and Kasimir, typed only
``mo:MusicArtist``; band members by ``foaf:member``, one only by ``mo:member_of``, Sol Brandt in two
bands, The Orchard Static with none listed; two ``foaf:Person``s who produce and engineer. 19
``mo:Release``s with ``dcterms:title``, ``foaf:maker``, ``mo:release_type`` (``mo:album``,
``mo:single``, ``mo:ep``, ``mo:live``, ``mo:compilation``), ``mo:label``, ``mo:catalogue_number``
("HPR-015"), ``mo:genre`` (seven ``mo:Genre``s with ``rdfs:label``), some a ``mo:producer`` and
``mo:record`` to 20 ``mo:Record``s (``mo:media_type`` ``mo:CD`` or ``mo:Vinyl``, a double LP with
``mo:record_number``) that hold 66 ``mo:Track``s by ``mo:track`` (``dcterms:title``,
``mo:track_number``, ``mo:duration`` in milliseconds); release dates are ``mo:ReleaseEvent``s
(``mo:release``) with ``event:time`` a ``tl:Instant`` at a ``tl:atDate``. 27 ``mo:Signal``s (the
masters, with ``dcterms:title``, some an ``mo:isrc``) are ``mo:published_as`` their tracks, one master
on a single, an album and the label's sampler; three ``mo:Recording`` sessions (``event:place`` a
studio, ``mo:engineer``, ``mo:produced_signal``) and two live ``mo:Performance``s (``mo:performer``,
``event:place`` a venue, ``event:time``, ``mo:recorded_as``); a remix signal has ``mo:remix_of`` and
``mo:remixer``. Untidy as such exports are: one release date only a year (``tl:atYear``
"2011"^^xsd:gYear), two tracks without a duration, two releases without a tracklist (one gives only
``mo:track_count``), two records without a media type, a compilation with no ``foaf:maker`` (its
tracks have one each) and no genre, a co-release with two labels, a Japanese edition titled like the
original (``mo:other_release_of``), one catalogue number written "HPR022", one soloist without a
gender, and nicknames (``foaf:nick`` "Rosie K", "佐藤ミラ").

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_recordings_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (a count or one stored number) and 20 yes/no questions (10
of them false), in plain English as a record collector, a label manager or a music journalist asks
them, not phrased after the Music Ontology's terms ("Who are the members of The Lantern Kites?",
"Which releases feature the song Harbour Lights?", "Where was Low Tide Cathedral recorded?", "Who
remixed Glasshouse?"): one hop both ways (a band's members and a member's bands, a release's labels
and a label's releases, an artist's origin, a catalogue number, an ISRC, a release date), two and
three hops through records, tracks, signals, sessions and performances (the releases a master is on,
the engineer or studio of an album, the live tracks of an album, the artists on the sampler, whose
album a musician produced), class questions with conditions (female soloists, bands formed after
2010, Greywater's albums), superlatives on track durations, date thresholds on release dates (one
only a year) and a duration threshold, counts of tracks, releases, members, albums, soloists and
session masters, one stored track count and one stored duration, and yes/no on membership, splits,
producers, studios, media, remixes, origins and comparisons of two release dates, two durations and
two tracklists. Some are typed carelessly (lower case, no question mark, "whats", one misspelt
name). Where the answer is an entity, the answer is the entity (its path under the base,
``artist/bdaf99b2-e387-4961-9031-3fb50e2ab694``), not its name; a date or string as written.

    python -m kgqa.bench.recordings_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "recordings.ttl"
BASE = "http://catalogue.hollowpine.example.org/"
MO = "http://purl.org/ontology/mo/"
FOAF = "http://xmlns.com/foaf/0.1/"
DCT = "http://purl.org/dc/terms/"
EVENT = "http://purl.org/NET/c4dm/event.owl#"
TL = "http://purl.org/NET/c4dm/timeline.owl#"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"

# the resources the questions name, by their path under BASE
HOLLOW_PINE = "label/0d62eb99-11b4-4452-a271-bac651e35e39"
SECOND_GROWTH = "label/705e7e6a-fee0-40b7-bfc0-e853d82f125e"
KUMO_ONKYO = "label/3770476f-458b-4640-a236-4f8791ff7dee"
DEV_OKAFOR = "person/ff076de7-6e32-42e3-81b6-113bf5f40fef"
LISE_MARCHETTI = "person/de2c831d-65a9-4ace-aa4b-ceef28223963"
LANTERN_KITES = "artist/bdaf99b2-e387-4961-9031-3fb50e2ab694"
GREYWATER = "artist/a0714b69-ab8d-4c9b-9999-7a9ca6baadb8"
VELVET_SHOALS = "artist/304d282c-999e-46ff-ac6b-01efa54f9e98"
ORCHARD_STATIC = "artist/3eb31864-435b-4050-8d18-c92dce6d3948"
MAREN_HOLT = "artist/08b1cfc1-cf6e-49cc-934f-dc4fa0e98bbd"
TOBIAS_REYNE = "artist/85e0def9-c08d-4858-91b5-8dbd7fc48a35"
IDA_CALLOWAY = "artist/9292ca7c-4068-45eb-b017-46797cb1ee6f"
SOL_BRANDT = "artist/cb26d677-d938-4a76-b878-c6d51631fc27"
NADIA_FIRTH = "artist/e87e140e-f0ff-4431-889f-51781f09b143"
OWEN_PRYCE = "artist/912929f6-e590-40e4-9707-a53947bb0751"
CASS_ORMOND = "artist/6d5a97a4-eebc-4260-9fcb-a4860b35059e"
JUNE_ASHBY = "artist/1501ac50-d0b3-43d9-9575-7fd02a5f15a8"
ELIAS_GROVE = "artist/a3b978d3-dcc8-4891-b501-fd6309eba2be"
ROSA_KETTERIDGE = "artist/41cbc2f0-561f-43db-957f-996850447800"
HAL_TENNANT = "artist/d5917b14-db01-4806-a404-537db81f6602"
MIRA_SATO = "artist/7787aac9-82fe-4448-8209-e81ab0355719"
KASIMIR = "artist/b40c48bd-ecd5-46cf-b108-98d867baac6d"
PAPER_WEATHER = "release/de9f5c94-d170-49d3-8927-d634dae7f459"
PAPER_WEATHER_REISSUE = "release/70d75771-9f33-4948-8b14-2e8cb5f70365"
HARBOUR_LIGHTS_SINGLE = "release/3f45ce8b-8117-468c-8cda-e15fc5dbde75"
SIGNAL_FIRES = "release/6b05c88c-a890-40d1-a193-6eed9872c5d3"
LIVE_CORN_EXCHANGE = "release/4ef39cdc-57aa-4c65-96a3-88b240126a49"
UNDERTOW_EP = "release/b74f6686-8959-4277-af69-9e49e990d638"
LOW_TIDE_CATHEDRAL = "release/64222053-eb11-43c0-8be5-bce1fca78769"
FATHOMS = "release/00d13500-71ff-4881-99c0-5e2949c5fe62"
FATHOMS_JAPAN = "release/52a0cec3-0e10-482e-9d09-a416f7be174b"
SLOW_BLOOM = "release/062458a8-93b2-4abc-883e-2b88719a8926"
GLASSHOUSE_SINGLE = "release/7ef274e4-e9e2-4ce4-a0e8-6052fdb40f75"
RIDGELINE = "release/1b7c4fe3-0ecd-4334-bbd6-fa57158fd0ec"
FERRY_SONGS = "release/1bc13f19-81b5-45aa-a65e-fea910397dd0"
WINTERING = "release/7025e218-ed76-4e26-88ba-090cf2da6d29"
DELTA_REELS = "release/fdc600ef-1ec3-4a4c-8bfe-cab94d464581"
RAIN_GARDEN = "release/ed5f2a79-6ad0-499c-84cd-d3ae66310acf"
SAMPLER = "release/de6b49d9-e069-4c12-bda5-d9eca8d20e99"
PULSE_CARTOGRAPHY = "release/f02fd9c5-23af-4b99-8eba-385eba7ae8ae"
WINDFALL = "release/f098cfa6-15f5-461d-869d-3e327c85bb6e"
KITE_STRING = "track/652b5da4-b490-469d-8023-e3aae8632b8d"
LEVIATHAN_ASLEEP = "track/9fb712b1-9223-455b-9c93-678301c86f8b"
THE_CROSSING_LIVE = "track/17985f06-9ac2-4e6c-a804-c3763f74d99d"
PULSE_CARTOGRAPHY_TRACK = "track/da678660-70c5-4f29-a816-c52563212483"
MERIDIAN = "track/befc791c-0d63-4953-8b25-8e66038fc29a"
HARBOUR_LIGHTS = "signal/9f1a7362-e89e-4e2d-9643-b408fb84f6be"
GLASSHOUSE = "signal/800e179b-a713-4729-847c-82ece957ee24"
GLASSHOUSE_REMIX = "signal/cf4ef405-49ad-4e38-b711-df890836e6f2"
SOUNDING_LINE = "signal/3e08287a-4f8e-4f73-913d-9494ae96edac"
FATHOMS_SIGNAL = "signal/d75df0d9-660e-42c6-bb43-4c87ae88370b"
HADAL = "signal/032e097a-1fdb-4701-b1ec-765116a1bc83"
SURFACING = "signal/ce1c795f-4cb0-4508-8cdf-68b05ef3b754"
THERMOCLINE = "signal/49fae2f2-61bd-47ea-944d-2f8b082b52e0"
SIGNAL_FIRES_SESSIONS = "recording/cb159a12-92ab-4bca-9757-7f52abc69275"
CORN_EXCHANGE_GIG = "performance/aa44c4fa-0d9f-490e-9fb1-dfd4f3af8338"
BRISTOL = "place/bristol"
GLASGOW = "place/glasgow"
LEEDS = "place/leeds"
TOKYO = "place/tokyo"
BLACKWATER_STUDIO = "place/blackwater-studio"
KELPIE_ROOMS = "place/kelpie-rooms"
LEEDS_CORN_EXCHANGE = "place/leeds-corn-exchange"


def _e(path: str) -> str:
    return f"<{BASE}{path}>"


def _m(name: str) -> str:
    return f"<{MO}{name}>"


def a(path: str) -> str:
    return _e(path)


(MAKER, MEMBER, NAME, GENDER, NICK) = (f"<{FOAF}{n}>" for n in ("maker", "member", "name", "gender", "nick"))
(MEMBER_OF, ORIGIN, STARTED, ENDED, RELEASE_TYPE, LABEL, CATNO, GENRE, PRODUCER, RECORD, TRACK, DURATION,
 TRACK_COUNT, MEDIA, RELEASE, PUBLISHED_AS, ISRC, PRODUCED_SIGNAL, ENGINEER, PERFORMER, RECORDED_AS,
 REMIX_OF, REMIXER, OTHER_RELEASE_OF) = (_m(n) for n in (
    "member_of", "origin", "activity_start", "activity_end", "release_type", "label", "catalogue_number",
    "genre", "producer", "record", "track", "duration", "track_count", "media_type", "release",
    "published_as", "isrc", "produced_signal", "engineer", "performer", "recorded_as", "remix_of",
    "remixer", "other_release_of"))
(RELEASE_C, GROUP_C, SOLO_C, PERFORMANCE_C, ALBUM, EP, VINYL, CD) = (_m(n) for n in (
    "Release", "MusicGroup", "SoloMusicArtist", "Performance", "album", "ep", "Vinyl", "CD"))
TITLE, PART_OF = f"<{DCT}title>", f"<{DCT}isPartOf>"
PLACE, TIME = f"<{EVENT}place>", f"<{EVENT}time>"
AT_DATE, AT_YEAR = f"<{TL}atDate>", f"<{TL}atYear>"


def members(group: str, x: str) -> str:
    """``x`` is a member of ``group``, stated either way round."""
    return f"{group} {MEMBER}|^{MEMBER_OF} {x} ."


def on(release: str, track: str) -> str:
    """``track`` is on one of ``release``'s records."""
    return f"{release} {RECORD}/{TRACK} {track} ."


def released(release: str, date: str, v: str = "e") -> str:
    """``release`` came out on ``date`` (an ``xsd:date``, or only a ``xsd:gYear``)."""
    return f"?{v} {RELEASE} {release} ; {TIME}/({AT_DATE}|{AT_YEAR}) {date} ."


def year(date: str, op: str, y: int) -> str:
    return f"FILTER(SUBSTR(STR({date}), 1, 4) {op} \"{y}\")"


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # artists and bands
    ("Who are the members of The Lantern Kites?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {members(a(LANTERN_KITES), '?x')} }}"),
    ("Which bands has Sol Brant played in?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {RDF_TYPE} {GROUP_C} . {members('?x', a(SOL_BRANDT))} }}"),
    ("who is in velvet shoals", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {members(a(VELVET_SHOALS), '?x')} }}"),
    ("Which artists are from Glasgow?", "lists", f"SELECT ?x WHERE {{ ?x {ORIGIN} {a(GLASGOW)} }}"),
    ("Which solo artists are women?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {SOLO_C} ; {GENDER} \"female\" }}"),
    ("Which groups formed after 2010?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {GROUP_C} ; {STARTED} ?s {year('?s', '>', 2010)} }}"),
    # releases and labels
    ("Which albums did Greywater release?", "lists",
     f"SELECT ?x WHERE {{ ?x {MAKER} {a(GREYWATER)} ; {RELEASE_TYPE} {ALBUM} }}"),
    ("Which releases came out on Second Growth?", "lists", f"SELECT ?x WHERE {{ ?x {LABEL} {a(SECOND_GROWTH)} }}"),
    ("What label released Rain Garden?", "lists", f"SELECT ?x WHERE {{ {a(RAIN_GARDEN)} {LABEL} ?x }}"),
    ("Which labels have put out Greywater records?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?r {RDF_TYPE} {RELEASE_C} ; {MAKER} {a(GREYWATER)} ; {LABEL} ?x }}"),
    ("Which release is the Japanese edition of Fathoms?", "lists",
     f"SELECT ?x WHERE {{ ?x {OTHER_RELEASE_OF} {a(FATHOMS)} }}"),
    ("Which releases did Dev Okafor produce?", "lists", f"SELECT ?x WHERE {{ ?x {PRODUCER} {a(DEV_OKAFOR)} }}"),
    ("Whose album did Maren Holt produce?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?r {PRODUCER} {a(MAREN_HOLT)} ; {MAKER} ?x }}"),
    ("What is the catalogue number of Ridgeline?", "lists", f"SELECT ?x WHERE {{ {a(RIDGELINE)} {CATNO} ?x }}"),
    ("When was Slow Bloom released?", "lists",
     f"SELECT ?x WHERE {{ ?e {RELEASE} {a(SLOW_BLOOM)} ; {TIME}/{AT_DATE} ?x }}"),
    ("Which releases came out before 2012?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {RDF_TYPE} {RELEASE_C} . {released('?x', '?d')} {year('?d', '<', 2012)} }}"),
    ("What did the label put out in 2016?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {RDF_TYPE} {RELEASE_C} . {released('?x', '?d')} {year('?d', '=', 2016)} }}"),
    ("Which Lantern Kites releases came out after 2011?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?x {RDF_TYPE} {RELEASE_C} ; {MAKER} {a(LANTERN_KITES)} . "
      f"{released('?x', '?d')} {year('?d', '>', 2011)} }}")),
    # tracks, masters, sessions and gigs
    ("Which releases feature the song Harbour Lights?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {a(HARBOUR_LIGHTS)} {PUBLISHED_AS} ?t . {on('?x', '?t')} }}"),
    ("What is the longest track on Low Tide Cathedral?", "lists",
     f"SELECT ?x WHERE {{ {on(a(LOW_TIDE_CATHEDRAL), '?x')} ?x {DURATION} ?d }} ORDER BY DESC(?d) LIMIT 1"),
    ("whats the shortest track on paper weather", "lists",
     f"SELECT ?x WHERE {{ {on(a(PAPER_WEATHER), '?x')} ?x {DURATION} ?d }} ORDER BY ?d LIMIT 1"),
    ("Which tracks on Pulse Cartography are longer than six minutes?", "lists",
     f"SELECT ?x WHERE {{ {on(a(PULSE_CARTOGRAPHY), '?x')} ?x {DURATION} ?d FILTER(?d > 360000) }}"),
    ("Which artists appear on the Hollow Pine Sampler?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {on(a(SAMPLER), '?t')} ?t {MAKER} ?x }}"),
    ("What's the ISRC for Harbour Lights?", "lists", f"SELECT ?x WHERE {{ {a(HARBOUR_LIGHTS)} {ISRC} ?x }}"),
    ("Who remixed Glasshouse?", "lists",
     f"SELECT ?x WHERE {{ ?s {REMIX_OF} {a(GLASSHOUSE)} ; {REMIXER} ?x }}"),
    ("Who engineered the Signal Fires sessions?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?rec {ENGINEER} ?x ; {PRODUCED_SIGNAL} ?s . ?s {PUBLISHED_AS} ?t . "
      f"{on(a(SIGNAL_FIRES), '?t')} }}")),
    ("Where was Low Tide Cathedral recorded?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?rec {PLACE} ?x ; {PRODUCED_SIGNAL} ?s . ?s {PUBLISHED_AS} ?t . "
      f"{on(a(LOW_TIDE_CATHEDRAL), '?t')} }}")),
    ("Which songs were recorded at Blackwater Studio?", "lists",
     f"SELECT ?x WHERE {{ ?rec {PLACE} {a(BLACKWATER_STUDIO)} ; {PRODUCED_SIGNAL} ?x }}"),
    ("Who played at the Leeds Corn Exchange gig?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?p {RDF_TYPE} {PERFORMANCE_C} ; {PLACE} {a(LEEDS_CORN_EXCHANGE)} ; {PERFORMER} ?x }}"),
    ("Which tracks on Ferry Songs were recorded live?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {on(a(FERRY_SONGS), '?x')} ?s {PUBLISHED_AS} ?x . "
      f"?p {RDF_TYPE} {PERFORMANCE_C} ; {RECORDED_AS} ?s }}")),
    # counts
    ("How many tracks are on Signal Fires?", "counts",
     f"SELECT (COUNT(DISTINCT ?t) AS ?n) WHERE {{ {on(a(SIGNAL_FIRES), '?t')} }}"),
    ("How many tracks are on Delta Reels?", "counts",
     f"SELECT ?n WHERE {{ {a(DELTA_REELS)} {RECORD}/{TRACK_COUNT} ?n }}"),
    ("How many releases has Greywater put out?", "counts",
     f"SELECT (COUNT(DISTINCT ?r) AS ?n) WHERE {{ ?r {RDF_TYPE} {RELEASE_C} ; {MAKER} {a(GREYWATER)} }}"),
    ("How many members does Greywater have?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {members(a(GREYWATER), '?x')} }}"),
    ("How long is Hadal?", "counts",
     f"SELECT DISTINCT ?n WHERE {{ ?t {TITLE} \"Hadal\" ; {DURATION} ?n }}"),
    ("How many albums are in the catalogue?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RELEASE_TYPE} {ALBUM} }}"),
    ("how many releases came out after 2018", "counts",
     (f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {RELEASE_C} . {released('?x', '?d')} "
      f"{year('?d', '>', 2018)} }}")),
    ("How many solo artists are there?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {SOLO_C} }}"),
    ("How many songs did the Signal Fires sessions produce?", "counts",
     f"SELECT (COUNT(DISTINCT ?s) AS ?n) WHERE {{ {a(SIGNAL_FIRES_SESSIONS)} {PRODUCED_SIGNAL} ?s }}"),
    ("How many artists are from Bristol?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {ORIGIN} {a(BRISTOL)} }}"),
]
YES_NO = [
    ("Is Sol Brandt a member of Greywater?", True),
    ("Is Nadia Firth a member of The Lantern Kites?", False),
    ("Did Greywater split up?", True),
    ("Have The Lantern Kites split up?", False),
    ("Was Ridgeline produced by Lise Marchetti?", True),
    ("Did Dev Okafor produce Slow Bloom?", False),
    ("Is Harbour Lights on the Hollow Pine Sampler?", True),
    ("Is Glasshouse on the sampler?", False),
    ("Was Fathoms recorded at Blackwater Studio?", True),
    ("Was Signal Fires recorded in Bristol?", False),
    ("Is Rain Garden out on vinyl?", False),
    ("Did Kasimir remix a Velvet Shoals song?", True),
    ("Is Mira Sato from Tokyo?", True),
    ("is elias grove from glasgow", False),
    ("Was Paper Weather released before Ridgeline?", True),
    ("Did Wintering come out before Ferry Songs?", False),
    ("Is Hadal longer than Breakwater?", True),
    ("Does Low Tide Cathedral have more tracks than Signal Fires?", False),
    ("Did Rosa Ketteridge play at the Corn Exchange concert?", True),
    ("Did Kumo Onkyo release the Undertow EP?", False),
]


name_of = kg_questions.name_under(BASE)  # resources by their path (``artist/bdaf99b2-...``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("recordings", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
