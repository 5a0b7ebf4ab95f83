"""``kgqa.bench.recordings_kg``: the KG file parses and is in the Music Ontology shape a record label's
catalogue export has (artists and bands, labels, releases with their release events, records,
tracks, master signals, recording sessions and live performances, with the untidiness such exports
have), and every gold query, run by rdflib on ``tests/candidates/data/recordings.ttl``, gives the
answer worked out by hand from the file; every yes/no truth is what an ASK written here says. No
engine runs here."""

import rdflib
from rdflib.namespace import DCTERMS, FOAF, RDF, XSD

from kgqa.bench import recordings_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

MO = rdflib.Namespace(bench.MO)
EVENT = rdflib.Namespace(bench.EVENT)
TL = rdflib.Namespace(bench.TL)
b = bench


def _s(*paths: str) -> list[str]:
    return sorted(paths)


# The answers read off the Turtle by hand, in the bench's order (paths under the base, literals as written).
LISTS = [
    _s(b.MAREN_HOLT, b.TOBIAS_REYNE, b.IDA_CALLOWAY, b.SOL_BRANDT),
    _s(b.LANTERN_KITES, b.GREYWATER),
    # June Ashby is in the band only by her own mo:member_of
    _s(b.CASS_ORMOND, b.JUNE_ASHBY),
    _s(b.GREYWATER, b.SOL_BRANDT, b.ROSA_KETTERIDGE),
    # Cass Ormond has no gender; Kasimir is no mo:SoloMusicArtist
    _s(b.MAREN_HOLT, b.IDA_CALLOWAY, b.NADIA_FIRTH, b.JUNE_ASHBY, b.ROSA_KETTERIDGE, b.MIRA_SATO),
    # Greywater started in 2010 itself
    _s(b.VELVET_SHOALS, b.ORCHARD_STATIC),
    # the Undertow EP is an EP; the Japanese Fathoms is an album of its own
    _s(b.LOW_TIDE_CATHEDRAL, b.FATHOMS, b.FATHOMS_JAPAN),
    _s(b.PAPER_WEATHER_REISSUE, b.DELTA_REELS),
    _s(b.HOLLOW_PINE, b.KUMO_ONKYO),
    _s(b.HOLLOW_PINE, b.KUMO_ONKYO),
    [b.FATHOMS_JAPAN],
    _s(b.PAPER_WEATHER, b.LOW_TIDE_CATHEDRAL, b.FATHOMS),
    [b.ROSA_KETTERIDGE],
    ["HPR-015"],
    ["2016-05-13"],
    # the Undertow EP has only its year, 2011
    _s(b.PAPER_WEATHER, b.HARBOUR_LIGHTS_SINGLE, b.UNDERTOW_EP),
    _s(b.SLOW_BLOOM, b.DELTA_REELS, b.SAMPLER),
    # the Harbour Lights single came out in 2011; the sampler has no maker
    _s(b.SIGNAL_FIRES, b.LIVE_CORN_EXCHANGE, b.PAPER_WEATHER_REISSUE),
    # the live version is another signal
    _s(b.HARBOUR_LIGHTS_SINGLE, b.SIGNAL_FIRES, b.SAMPLER),
    [b.LEVIATHAN_ASLEEP],
    [b.KITE_STRING],
    # Isobar is 356000 ms, Contour has no duration
    _s(b.PULSE_CARTOGRAPHY_TRACK, b.MERIDIAN),
    _s(b.LANTERN_KITES, b.GREYWATER, b.ELIAS_GROVE, b.VELVET_SHOALS, b.ROSA_KETTERIDGE, b.KASIMIR),
    ["GBHPR1100031"],
    [b.KASIMIR],
    [b.LISE_MARCHETTI],
    [b.KELPIE_ROOMS],
    _s(b.SOUNDING_LINE, b.FATHOMS_SIGNAL, b.HADAL, b.SURFACING, b.THERMOCLINE),
    _s(b.LANTERN_KITES, b.ROSA_KETTERIDGE),
    [b.THE_CROSSING_LIVE],
]
# Signal Fires 5 tracks; Delta Reels a stored 9; Greywater 4 releases (its sampler track is no release);
# 3 Greywater members; Hadal 905000 ms (twice, on both Fathoms); 12 albums; 6 releases from 2019 on;
# 12 soloists; 6 masters from the Signal Fires sessions (Salt Road too); Bristol: 2 bands, Holt, Kasimir
COUNTS = [number(n) for n in (5, 9, 4, 3, 905000, 12, 6, 12, 6, 4)]

_e = bench._e
MAKER, MEMBER, MEMBER_OF, PRODUCER, RECORD, TRACK, PUBLISHED_AS, PLACE, PRODUCED_SIGNAL, DURATION, TITLE = (
    b.MAKER, b.MEMBER, b.MEMBER_OF, b.PRODUCER, b.RECORD, b.TRACK, b.PUBLISHED_AS, b.PLACE, b.PRODUCED_SIGNAL,
    b.DURATION, b.TITLE)


def _member(group: str, person: str) -> str:
    return f"ASK {{ {_e(group)} {MEMBER}|^{MEMBER_OF} {_e(person)} }}"


def _before(x: str, y: str) -> str:
    return (f"ASK {{ {b.released(_e(x), '?a', 'e1')} {b.released(_e(y), '?c', 'e2')} "
            f"FILTER(STR(?a) < STR(?c)) }}")


def _tracks(release: str, var: str) -> str:
    return f"{{ SELECT (COUNT(DISTINCT ?t_{var}) AS ?{var}) WHERE {{ {_e(release)} {RECORD}/{TRACK} ?t_{var} }} }}"


def _recorded_at(release: str, place: str) -> str:
    """a master on ``release`` came from a session at ``place`` or somewhere in it."""
    return (f"ASK {{ ?rec {PLACE} ?p ; {PRODUCED_SIGNAL} ?s . ?s {PUBLISHED_AS} ?t . "
            f"{_e(release)} {RECORD}/{TRACK} ?t . ?p {b.PART_OF}* {_e(place)} }}")


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    _member(b.GREYWATER, b.SOL_BRANDT),
    _member(b.LANTERN_KITES, b.NADIA_FIRTH),
    f"ASK {{ {_e(b.GREYWATER)} {b.ENDED} ?e }}",
    f"ASK {{ {_e(b.LANTERN_KITES)} {b.ENDED} ?e }}",
    f"ASK {{ {_e(b.RIDGELINE)} {PRODUCER} {_e(b.LISE_MARCHETTI)} }}",
    f"ASK {{ {_e(b.SLOW_BLOOM)} {PRODUCER} {_e(b.DEV_OKAFOR)} }}",
    f"ASK {{ {_e(b.SAMPLER)} {RECORD}/{TRACK} ?t . {_e(b.HARBOUR_LIGHTS)} {PUBLISHED_AS} ?t }}",
    (f"ASK {{ {_e(b.SAMPLER)} {RECORD}/{TRACK} ?t . {{ {_e(b.GLASSHOUSE)} {PUBLISHED_AS} ?t }} UNION "
     f"{{ ?t {TITLE} ?n FILTER(CONTAINS(LCASE(STR(?n)), \"glasshouse\")) }} }}"),
    _recorded_at(b.FATHOMS, b.BLACKWATER_STUDIO),
    _recorded_at(b.SIGNAL_FIRES, b.BRISTOL),
    f"ASK {{ {_e(b.RAIN_GARDEN)} {RECORD}/{b.MEDIA} {b.VINYL} }}",
    (f"ASK {{ ?s {b.REMIXER} {_e(b.KASIMIR)} ; {b.REMIX_OF} ?o . ?o {PUBLISHED_AS} ?t . "
     f"?r {MAKER} {_e(b.VELVET_SHOALS)} ; {RECORD}/{TRACK} ?t }}"),
    f"ASK {{ {_e(b.MIRA_SATO)} {b.ORIGIN} {_e(b.TOKYO)} }}",
    f"ASK {{ {_e(b.ELIAS_GROVE)} {b.ORIGIN} {_e(b.GLASGOW)} }}",
    _before(b.PAPER_WEATHER, b.RIDGELINE),
    _before(b.WINTERING, b.FERRY_SONGS),
    (f"ASK {{ ?h {TITLE} \"Hadal\" ; {DURATION} ?a . ?w {TITLE} \"Breakwater\" ; {DURATION} ?c "
     f"FILTER(?a > ?c) }}"),
    f"ASK {{ {_tracks(b.LOW_TIDE_CATHEDRAL, 'l')} {_tracks(b.SIGNAL_FIRES, 's')} FILTER(?l > ?s) }}",
    (f"ASK {{ ?p {RDF.type.n3()} {b.PERFORMANCE_C} ; {PLACE} {_e(b.LEEDS_CORN_EXCHANGE)} ; "
     f"{b.PERFORMER} {_e(b.ROSA_KETTERIDGE)} }}"),
    f"ASK {{ {_e(b.UNDERTOW_EP)} {b.LABEL} {_e(b.KUMO_ONKYO)} }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_export_has_its_labels_artists_releases_records_tracks_signals_and_events():
    graph = _graph()
    assert len(graph) == 932
    counts = [len(set(graph.subjects(RDF.type, c))) for c in (
        MO.Label, MO.MusicGroup, MO.SoloMusicArtist, MO.MusicArtist, MO.Release, MO.ReleaseEvent, MO.Record,
        MO.Track, MO.Signal, MO.Recording, MO.Performance, MO.Genre)]
    assert counts == [3, 4, 12, 1, 19, 19, 20, 66, 27, 3, 2, 7]
    for release in graph.subjects(RDF.type, MO.Release):
        assert graph.value(release, DCTERMS.title) is not None
        assert graph.value(release, MO.label) is not None and graph.value(release, MO.catalogue_number) is not None
        assert len(list(graph.subjects(MO.release, release))) == 1
    for track in graph.subjects(RDF.type, MO.Track):
        assert len(list(graph.subjects(MO.track, track))) == 1
        assert graph.value(track, MO.track_number).datatype == XSD.integer
    for signal in graph.subjects(RDF.type, MO.Signal):
        assert list(graph.objects(signal, MO.published_as))


def test_the_export_is_untidy_as_such_exports_are():
    graph = _graph()
    times = [graph.value(e, EVENT.time) for e in graph.subjects(RDF.type, MO.ReleaseEvent)]
    assert [graph.value(t, TL.atYear) is not None for t in times].count(True) == 1
    assert all(graph.value(t, TL.atDate) is not None for t in times if graph.value(t, TL.atYear) is None)
    tracks = list(graph.subjects(RDF.type, MO.Track))
    assert len([t for t in tracks if graph.value(t, MO.duration) is None]) == 2
    records = list(graph.subjects(RDF.type, MO.Record))
    assert len([r for r in records if graph.value(r, MO.track) is None]) == 2
    assert len([r for r in records if graph.value(r, MO.media_type) is None]) == 2
    releases = list(graph.subjects(RDF.type, MO.Release))
    assert len([r for r in releases if graph.value(r, FOAF.maker) is None]) == 1
    assert len([r for r in releases if len(list(graph.objects(r, MO.label))) == 2]) == 1
    assert len([r for r in releases if graph.value(r, DCTERMS.title) == rdflib.Literal("Fathoms")]) == 2
    solos = list(graph.subjects(RDF.type, MO.SoloMusicArtist))
    assert len([p for p in solos if graph.value(p, FOAF.gender) is None]) == 1
    assert len(list(graph.subject_objects(MO.member_of))) == 2 and len(list(graph.objects(None, FOAF.nick))) == 3


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
