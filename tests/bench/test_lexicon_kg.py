"""``kgqa.bench.lexicon_kg``: the KG file parses and is in the DBnary (Wiktionary as OntoLex-Lemon)
shape (every page describes entries; every entry typed, with a part of speech, a canonical form with
a written and a phonetic representation and numbered senses; every translation with its entry, a
lexvo language and a written form), and every gold query, run by rdflib on
``tests/candidates/data/lexicon.ttl``, gives the answer worked out by hand from the file; every
yes/no truth is what an ASK written here says. No engine runs here."""

import rdflib
from rdflib.namespace import RDF, RDFS

from kgqa.bench import lexicon_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

ONTOLEX = rdflib.Namespace(bench.ONTOLEX)
LEXINFO = rdflib.Namespace(bench.LEXINFO)
DBNARY = rdflib.Namespace(bench.DBNARY)
SKOS = rdflib.Namespace(bench.SKOS)

# The answers read off the Turtle by hand, in the bench's order (pages and entries by their path
# under the dump's base, written forms, pronunciations and definitions as written).
LISTS = [
    ["banque", "rive"],  # bank noun 1 and noun 2; the verb has no French
    ["Maus"],
    ["laufen", "rennen"],  # run as a verb; the noun has no German
    ["prompt", "rapide", "vif"],
    ["casa"],
    ["rapide"],
    ["go__Verb__1", "walk__Verb__1"],
    ["big__Adjective__1", "large__Adjective__1"],
    sorted(["bank__Verb__1", "slow__Verb__1", "bough__Noun__1", "animal__Noun__1", "dark__Adjective__1",
            "walk__Noun__1"]),
    ["bank__Noun__1", "house__Noun__1", "mouse__Noun__1"],
    ["petit"],  # big -> small -> petit
    ["mice"],
    ["ran"],
    ["bigger"],
    ["fastest"],
    ["/baʊ/"],
    ["/maɪs/"],
    ["bough__Noun__1", "house__Noun__1", "mouse__Noun__1"],
    ["A firm branch of a tree."],
    ["To move swiftly on foot, so that both feet leave the ground during each stride."],
    ["Many people fast during Ramadan."],
    ["house__Noun__1", "run__Noun__1"],  # three senses each (run's third has no definition)
    ["run__Verb__1"],  # four senses
    ["fast", "rapid"],
    ["small"],
    ["fast", "quick"],
    ["animal"],  # on mouse's first sense
    ["run__Verb__1", "walk__Verb__1"],
    ["bank", "run", "walk"],
    ["animal__Noun__1", "large__Adjective__1", "rapid__Adjective__1"],
]
# run verb 4 senses; 27 entries; quick rapide/vif/prompt; mouse 2 senses; 15 German translations
# (Bank Ufer laufen rennen schnell Maus Ast Baum Tier dunkel Haus Kind gehen gehen klein); 9 adjectives;
# bank 2 + 2 + 1 senses; 8 entries with a synonym (quick fast rapid branch house child big large);
# the computer mouse is sense "2"; house in French, German, Spanish, Italian
COUNTS = [number(n) for n in (4, 27, 3, 2, 15, 9, 5, 8, 2, 4)]

b = bench
_e = bench._e
WALK_PAGE, ANIMAL_PAGE, BRANCH_PAGE, TREE_PAGE, RAPID_PAGE = (_e(p) for p in ("walk", "animal", "branch", "tree", "rapid"))
WALK_V = _e("walk__Verb__1")


def _senses(e: str, var: str) -> str:
    return f"{{ SELECT (COUNT(DISTINCT ?s_{var}) AS ?{var}) WHERE {{ {e} {b.SENSE} ?s_{var} }} }}"


def _past(e: str, form: str) -> str:
    return f"ASK {{ {e} {b.OTHER_FORM} ?f . ?f {b.TENSE} {b.PAST} ; {b.WRITTEN} \"{form}\"@en }}"


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f"ASK {{ {b.FAST_PAGE} {b.DESCRIBES} ?e . {b.nym('?e', b.SYNONYM, RAPID_PAGE)} }}",
    f"ASK {{ {b.QUICK_PAGE} {b.DESCRIBES} ?e . {b.nym('?e', b.SYNONYM, b.SLOW_PAGE)} }}",
    f"ASK {{ {b.BANK_PAGE} {b.DESCRIBES} ?e . {b.translated('?e', b.FRA, chr(34) + 'banque' + chr(34) + '@fr')} }}",
    f"ASK {{ {b.BANK_PAGE} {b.DESCRIBES} ?e . {b.translated('?e', b.FRA, chr(34) + 'Ufer' + chr(34) + '@fr')} }}",
    f"ASK {{ {b.MOUSE} {b.OTHER_FORM} ?f . ?f {b.NUMBER} {b.PLURAL} ; {b.WRITTEN} \"mice\"@en }}",
    f"ASK {{ {b.MOUSE} {b.OTHER_FORM} ?f . ?f {b.NUMBER} {b.PLURAL} ; {b.WRITTEN} \"mouses\"@en }}",
    f"ASK {{ {b.RUN_PAGE} {b.DESCRIBES} ?n , ?v . ?n {b.POS} {b.NOUN} . ?v {b.POS} {b.VERB} }}",
    f"ASK {{ {b.QUICK_PAGE} {b.DESCRIBES} ?v . ?v {b.POS} {b.VERB} }}",
    f"ASK {{ {_senses(b.RUN_V, 'a')} {_senses(b.RUN_N, 'c')} FILTER(?a > ?c) }}",
    f"ASK {{ {_senses(b.TREE, 'a')} {_senses(b.HOUSE, 'c')} FILTER(?a > ?c) }}",
    _past(b.GO, "went"),
    _past(WALK_V, "ran"),
    f"ASK {{ {b.ANIMAL} {b.ETYMOLOGY} ?t FILTER(CONTAINS(STR(?t), \"Latin\")) }}",
    f"ASK {{ {b.MOUSE} {b.ETYMOLOGY} ?t FILTER(CONTAINS(STR(?t), \"Latin\")) }}",
    f"ASK {{ {b.nym(b.MOUSE, b.HYPERNYM, ANIMAL_PAGE)} }}",
    f"ASK {{ {b.nym(b.BOUGH, b.HYPERNYM, TREE_PAGE)} }}",
    f"ASK {{ ?t {b.TRANSLATION_OF} {b.HOUSE} ; {b.TARGET} {b.ITA} }}",
    f"ASK {{ ?t {b.TRANSLATION_OF} {b.BOUGH} ; {b.TARGET} {b.SPA} }}",
    f"ASK {{ {_senses(b.MOUSE, 'a')} FILTER(?a > 1) }}",
    f"ASK {{ {_senses(b.BOUGH, 'a')} FILTER(?a > 1) }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_dictionary_has_its_pages_entries_senses_forms_and_translations():
    graph = _graph()
    assert len(graph) == 978
    counts = {cls: len(set(graph.subjects(RDF.type, cls)))
              for cls in (DBNARY.Page, ONTOLEX.LexicalEntry, ONTOLEX.Word, ONTOLEX.LexicalSense, ONTOLEX.Form,
                          DBNARY.Translation)}
    assert list(counts.values()) == [20, 27, 27, 51, 50, 45]
    # every entry is described by exactly one page; bank has two nouns and a verb
    described = list(graph.objects(None, DBNARY.describes))
    assert sorted(described) == sorted(graph.subjects(RDF.type, ONTOLEX.LexicalEntry))
    assert len(list(graph.objects(rdflib.URIRef(bench.BASE + "bank"), DBNARY.describes))) == 3


def test_every_entry_has_a_part_of_speech_a_pronounced_canonical_form_and_numbered_senses():
    graph = _graph()
    for e in graph.subjects(RDF.type, ONTOLEX.LexicalEntry):
        assert (e, RDF.type, ONTOLEX.Word) in graph, e
        assert graph.value(e, RDFS.label).language == "en", e
        assert graph.value(e, LEXINFO.partOfSpeech) in (LEXINFO.noun, LEXINFO.verb, LEXINFO.adjective), e
        cf = graph.value(e, ONTOLEX.canonicalForm)
        assert str(cf) == bench.BASE + "__cf_" + str(e)[len(bench.BASE):], e
        assert graph.value(cf, ONTOLEX.writtenRep) == graph.value(e, RDFS.label), e
        assert str(graph.value(cf, ONTOLEX.phoneticRep)).startswith("/"), e
        senses = list(graph.objects(e, ONTOLEX.sense))
        assert sorted(str(graph.value(s, DBNARY.senseNumber)) for s in senses) == [
            str(i + 1) for i in range(len(senses))], e
    # one sense has no definition; definitions and examples are blank nodes with rdf:value
    senses = list(graph.subjects(RDF.type, ONTOLEX.LexicalSense))
    assert len([s for s in senses if graph.value(s, SKOS.definition) is None]) == 1
    for node in list(graph.objects(None, SKOS.definition)) + list(graph.objects(None, SKOS.example)):
        assert isinstance(node, rdflib.BNode) and graph.value(node, RDF.value).language == "en"


def test_forms_nyms_and_translations_are_untidy_as_dumped():
    graph = _graph()
    others = list(graph.objects(None, ONTOLEX.otherForm))
    assert len(others) == 23
    assert len([f for f in others if graph.value(f, ONTOLEX.phoneticRep) is None]) == 1
    # nyms go to pages, from entries or from senses; five target pages are not in the file
    nyms = [(s, o) for p in (DBNARY.synonym, DBNARY.antonym, DBNARY.hypernym) for s, o in graph.subject_objects(p)]
    assert {type(o) for _, o in nyms} == {rdflib.URIRef}
    from_senses = [s for s, _ in nyms if (s, RDF.type, ONTOLEX.LexicalSense) in graph]
    assert len(from_senses) == 7 and len(nyms) == 29
    missing = {o for _, o in nyms if (o, RDF.type, DBNARY.Page) not in graph}
    assert sorted(str(o)[len(bench.BASE):] for o in missing) == ["building", "heavy", "home", "kid", "plant"]
    langs = {"fra": "fr", "deu": "de", "spa": "es", "ita": "it"}
    for t in graph.subjects(RDF.type, DBNARY.Translation):
        assert (graph.value(t, DBNARY.isTranslationOf), RDF.type, ONTOLEX.LexicalEntry) in graph, t
        lang = str(graph.value(t, DBNARY.targetLanguage))[len(bench.LEXVO):]
        assert graph.value(t, DBNARY.writtenForm).language == langs[lang], t
    assert len(list(graph.subjects(DBNARY.etymology, None))) == 11


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
