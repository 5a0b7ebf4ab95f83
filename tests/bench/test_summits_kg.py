"""``kgqa.bench.summits_kg``: the KG file parses, the bench has its shape (30 lists, 10 counts, 20
yes/no with 10 false), and every gold query, run by rdflib on ``tests/candidates/data/summits.ttl``,
gives the answer worked out by hand from the file. No engine runs here."""

import rdflib

from kgqa.bench import summits_kg as bench
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

# The answers read off the Turtle by hand, in the bench's order (resource local names, dates as written).
LISTS = [
    ["Mirela_Dragan", "Rurik_Tamm"], ["Kharva_River", "Little_Kharva"], ["Kharvan_Range"], ["Katya_Orlen"],
    ["1921-03-14"], ["Velsk"], ["Selkaria", "Tarvosia"], ["Grauhorn"], ["Hollin_Crag", "Mount_Veska"],
    ["1976_Velmar_Expedition", "1980_Veska_Expedition"], ["Edda_Sornes", "Tomas_Hallberg"],
    ["Joran_Vey", "Lucan_Mervish"], ["1958_Kharvos_Expedition"], ["Katya_Orlen", "Nadia_Kosar"],
    ["Grauhorn_Glacier"], ["Eskfell_Refuge", "Kessler_Hut", "Silverhorn_Hut"], ["Arvid_Kessler"],
    ["Korrath_Needle", "Selvane_Spire"], ["Ardent_Dome"], ["Tessa_River"], ["Arvid_Kessler"],
    ["Mount_Kharvos", "Tarsk_Peak", "Velmar_Peak"], ["Edda_Sornes", "Katya_Orlen"], ["Calvenne"], ["Brenhold"],
    ["Arvid_Kessler", "Hale_Brannock", "Joran_Vey"], ["Korrath_Needle", "Orun_Tor", "Selvane_Spire", "Velmar_Peak"],
    ["Oskar_Feldane"], ["Mount_Veska"], ["Bren_River", "Tessa_River"],
]
COUNTS = ["4812", "4", "14", "2", "412", "2", "4", "10", "60", "4589"]

RESOURCES = 15 + 5 + 5 + 9 + 14 + 13 + 4 + 10 + 2 + 5  # mountains .. huts, as the bench's docstring counts them

TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
SUBCLASS_OF = "<http://www.w3.org/2000/01/rdf-schema#subClassOf>"
YEAR = "<http://www.w3.org/2001/XMLSchema#integer>(STR(?y))"


def _e(name: str) -> str:
    return f"<{bench.BASE}{name}>"


def _p(name: str) -> str:
    return f"<{bench.ONTOLOGY}{name}>"


def _higher(a: str, b: str, prop: str) -> str:
    return f"ASK {{ {_e(a)} {_p(prop)} ?a . {_e(b)} {_p(prop)} ?b FILTER(?a > ?b) }}"


def _fact(s: str, prop: str, o: str) -> str:
    return f"ASK {{ {_e(s)} {_p(prop)} {_e(o)} }}"


def _a(s: str, cls: str) -> str:
    return f"ASK {{ {_e(s)} {TYPE} ?c . ?c {SUBCLASS_OF}* {_p(cls)} }}"


# One ASK per yes/no question, in the bench's order, written here from the question.
ASKS = [
    ("Is Mount Kharvos higher than Tarsk Peak?", _higher("Mount_Kharvos", "Tarsk_Peak", "elevation")),
    ("Is Eskfell higher than Brenwatch?", _higher("Eskfell", "Brenwatch", "elevation")),
    ("Did Arvid Kessler make the first ascent of the Grauhorn?",
     _fact("Grauhorn", "firstAscentPerson", "Arvid_Kessler")),
    ("Was Mont Tessar first climbed by Bastien Corlay?", _fact("Mont_Tessar", "firstAscentPerson", "Bastien_Corlay")),
    ("Is Selvane Spire in the Kharvan Range?", _fact("Selvane_Spire", "mountainRange", "Kharvan_Range")),
    ("Is Orun Tor part of the Ardent Massif?", _fact("Orun_Tor", "mountainRange", "Ardent_Massif")),
    ("Did the 1976 Velmar expedition reach the summit?",
     f"ASK {{ {_e('1976_Velmar_Expedition')} {_p('summitReached')} true }}"),
    ("did the 1988 veska expedition reach the summit",
     f"ASK {{ {_e('1988_Veska_Expedition')} {_p('summitReached')} true }}"),
    ("Was Katya Orlen born in Tarvosia?",
     f"ASK {{ {_e('Katya_Orlen')} {_p('birthPlace')} ?t . ?t {_p('country')} {_e('Tarvosia')} }}"),
    ("Is Bastien Corlay from Brenhold?", _fact("Bastien_Corlay", "nationality", "Brenhold")),
    ("Is Tomas Hallberg a person?", _a("Tomas_Hallberg", "Person")),
    ("Is Greta Hollin a climber?", _a("Greta_Hollin", "Climber")),
    ("Does the Kharva River rise on Mount Kharvos?", _fact("Kharva_River", "sourceMountain", "Mount_Kharvos")),
    ("Does the Orun River rise on Velmar Peak?", _fact("Orun_River", "sourceMountain", "Velmar_Peak")),
    ("Was Mount Kharvos first climbed before 1960?",
     f"ASK {{ {_e('Mount_Kharvos')} {_p('firstAscentYear')} ?y FILTER({YEAR} < 1960) }}"),
    ("Was Ardent Dome first climbed before 1960?",
     f"ASK {{ {_e('Ardent_Dome')} {_p('firstAscentYear')} ?y FILTER({YEAR} < 1960) }}"),
    ("Is the Kharva River longer than 400 km?", f"ASK {{ {_e('Kharva_River')} {_p('length')} ?l FILTER(?l > 400) }}"),
    ("Is the Tessar Glacier longer than 15 km?",
     f"ASK {{ {_e('Tessar_Glacier')} {_p('length')} ?l FILTER(?l > 15) }}"),
    ("was nadia kosar a member of the 1988 veska expedition", _fact("1988_Veska_Expedition", "member", "Nadia_Kosar")),
    ("Did Edda Sornes lead the 1980 Veska expedition?", _fact("1980_Veska_Expedition", "leader", "Edda_Sornes")),
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_every_resource_is_typed_and_has_one_english_label_and_about_half_german_and_french_ones():
    graph = _graph()
    assert 450 <= len(graph) <= 650
    subjects = {s for s in graph.subjects() if str(s).startswith(bench.BASE)}
    assert len(subjects) == RESOURCES
    objects = {o for o in graph.objects() if isinstance(o, rdflib.URIRef) and str(o).startswith(bench.BASE)}
    assert objects <= subjects
    translated = 0
    for s in subjects:
        assert list(graph.objects(s, rdflib.RDF.type)), s
        labels = list(graph.objects(s, rdflib.RDFS.label))
        assert [label.language for label in labels].count("en") == 1, s
        if len(labels) > 1:
            translated += 1
            assert sorted(label.language for label in labels) == ["de", "en", "fr"], s
            assert len({str(label) for label in labels}) == 3, s
    assert translated == 39
    climber = rdflib.URIRef(bench.ONTOLOGY + "Climber")
    assert graph.value(climber, rdflib.RDFS.subClassOf) == rdflib.URIRef(bench.ONTOLOGY + "Person")


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), ASKS, bench.YES_NO) == []


def test_the_golds_use_the_curated_ontology_not_the_raw_infobox_properties():
    raw = "http://summits.example.org/property/"
    assert not [sparql for _, _, sparql in bench.QUESTIONS if raw in sparql]
    assert not [ask for _, ask in ASKS if raw in ask]
