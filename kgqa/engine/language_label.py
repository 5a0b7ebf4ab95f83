"""A thing's name in another language: "What is the French term for soil erosion?".

Multilingual KGs (DBpedia, Wikidata, SKOS thesauri, GeoNames) give one thing labels in many
languages, told apart by their language tags (``"érosion du sol"@fr``). The model has no graph
for a language tag; such a question is read from its words: a language the question names, a
word for a name (name, term, label, word, title, called, say), and the one thing it states. The
answer is that thing's preferred names (:data:`kgqa.kg.labels.LABEL_PROPERTIES` but the second
names) in that language, else its second names (``skos:altLabel``) in it; a SKOS-XL thesaurus's
through its label nodes. "What are the other names for X?" asks for its second names in the
questions' language. "Is the German name of X Y?" asks whether one of X's names in German is
said in the question (:func:`language_label_ask`).

The language names are general English (ISO 639-1 codes of widely used languages), not any KG's.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from kgqa.engine.counted_place import StatedReading
from kgqa.engine.question_forms import SMALL_WORDS
from kgqa.kg.labels import LABEL_NODE_TEXT, LABEL_PROPERTIES, SECOND_NAME_PROPERTIES, SKOSXL
from kgqa.kg.terms import iri_to_sparql, term_to_sparql
from kgqa.wordforms import LANGUAGES

_LANGUAGE = "|".join(sorted(LANGUAGES, key=len, reverse=True))
_NAME_WORD = r"(?:name|names|term|terms|label|labels|word|words|title|titles|translation|translations|equivalent)"
#: "the French term for X", "X's German name", "X in Spanish", "called in Italian", "say X in Dutch"
_FORMS = (
    # "What's the Spanish for house?"
    re.compile(rf"\bthe\s+(?P<lang>{_LANGUAGE})\s+for\b", re.I),
    re.compile(rf"\b(?P<lang>{_LANGUAGE})\s+(?:[a-z]+\s+){{0,2}}?(?:{_NAME_WORD}|translation)\b", re.I),
    re.compile(rf"\b(?:called|named|known\s+as|say|said|written|translated?|translation|spelt|spelled|{_NAME_WORD})\b"
               rf".*\b(?:in|into)\s+(?P<lang>{_LANGUAGE})\b", re.I),
    re.compile(rf"\bin\s+(?P<lang>{_LANGUAGE})\b.*\b(?:called|named|known\s+as|{_NAME_WORD})\b", re.I),
)
_PREFERRED = [p for p in LABEL_PROPERTIES if p not in SECOND_NAME_PROPERTIES]
_SECOND = [p for p in LABEL_PROPERTIES if p in SECOND_NAME_PROPERTIES]
#: a SKOS-XL thesaurus's names, through its label nodes (kgqa.kg.labels.LABEL_NODE_TEXT)
_NODE_PREFERRED = f"{iri_to_sparql(SKOSXL + 'prefLabel')}/{iri_to_sparql(LABEL_NODE_TEXT)}"
_NODE_SECOND = f"{iri_to_sparql(SKOSXL + 'altLabel')}/{iri_to_sparql(LABEL_NODE_TEXT)}"
#: every name of a thing: its labels, and its SKOS-XL label nodes' forms
_ALL_NAMES = "|".join([*(iri_to_sparql(p) for p in LABEL_PROPERTIES), _NODE_PREFERRED, _NODE_SECOND])
#: "What are the other names for X?", "synonyms of X", "X is also known as": its second names
_OTHER_NAMES = re.compile(r"\b(?:other|alternative|alternate|different)\s+(?:names?|terms?|titles?|labels?)\b|"
                          r"\b(?:synonyms?|aliases|also\s+(?:known|called)|a\.?k\.?a)\b", re.I)


def asked_language(question: str) -> str | None:
    """The language code a question asks a name in ("fr" for "What is the French term for
    X?"), or None when it asks for no name in a language."""
    for form in _FORMS:
        m = form.search(question)
        if m is not None:
            return LANGUAGES[m["lang"].lower()]
    return None


def language_label(question: str, stated: dict) -> list[StatedReading]:
    """The queries of a question asking for a thing's name in a language (module docstring), the
    preferred names first, then the second names, then the texts in that language of the nodes
    that point at it (a dictionary's translation nodes: DBnary's ``dbnary:isTranslationOf`` the
    entry, ``dbnary:writtenForm "banque"@fr``); [] where it asks for none, or does not state one
    thing (or several of one name: a word's entries, "bank" the noun and the verb; a stated thing
    named like the language, "French", is the language)."""
    lang = asked_language(question)
    other = lang is None and asks_other_names(question)
    if lang is None and not other:
        return []
    named = [(k[1], name.strip().lower()) for k, name in stated.items() if name.strip().lower() not in LANGUAGES]
    if not named or len({name for _, name in named}) != 1:
        return []
    things = sorted({str(t) for t, _ in named})
    thing = iri_to_sparql(things[0]) if len(things) == 1 else "?e"
    values = "" if len(things) == 1 else f"VALUES ?e {{ {' '.join(iri_to_sparql(t) for t in things)} }} "
    second = "|".join([*(iri_to_sparql(p) for p in _SECOND), _NODE_SECOND])
    if other:  # the second names in the questions' language, or untagged
        return [StatedReading(f"SELECT DISTINCT ?x WHERE {{ {values}{thing} {second} ?x . "
                              f"FILTER(lang(?x) = \"\" || langMatches(lang(?x), \"en\")) }}", "the other names")]
    tag = term_to_sparql(lang)
    out = []
    for path, what in (("|".join([*(iri_to_sparql(p) for p in _PREFERRED), _NODE_PREFERRED]), "name"),
                       (second, "other name")):
        out.append(StatedReading(f"SELECT DISTINCT ?x WHERE {{ {values}{thing} {path} ?x . "
                                 f"FILTER(langMatches(lang(?x), {tag})) }}", f"the {what} in {lang}"))
    out.append(StatedReading(f"SELECT DISTINCT ?x WHERE {{ {values}?n ?p {thing} . ?n ?q ?x . FILTER(isLiteral(?x) && "
                             f"langMatches(lang(?x), {tag}) && ?n != {thing}) }}",
                             f"the texts in {lang} of what points at it"))
    return out


#: the words of the forms that ask for a name in a language, none of them a name
_FORM_WORDS = frozenset({"name", "names", "term", "terms", "label", "labels", "word", "words", "title", "titles",
                         "translation", "translations", "equivalent", "called", "named", "known", "say", "said",
                         "written", "translated", "translate", "spelt", "spelled", "does", "did", "do"})


def language_label_ask(question: str, stated: dict,
                       names_of: Callable[[str], list[tuple[str, str]]]) -> tuple[StatedReading, str] | None:
    """``(reading, has_names)`` of a yes/no question about a thing's name in a language ("Is
    the German name of Lorrath Lorrathien?", "Is Klimawandel the German term for climate
    change?", "Is 'banque' the French word for bank?"): the ASK whether one of its names in that
    language (or a text in it of a node pointing at it, as :func:`language_label` reads) is said in
    the question outside the mention that names the thing, and the ASK whether it has one at all
    (where it has none, the question is not this reading's). ``names_of(query)``: the rows
    ``(text, language tag)`` of a SELECT of the thing's names (:func:`names_query`). The mention
    that names the thing is a name of it in another language where the question says one
    ("climate change"), else its first. None where the question asks for no language or does not
    state one thing (or several of one name)."""
    lang = asked_language(question)
    named = [(k[1], name.strip().lower()) for k, name in stated.items() if name.strip().lower() not in LANGUAGES]
    if lang is None or not named or len({name for _, name in named}) != 1:
        return None
    things = sorted({str(t) for t, _ in named})
    thing = iri_to_sparql(things[0]) if len(things) == 1 else "?e"
    values = "" if len(things) == 1 else f"VALUES ?e {{ {' '.join(iri_to_sparql(t) for t in things)} }} "
    words = _words(question)
    mentions = []  # (start, end, in the asked language) of every name of the thing said
    for text, tag in names_of(names_query(thing, values)):
        said = _words(text)
        asked = tag.lower() == lang or tag.lower().startswith(lang + "-")
        mentions += [(i, i + len(said), asked) for i in range(len(words) - len(said) + 1)
                     if said and words[i:i + len(said)] == said]
    # the question's words but the naming mention, each between spaces: a name said there is
    # one of its words in full ("lorrath" is no name said in "lorrathien")
    naming = min(mentions, key=lambda m: (m[2], m[0])) if mentions else None
    rest = words if naming is None else words[:naming[0]] + words[naming[1]:]
    if not [w for w in rest if w not in SMALL_WORDS and w not in LANGUAGES and w not in _FORM_WORDS]:
        return None  # no name said to check: "Is X written in German?" asks for its language
    tag = term_to_sparql(lang)
    said = term_to_sparql(f" {' '.join(rest)} ")
    texts = _texts_of(thing)
    return (StatedReading(f"ASK {{ {values}{texts} FILTER(langMatches(lang(?x), {tag}) && "
                          f"CONTAINS({said}, CONCAT(\" \", LCASE(STR(?x)), \" \"))) }}", f"a name in {lang}, said"),
            f"ASK {{ {values}{texts} FILTER(langMatches(lang(?x), {tag})) }}")


def _texts_of(thing: str) -> str:
    """The pattern binding ``?x`` to a thing's names, and to the texts of the nodes pointing at it."""
    return (f"{{ {thing} {_ALL_NAMES} ?x . }} UNION {{ ?n ?p {thing} . ?n ?q ?x . "
            f"FILTER(isLiteral(?x) && ?n != {thing}) }}")


def names_query(thing: str, values: str = "") -> str:
    """The SELECT of a thing's names (``thing`` in SPARQL, bound by ``values`` where it is a
    variable) with their language tags."""
    return f"SELECT DISTINCT ?x (lang(?x) AS ?tag) WHERE {{ {values}{thing} {_ALL_NAMES} ?x . FILTER(isLiteral(?x)) }}"


def _words(text: str) -> list[str]:
    """The words of ``text``, lower-cased, a hyphenated or elided word one word."""
    return re.findall(r"[^\W_]+(?:['’-][^\W_]+)*", text.lower())


def asks_other_names(question: str) -> bool:
    """Does the question ask for a thing's other names ("What are the other names for X?")?"""
    return _OTHER_NAMES.search(question) is not None


__all__ = ["LANGUAGES", "asked_language", "asks_other_names", "language_label", "language_label_ask", "names_query"]
