"""``python -m kgqa.bench.lexicon_kg``: questions about an English learner's dictionary, one JSON object on stdout.

The KG is ``tests/candidates/data/lexicon.ttl``: a small English dictionary as OntoLex-Lemon linked data
in the shape of the DBnary dump of Wiktionary, for invented-but-ordinary entries, written in Turtle
(978 triples). Everything lives under ``http://kaiko.getalp.org/dbnary/eng/``: 20 ``dbnary:Page``s
(``bank``, ``mouse``, ``quick``), each ``dbnary:describes`` one to three lexical entries; 27 entries
named as DBnary names them (``bank__Noun__1``, ``bank__Noun__2``, ``bank__Verb__1``), each typed
``ontolex:LexicalEntry`` and ``ontolex:Word``, with ``rdfs:label`` (``@en``), ``lexinfo:partOfSpeech``
(``lexinfo:noun``, ``lexinfo:verb``, ``lexinfo:adjective``: bare IRIs, no labels), an
``ontolex:canonicalForm`` (``__cf_bank__Noun__1``: ``ontolex:writtenRep`` and an IPA
``ontolex:phoneticRep``, both ``@en``), ``ontolex:otherForm``s for plurals (``lexinfo:number
lexinfo:plural``), past tenses (``lexinfo:tense lexinfo:past``) and adjectives' comparative and
superlative (``lexinfo:degree``) at ``__wf_1_mouse__Noun__1``, one of them (``branches``) with no
phonetic, and ``ontolex:sense`` to 51 ``ontolex:LexicalSense``s (``__ws_2_mouse__Noun__1``) with a
``dbnary:senseNumber`` (a plain string, ``"2"``), a ``skos:definition`` blank node holding the text in
``rdf:value`` (one sense, the third of ``run`` as a noun, has no definition, only an example) and on
some a ``skos:example`` blank node with ``rdf:value``. Eleven entries carry a ``dbnary:etymology``
literal (Latin, Italian, Old Norse, Old English). Synonyms, antonyms and hypernyms are direct
``dbnary:synonym`` / ``dbnary:antonym`` / ``dbnary:hypernym`` links to a Page, from the entry on
some and from one sense on others (``fast``'s synonyms hang on its first sense, ``quick``'s on the
entry); five of the target pages (``plant``, ``heavy``, ``building``, ``home``, ``kid``) are not in the
file. The 45 translations are ``dbnary:Translation`` nodes (``__tr_fra_1_bank__Noun__1``) with
``dbnary:isTranslationOf`` the entry, ``dbnary:targetLanguage`` a lexvo IRI
(``http://lexvo.org/id/iso639-3/fra``, ``deu``, ``spa``, ``ita``), ``dbnary:writtenForm`` tagged
with the target language, on about half a ``dbnary:gloss`` blank node with ``rdf:value`` and on some
a ``dbnary:usage`` gender string; ``quick`` has three French translations, ``run`` as a verb two
German ones, and ``rapide``, ``grand`` and ``gehen`` translate more than one entry.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_lexicon_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (a count or one stored number) and 20 yes/no questions (10
of them false), in plain English as a language learner or translator asks a dictionary, not
phrased after the OntoLex terms ("What is the French word for bank?", "What is the plural of
mouse?", "How do you pronounce 'bough'?", "What is the opposite of big?", "What kind of thing is
a mouse?"): one hop both ways (translations, forms, pronunciations, definitions, examples, nyms;
the English words a French or German word translates), two and three hops (the pronunciation of
a plural, the French word for the opposite of big, the French word shared by quick and fast),
class questions with conditions (words that are both nouns and verbs, words with more than one
entry, nouns translated into Spanish, words with no French translation, words from Latin, words
with the /aʊ/ sound), superlatives (the verb with most senses), thresholds on sense counts,
counts of senses, entries, adjectives, translations and languages, one stored sense number, and
yes/no on synonyms, translations, forms, parts of speech, etymology, hypernyms and comparisons of
sense counts. Words are written as people write them (one misspelt, a few lowercase without a
question mark, "mouse 's", "the dict"). Where the answer is an entity it is the entity's IRI,
compared as its path under the dump's base (a page ``bank``, an entry ``run__Verb__1``); written
forms, pronunciations and definitions compare as their text.

    python -m kgqa.bench.lexicon_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "lexicon.ttl"
BASE = "http://kaiko.getalp.org/dbnary/eng/"
ONTOLEX = "http://www.w3.org/ns/lemon/ontolex#"
LEXINFO = "http://www.lexinfo.net/ontology/2.0/lexinfo#"
DBNARY = "http://kaiko.getalp.org/dbnary#"
SKOS = "http://www.w3.org/2004/02/skos/core#"
LEXVO = "http://lexvo.org/id/iso639-3/"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
RDF_VALUE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#value>"


def _e(name: str) -> str:
    return f"<{BASE}{name}>"


ENTRY, TRANSLATION = f"<{ONTOLEX}LexicalEntry>", f"<{DBNARY}Translation>"
CANONICAL, OTHER_FORM, SENSE, WRITTEN, PHONETIC = (
    f"<{ONTOLEX}{n}>" for n in ("canonicalForm", "otherForm", "sense", "writtenRep", "phoneticRep"))
POS, NUMBER, TENSE, DEGREE = (f"<{LEXINFO}{n}>" for n in ("partOfSpeech", "number", "tense", "degree"))
NOUN, VERB, ADJECTIVE, PLURAL, PAST, COMPARATIVE, SUPERLATIVE = (
    f"<{LEXINFO}{n}>" for n in ("noun", "verb", "adjective", "plural", "past", "comparative", "superlative"))
DESCRIBES, SYNONYM, ANTONYM, HYPERNYM, ETYMOLOGY, SENSE_NUMBER = (
    f"<{DBNARY}{n}>" for n in ("describes", "synonym", "antonym", "hypernym", "etymology", "senseNumber"))
TRANSLATION_OF, TARGET, WRITTEN_FORM = (f"<{DBNARY}{n}>" for n in ("isTranslationOf", "targetLanguage", "writtenForm"))
DEFINITION, EXAMPLE = f"<{SKOS}definition>", f"<{SKOS}example>"
FRA, DEU, SPA, ITA = (f"<{LEXVO}{c}>" for c in ("fra", "deu", "spa", "ita"))

BANK_PAGE, RUN_PAGE, QUICK_PAGE, FAST_PAGE, SLOW_PAGE, BIG_PAGE, GO_PAGE, MOUSE_PAGE, TREE_PAGE, HOUSE_PAGE = (
    _e(p) for p in ("bank", "run", "quick", "fast", "slow", "big", "go", "mouse", "tree", "house"))
BANK_N1, RUN_V, RUN_N, QUICK, FAST_A, FAST_V, SLOW_A, MOUSE, BOUGH, BIG, HOUSE, CHILD, GO, WALK_V, TREE, ANIMAL = (
    _e(n) for n in ("bank__Noun__1", "run__Verb__1", "run__Noun__1", "quick__Adjective__1", "fast__Adjective__1",
                    "fast__Verb__1", "slow__Adjective__1", "mouse__Noun__1", "bough__Noun__1", "big__Adjective__1",
                    "house__Noun__1", "child__Noun__1", "go__Verb__1", "walk__Verb__1", "tree__Noun__1",
                    "animal__Noun__1"))


def entry(var: str) -> str:
    """``var`` is a lexical entry (pages, forms and senses are not)."""
    return f"{var} {RDF_TYPE} {ENTRY} ."


def translated(e: str, lang: str, var: str = "?x") -> str:
    """``var`` is the written form of a translation of entry ``e`` into ``lang``."""
    return f"?t {TRANSLATION_OF} {e} ; {TARGET} {lang} ; {WRITTEN_FORM} {var} ."


def nym(e: str, rel: str, var: str = "?x") -> str:
    """A synonym / antonym / hypernym link from entry ``e`` itself or from one of its senses."""
    return f"{{ {e} {rel} {var} }} UNION {{ {e} {SENSE} ?s . ?s {rel} {var} }}"


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # translations
    ("What is the French word for bank?", "lists",
     f"SELECT ?x WHERE {{ {BANK_PAGE} {DESCRIBES} ?e . {translated('?e', FRA)} }}"),
    # "mouse" misspelt on purpose
    ("How do you say 'mouce' in German?", "lists", f"SELECT ?x WHERE {{ {translated(MOUSE, DEU)} }}"),
    ("What are the German words for run?", "lists",
     f"SELECT ?x WHERE {{ {RUN_PAGE} {DESCRIBES} ?e . {translated('?e', DEU)} }}"),
    ("give me all the french words for quick", "lists", f"SELECT ?x WHERE {{ {translated(QUICK, FRA)} }}"),
    ("What's the Spanish for house", "lists", f"SELECT ?x WHERE {{ {translated(HOUSE, SPA)} }}"),
    ("Which French word is a translation of both quick and fast?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {translated(QUICK, FRA)} ?u {TRANSLATION_OF} ?f ; {TARGET} {FRA} ; "
      f"{WRITTEN_FORM} ?x . {FAST_PAGE} {DESCRIBES} ?f }}")),
    ("Which English words translate to 'gehen' in German?", "lists",
     f"SELECT ?x WHERE {{ ?t {TRANSLATION_OF} ?x ; {TARGET} {DEU} ; {WRITTEN_FORM} \"gehen\"@de }}"),
    ("What English words does the French 'grand' translate?", "lists",
     f"SELECT ?x WHERE {{ ?t {TRANSLATION_OF} ?x ; {TARGET} {FRA} ; {WRITTEN_FORM} \"grand\"@fr }}"),
    ("Which words have no French translation?", "lists",
     f"SELECT ?x WHERE {{ {entry('?x')} FILTER NOT EXISTS {{ ?t {TRANSLATION_OF} ?x ; {TARGET} {FRA} }} }}"),
    ("Which nouns can be translated into Spanish?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {POS} {NOUN} . ?t {TRANSLATION_OF} ?x ; {TARGET} {SPA} }}"),
    ("What is the French word for the opposite of big?", "lists",
     f"SELECT ?x WHERE {{ {nym(BIG, ANTONYM, '?p')} ?p {DESCRIBES} ?e . {translated('?e', FRA)} }}"),
    # forms and pronunciation
    ("What is the plural of mouse?", "lists",
     f"SELECT ?x WHERE {{ {MOUSE} {OTHER_FORM} ?f . ?f {NUMBER} {PLURAL} ; {WRITTEN} ?x }}"),
    ("whats the past tense of run", "lists",
     f"SELECT ?x WHERE {{ {RUN_V} {OTHER_FORM} ?f . ?f {TENSE} {PAST} ; {WRITTEN} ?x }}"),
    ("What is the comparative of big?", "lists",
     f"SELECT ?x WHERE {{ {BIG} {OTHER_FORM} ?f . ?f {DEGREE} {COMPARATIVE} ; {WRITTEN} ?x }}"),
    ("what is the superlative of fast", "lists",
     f"SELECT ?x WHERE {{ {FAST_A} {OTHER_FORM} ?f . ?f {DEGREE} {SUPERLATIVE} ; {WRITTEN} ?x }}"),
    ("How do you pronounce 'bough'?", "lists", f"SELECT ?x WHERE {{ {BOUGH} {CANONICAL} ?f . ?f {PHONETIC} ?x }}"),
    ("how is mouse 's plural pronounced", "lists",
     f"SELECT ?x WHERE {{ {MOUSE} {OTHER_FORM} ?f . ?f {NUMBER} {PLURAL} ; {PHONETIC} ?x }}"),
    ("Which words are pronounced with the /aʊ/ sound?", "lists",
     f"SELECT ?x WHERE {{ ?x {CANONICAL} ?f . ?f {PHONETIC} ?p FILTER(CONTAINS(STR(?p), \"aʊ\")) }}"),
    # meanings and examples
    ("What does 'bough' mean?", "lists",
     f"SELECT ?x WHERE {{ {BOUGH} {SENSE} ?s . ?s {DEFINITION} ?d . ?d {RDF_VALUE} ?x }}"),
    ("What is the first meaning of run as a verb?", "lists",
     f"SELECT ?x WHERE {{ {RUN_V} {SENSE} ?s . ?s {SENSE_NUMBER} \"1\" ; {DEFINITION} ?d . ?d {RDF_VALUE} ?x }}"),
    ("What example sentence does the dictionary give for fast as a verb?", "lists",
     f"SELECT ?x WHERE {{ {FAST_V} {SENSE} ?s . ?s {EXAMPLE} ?d . ?d {RDF_VALUE} ?x }}"),
    ("Which nouns have more than two senses?", "lists",
     f"SELECT ?x WHERE {{ ?x {POS} {NOUN} ; {SENSE} ?s }} GROUP BY ?x HAVING(COUNT(?s) > 2)"),
    ("Which verb has the most senses?", "lists",
     f"SELECT ?x WHERE {{ ?x {POS} {VERB} ; {SENSE} ?s }} GROUP BY ?x ORDER BY DESC(COUNT(?s)) LIMIT 1"),
    # synonyms, antonyms, hypernyms
    ("What are synonyms of quick?", "lists", f"SELECT DISTINCT ?x WHERE {{ {nym(QUICK, SYNONYM)} }}"),
    ("What is the opposite of big?", "lists", f"SELECT DISTINCT ?x WHERE {{ {nym(BIG, ANTONYM)} }}"),
    ("Which words mean the opposite of slow?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {SLOW_PAGE} {DESCRIBES} ?e . {nym('?e', ANTONYM)} }}"),
    ("What kind of thing is a mouse?", "lists", f"SELECT DISTINCT ?x WHERE {{ {nym(MOUSE, HYPERNYM)} }}"),
    ("Which words have go as a broader term?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {entry('?x')} {nym('?x', HYPERNYM, GO_PAGE)} }}"),
    # words and entries
    ("Which words are verbs and nouns?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {DESCRIBES} ?n , ?v . ?n {POS} {NOUN} . ?v {POS} {VERB} }}"),
    ("Which words come from Latin?", "lists",
     f"SELECT ?x WHERE {{ ?x {ETYMOLOGY} ?t FILTER(CONTAINS(STR(?t), \"Latin\")) }}"),
    # counts
    ("How many senses does 'run' have as a verb?", "counts",
     f"SELECT (COUNT(DISTINCT ?s) AS ?n) WHERE {{ {RUN_V} {SENSE} ?s }}"),
    ("How many entries are in the dictionary?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {entry('?x')} }}"),
    ("How many French translations does 'quick' have?", "counts",
     f"SELECT (COUNT(DISTINCT ?t) AS ?n) WHERE {{ ?t {TRANSLATION_OF} {QUICK} ; {TARGET} {FRA} }}"),
    ("How many meanings does mouse have?", "counts",
     f"SELECT (COUNT(DISTINCT ?s) AS ?n) WHERE {{ {MOUSE} {SENSE} ?s }}"),
    ("How many translations into German are there?", "counts",
     f"SELECT (COUNT(DISTINCT ?t) AS ?n) WHERE {{ ?t {RDF_TYPE} {TRANSLATION} ; {TARGET} {DEU} }}"),
    ("How many adjectives are in the dictionary?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {entry('?x')} ?x {POS} {ADJECTIVE} }}"),
    ("how many senses does the dict list for bank altogether", "counts",
     f"SELECT (COUNT(DISTINCT ?s) AS ?n) WHERE {{ {BANK_PAGE} {DESCRIBES} ?e . ?e {SENSE} ?s }}"),
    ("How many words have a synonym?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {entry('?x')} {nym('?x', SYNONYM, '?y')} }}"),
    ("What is the sense number of the computer meaning of mouse?", "counts",
     (f"SELECT ?n WHERE {{ {MOUSE} {SENSE} ?s . ?s {SENSE_NUMBER} ?n ; {DEFINITION} ?d . ?d {RDF_VALUE} ?t "
      f"FILTER(CONTAINS(STR(?t), \"computer\")) }}")),
    ("How many languages is house translated into?", "counts",
     f"SELECT (COUNT(DISTINCT ?l) AS ?n) WHERE {{ ?t {TRANSLATION_OF} {HOUSE} ; {TARGET} ?l }}"),
]
YES_NO = [
    ("Is 'rapid' a synonym of 'fast'?", True),
    ("Is 'slow' a synonym of 'quick'?", False),
    ("Is 'banque' the French word for bank?", True),
    ("Is 'Ufer' a French translation of bank?", False),
    ("Is 'mice' the plural of mouse?", True),
    ("Is 'mouses' the plural of mouse?", False),
    ("Is 'run' both a noun and a verb?", True),
    ("Can 'quick' also be a verb?", False),
    ("Does 'run' have more senses as a verb than as a noun?", True),
    ("Does 'tree' have more senses than 'house'?", False),
    ("is went the past tense of go", True),
    ("Is 'ran' the past tense of walk?", False),
    ("Does the word 'animal' come from Latin?", True),
    ("Does 'mouse' come from Latin?", False),
    ("Is a mouse a kind of animal?", True),
    ("Is a bough a kind of tree?", False),
    ("Is there an Italian translation of house?", True),
    ("Is there a Spanish translation of 'bough'?", False),
    ("Does 'mouse' have more than one sense?", True),
    ("Does 'bough' have more than one meaning?", False),
]


name_of = kg_questions.name_under(BASE)  # pages and entries by their path (``bank``, ``run__Verb__1``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("lexicon", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
