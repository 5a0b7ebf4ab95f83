"""The property the question's verb names, between the named entity and the answer.

"Which projects does Keiko Halloran maintain?", "Which projects depend on Cinderpipe?", "What is
Ferris cardiomyopathy treated with?", "Who is Cyrus Langtree's mentor?": one named entity, and
a verb (or a possessed noun) that names one of its properties word for word, by the verb
("depend" for ``:dependsOn``, "treated" for ``:treats``) or by its agent noun ("maintain" for
``:maintainer``). The model answers such questions with another property, two hops, or the
wrong direction. Read from the KG instead:

- the property: among those linking the entity to things, either way, one whose name says every
  content word of the question's verb phrase (a verb of making a work, "wrote", "painted", is
  said by the name of its maker: creator, author, maker) (word stems, :func:`kgqa.wordforms.stems`: a
  phrase saying two relations, "the spouse of the director of X", is a chain, the model's), the
  one sharing most stems, prepositions too ("flow through", "flow into"); ties by the schema
  ranker's fit;
- the direction, where the KG has the property both ways round: the question says who does it.
  With the answer as the verb's subject ("Which projects depend on X?", "What is X treated
  with?") a property named by the verb runs from the answer to X, one named by an agent noun
  (``:maintainer``: who maintains) from X to the answer; with X as the subject ("Which projects
  does X maintain?", "What does X flow into?") the other way round; a possessed noun ("X's
  mentor") is X's property.

The answer is typed with the class the question's noun names, where it names one and that
keeps rows. The model's answer stands when its graph already uses that property.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from kgqa.candidates.schema import iri_words
from kgqa.kg.terms import iri_to_sparql
from kgqa.wordforms import IRREGULAR_VERBS, stem, stems

from .counted_place import StatedReading

_WH = re.compile(r"^\s*(?:(?:in|from|at|on|for|to|by|with|into)\s+)?(?P<wh>which|what|who|whom|where)\b", re.I)
_AUX = re.compile(r"\b(?:does|do|did|has|have|had)\b", re.I)
_BE = re.compile(r"\b(?:is|are|was|were)\b", re.I)
_HAVE = re.compile(r"^\s*(?:have|has|had|got)\s*[?.!]*\s*$", re.I)
_POSSESSED = re.compile(r"^\s*['’]\s*s\s+(?P<noun>[a-z][\w-]*)\s*[?.!]*\s*$", re.I)
_PREPOSITIONS = {"in", "on", "at", "to", "into", "through", "from", "by", "with", "for", "of", "about", "under",
                 "over", "after", "before", "between", "within", "across", "along", "near"}
_FUNCTION = {"which", "what", "who", "whom", "where", "does", "do", "did", "has", "have", "had", "is", "are", "was",
             "were", "the", "a", "an", "s", "that", "this", "these", "those", "be", "been", "any", "all", "some"}
_AGENT = re.compile(r"(?:er|or)$")
_PARTICIPLE = re.compile(r"^(?:[a-z]+(?:ed|en)|" + "|".join(sorted(IRREGULAR_VERBS)) + ")$")


#: verbs of making a work (general English), said by the name of its maker's property: "Who wrote
#: X?" asks for X's ``dcterms:creator`` as "Who maintains X?" for its ``:maintainer``
_MAKING_STEMS = frozenset(stem(w) for w in ("write", "wrote", "author", "compose", "paint", "draw", "create", "make",
                                            "made", "design", "sculpt"))
_MAKER_STEMS = frozenset(stem(w) for w in ("creator", "author", "maker"))


@dataclass(frozen=True)
class VerbForm:
    """How the question says the verb: its words, and whether the named entity is its subject."""

    words: list[str]
    entity_subject: bool
    possessed: bool = False


def verb_form(question: str, name: str, noun: str | None, kind_words: frozenset[str] = frozenset()) -> VerbForm | None:
    """The verb phrase of a wh-question naming ``name`` once (lower case); None otherwise.
    ``kind_words``: the words of the named thing's classes, which say what it is ("route" of
    "route 3"), not what the question asks of it."""
    text = question.lower()
    if not _WH.match(text) or text.count(name) != 1:
        return None
    before, after = text.split(name)
    possessed = _POSSESSED.match(after)
    skip = set(_FUNCTION) | set((noun or "").split()) | kind_words
    if possessed:  # "Who is Cyrus Langtree's mentor?"; not "the nationality of X's child" (a chain)
        said_before = [w for w in re.findall(r"[a-z]+", _WH.sub("", before, count=1)) if w not in skip]
        return None if said_before else VerbForm([possessed["noun"]], True, possessed=True)
    if _AUX.search(before):  # "Which projects does X maintain?": X does it
        words = [w for w in re.findall(r"[a-z]+", after) if w not in skip]
        if not words and _HAVE.match(after):
            # "What optional skills does X have?": X's own property, named by the asked noun phrase
            asked = re.findall(r"[a-z]+", before[_WH.match(text).end(): _AUX.search(before).start()])
            asked = [w for w in asked if w not in _FUNCTION]
            return VerbForm(asked, True, possessed=True) if asked else None
        return VerbForm(words, True) if words else None
    if _BE.search(before) and re.findall(r"[a-z]+", after):
        # "What is X treated with?": done to X, by a participle right after it; nothing else said before
        words = [w for w in re.findall(r"[a-z]+", after) if w not in skip]
        said_before = [w for w in re.findall(r"[a-z]+", _WH.sub("", before, count=1)) if w not in skip]
        if said_before or not words or not _PARTICIPLE.match(words[0]):
            return None
        return VerbForm(words, False)
    # "Which projects depend on X?", "Who maintains X?": the answer does it
    words = [w for w in re.findall(r"[a-z]+", _WH.sub("", before, count=1)) if w not in skip]
    return VerbForm(words, False) if words else None


def verb_hop(question: str, stated: dict, noun_class: Callable[[str | None], tuple[str | None, str | None]],
             typed: Callable[[str], str], listing: Callable[[str], list[str]],
             best: Callable[[list[str]], str | None], words: Callable[[str], str]) -> StatedReading | None:
    """The query of ``question`` (module docstring) and how it was read, or None.

    ``stated``: the entities it names word for word (:func:`kgqa.engine.yes_no.stated_entities`);
    ``noun_class(question)``: the noun after its "which"/"what" and the class it names (either
    None); ``typed``, ``listing``, ``best`` as :func:`kgqa.engine.counted_place.count_in_place`;
    ``words(p)``: what property ``p`` says (its label, else its IRI's words)."""
    if len(stated) != 1:
        return None
    (key, name), = stated.items()
    noun, cls = noun_class(question)
    e = iri_to_sparql(str(key[1]))
    kinds = frozenset(w for c in listing(f"SELECT DISTINCT ?p WHERE {{ {e} a ?p }}") for w in iri_words(c).lower().split())
    form = verb_form(question, str(name), noun, kinds)
    if form is None:
        return None
    out = listing(f"SELECT DISTINCT ?p WHERE {{ {e} ?p ?x . FILTER(isIRI(?x)) }}")
    into = listing(f"SELECT DISTINCT ?p WHERE {{ ?x ?p {e} }}")
    said = {stem(w) for w in form.words}
    content = {stem(w) for w in form.words if w not in _PREPOSITIONS}

    def shared(p: str) -> set[str]:
        # "flow" is said by "outflow into" too: a stem may end a longer word of the name
        own_stems = stems(f"{words(p)} {iri_words(p)}")
        # "Who wrote X?": a work's maker, by whatever verb made it (dcterms:creator)
        maker = own_stems & _MAKER_STEMS
        return {s for s in said if any(t == s or len(s) >= 4 and t.endswith(s) for t in own_stems)
                or maker and s in _MAKING_STEMS}

    # the property must say every content word of the verb phrase: "Who is the spouse of the
    # director of X?" says two relations, a chain (the model's), not one step
    fitting = [p for p in sorted(set(out) | set(into)) if content and content <= shared(p)]
    if not fitting:
        return None
    most = max(len(shared(p)) for p in fitting)
    p = best([q for q in fitting if len(shared(q)) == most])
    if p is None:
        return None
    if form.possessed and p not in out:
        return None  # "X's mentor" is X's own property ("Kyle's id": not who refers to Kyle)
    if p in out and p in into:
        named = re.findall(r"[a-z]+", f"{words(p)} {iri_words(p)}".lower())
        agent = any(_AGENT.search(w) and stem(w) in content for w in named)
        own = form.possessed or (form.entity_subject != agent)
    else:
        own = p in out
    step = f"{e} {iri_to_sparql(p)} ?x ." if own else f"?x {iri_to_sparql(p)} {e} ."
    kind = f" ?x {typed(cls)} {iri_to_sparql(cls)} ." if cls is not None else ""
    return StatedReading(f"SELECT DISTINCT ?x WHERE {{ {step}{kind} }}", f"{'' if own else 'what '}{iri_words(p)} {name}")


def links_to_class(entity: str, cls: str, typed: Callable[[str], str],
                   listing: Callable[[str], list[str]]) -> list[tuple[str, bool]]:
    """``(property, out of the entity)`` for each property linking ``entity`` (in SPARQL) to
    things of class ``cls``, either way round."""
    kind = f"?x {typed(cls)} {iri_to_sparql(cls)} ."
    return [(p, True) for p in listing(f"SELECT DISTINCT ?p WHERE {{ {entity} ?p ?x . {kind} }}")] + \
           [(p, False) for p in listing(f"SELECT DISTINCT ?p WHERE {{ ?x ?p {entity} . {kind} }}")]


def class_hop(stated: dict, cls: str | None, typed: Callable[[str], str],
              listing: Callable[[str], list[str]]) -> StatedReading | None:
    """"Which skill group does SQL belong to?", "What skills are in the food processing group?":
    where no property is named, the things of the asked class ``cls`` one step from the one
    named entity, by the one property that links it to things of that class (either way
    round); None where none or two do."""
    if len(stated) != 1 or cls is None:
        return None
    (key, name), = stated.items()
    e, c = iri_to_sparql(str(key[1])), iri_to_sparql(cls)
    ways = links_to_class(e, cls, typed, listing)
    if len(ways) != 1:
        return None
    (p, own), = ways
    step = f"{e} {iri_to_sparql(p)} ?x ." if own else f"?x {iri_to_sparql(p)} {e} ."
    return StatedReading(f"SELECT DISTINCT ?x WHERE {{ {step} ?x {typed(cls)} {c} . }}",
                         f"the {iri_words(cls)} {'of' if own else 'with'} {name} by {iri_words(p)}")


__all__ = ["VerbForm", "class_hop", "links_to_class", "verb_form", "verb_hop"]
