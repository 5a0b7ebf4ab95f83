"""A structural decomposer: G[q] expressions from the dependency parse, for the frequent shapes.

The pointer translator (:mod:`kgqa.hybrid.translator`) learns its decompositions from a few
thousand Break examples and garbles leaves on text it was not trained on. This decomposer
learns nothing: it reads spaCy's parse (``en_core_web_sm``, offline) and writes a tree only
for shapes it recognises, else nothing:

* **comparison** -- "Which film came out first, A or B?", "Who was born later, A or B?",
  "Which film has the director born earlier, A or B?":
  ``COMP_<[What is the release date of A?, What is the release date of B?]`` (with a bridge
  ``What is the director of A? * What is the date of birth of {director}?`` per side);
* **same / both** -- "Are A and B both from the same country?", "Do both films A and B have
  the same director?": ``COMP_=[What is the country of A?, What is the country of B?]``;
* **intersection** -- "Who played for both A and B?": ``AND[Who played for A?, Who played for B?]``;
* **bridge** -- "the director of X", "X's spouse", "the actress who played Y": the innermost
  such description becomes its own question ("Who is the director of X?") and a placeholder
  in the rest ("Who is the spouse of {director}?"), repeatedly, innermost first.

Every leaf is checked by :func:`leaf_problem` (a well-formed question about one thing); a
tree with a bad leaf is dropped, never returned. Translators compete by execution
(:meth:`kgqa.pipeline.Pipeline.answer_best`): this one proposes, it does not decide.
"""

from __future__ import annotations

import re
from typing import Any

from kgqa.compiler.ast import Atomic, CompEq, CompGt, CompLt, Dependent, Intersect, Node, leaves
from kgqa.compiler.printer import print_gq
from kgqa.text.answer_types import PERSON, relation_type
from kgqa.text.focused import NAME_CONNECTORS
from kgqa.wordforms import singular

MAX_HOPS = 3

# --- leaf checks ----------------------------------------------------------------------------------

_QUESTION_START = re.compile(
    r"^(?:who|whom|whose|what|which|when|where|why|how|in which|in what|on which|at which|from which|"
    r"is|are|was|were|do|does|did|has|have|had|can|could|will|would|should)\b", re.I)
_DANGLING_END = re.compile(
    r"(?:\b(?:of|the|a|an|and|or|but|to|in|on|for|by|with|from|at|'s|that|which|who|than)|"
    r"\b(?:does|do|did)\s+\{[^{}]*\})\s*\?$", re.I)  # "What currency does {place}?" lost its verb
# English strands a preposition after its verb: "Which country is {husband} from?", "Where does
# {director} work at?" are whole questions; "the director of?" is not.
_STRANDED = re.compile(r"\b(?:is|are|was|were|come|comes|came|work|works|worked|live|lives|lived|study|studies|"
                       r"studied|buried|located|based|belong|belongs|belonged|play|plays|played)\s+"
                       r"(?:from|at|in|on|for|with|to)\s*\?$", re.I)
_TWO_ASKED = re.compile(r"(?:,|\band)\s+(?:what|who|which|when|where|how|is|are|was|were)\b", re.I)
_OPERATORS = re.compile(r"[*+\[\]]|\bCOMP_|\bAND\[|\bJOIN\[")
_PLACEHOLDER = re.compile(r"\{[^{}]*\}")
_WORD = re.compile(r"[A-Za-z0-9À-ÿ]+")
_FUNCTION_WORDS = frozenset(
    """who whom whose what which when where why how is are was were do does did has have had can could will
    would should the a an of in on at to for by with from and or 's s it this that""".split())


def leaf_problem(text: str) -> str | None:
    """Why ``text`` is not a well-formed question about one thing, or None when it is.

    It must read as one question (starts with a wh-word or an auxiliary, ends with one "?"),
    hold no operator syntax, at most one placeholder and something to ask about besides it,
    and not end on a function word ("the director of?") other than a preposition its verb
    strands ("Which country is {husband} from?").
    """
    t = " ".join(text.split())
    if not t.endswith("?") or t.count("?") != 1:
        return "not one question (must end with a single '?')"
    if not _QUESTION_START.match(t):
        return "does not start like a question"
    if _OPERATORS.search(t):
        return "operator syntax inside a leaf"
    if t.count("{") != t.count("}") or len(_PLACEHOLDER.findall(t)) > 1:
        return "more than one placeholder, or unbalanced braces"
    if _DANGLING_END.search(t) and not _STRANDED.search(t):
        return "ends on a function word"
    if _TWO_ASKED.search(t):
        return "asks two things"
    content = [w for w in _WORD.findall(_PLACEHOLDER.sub(" ", t)) if w.lower() not in _FUNCTION_WORDS]
    if not content:
        return _NOTHING
    if re.search(r",\s*[^,]+\bor\b[^,]+\?$", t) and not _PLACEHOLDER.search(t):
        return "still a choice between two things"
    return None


_NOTHING = "asks about nothing besides its placeholder"
_YESNO_START = re.compile(r"^(?:is|are|was|were|do|does|did|has|have|had|can|could|will|would)\b", re.I)


def tree_problems(tree: Node) -> list[str]:
    return [f"{leaf.text!r}: {why}" for _, leaf in leaves(tree) if (why := leaf_problem(leaf.text))]


# --- the decomposer -----------------------------------------------------------------------------

# Comparison aspects: the phrase before ", A or B" -> (relation asked of each side, op).
_EARLY = r"(?:first|earlier|sooner|older|oldest|earliest|before)"
_LATE = r"(?:later|last|second|more recently|younger|youngest|latest|after|most recent|newer)"
_DATE_ASPECTS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\b(?:born|birth|older|younger|oldest|youngest)\b", re.I), "date of birth"),
    (re.compile(r"\b(?:die|died|death|dies|lived longer)\b", re.I), "date of death"),
    (re.compile(r"\b(?:released|came out|come out|published|premiered|aired|debuted)\b", re.I), "release date"),
    (re.compile(r"\b(?:founded|established|formed|created|started|built|opened)\b", re.I), "founding date"),
)
# Sizes only as the predicate ("Which river is longer, A or B?"), not inside a description
# ("Which year saw a smaller force, A or B?").
_SIZE_ASPECTS: tuple[tuple[re.Pattern[str], str, type], ...] = (
    (re.compile(r"\b(?:is|was|are|were)\s+(?:the\s+)?(?:longer|longest)\s*$", re.I), "length", CompGt),
    (re.compile(r"\b(?:is|was|are|were)\s+(?:the\s+)?(?:shorter|shortest)\s*$", re.I), "length", CompLt),
    (re.compile(r"\b(?:is|was|are|were)\s+(?:the\s+)?(?:taller|higher|tallest|highest)\s*$", re.I), "height",
     CompGt),
    (re.compile(r"\b(?:is|was|are|were)\s+(?:the\s+)?(?:larger|bigger|largest|biggest)\s*$", re.I), "area", CompGt),
    (re.compile(r"\b(?:is|was|are|were)\s+(?:the\s+)?(?:smaller|smallest)\s*$", re.I), "area", CompLt),
    (re.compile(r"\b(?:is|was|are|were)\s+more populous\s*$|\bhas (?:a )?(?:larger|bigger) population\s*$",
                re.I), "population", CompGt),
)
_CHOICE = re.compile(r"^(?P<head>[^,]+?),\s+(?P<a>.+)\s+or\s+(?P<b>.+?)\s*\?\s*$")
_SAME = re.compile(r"\b(?:the )?same (?P<rel>[a-z][a-z -]*?)(?:\s+(?:as|of)\b.*)?\s*\?\s*$", re.I)
_BOTH_YESNO = re.compile(
    r"^(?:are|were|is|was|do|does|did|have|had)\s+(?:both\s+)?(?:the\s+)?(?:(?:films?|movies?|songs?|albums?|"
    r"books?|people|persons?|players?|bands?|places?|towns?|cities?)\s+)?(?P<a>.+?)\s+and\s+(?P<b>.+?)\s+"
    r"(?-i:(?:both\s+)?(?:from|of|have|has|located|born|in|share|the|directed|written|playing|belong))\b", re.I)
_BOTH = re.compile(r"^(?P<pre>(?:who|what|which)\b.*?)\bboth\s+(?P<a>.+?)\s+and\s+(?P<b>.+?)(?P<post>\s*\?)\s*$",
                   re.I)
_BRIDGE_WORDS = (
    r"(?:director|composer|performer|author|producer|screenwriter|writer|creator|founder|father|mother|"
    r"spouse|wife|husband|son|daughter|child|sibling|brother|sister|editor|publisher|owner|manufacturer|"
    r"developer|designer|architect|singer|star|cast member|keyboardist|guitarist|drummer|bassist|vocalist|"
    r"lyricist|illustrator|narrator|presenter|founder|coach|captain|leader|president|ceo|parent|"
    r"grandfather|grandmother|grandson|granddaughter|uncle|aunt|nephew|niece|cousin|stepfather|"
    r"stepmother|stepson|stepdaughter|(?:father|mother|son|daughter|child|sibling|brother|sister)-in-law)")
_BRIDGE_NOUNS = re.compile(r"\b" + _BRIDGE_WORDS + r"s?\b", re.I)
_LEADING_BRIDGE = re.compile(r"^(?:the\s+)?(?P<via>" + _BRIDGE_WORDS + r"s?)\s+of\s+(?:both\s+)?(?:the\s+)?"
                             r"(?:(?:films?|movies?|songs?|albums?|books?)\s+)?(?P<rest>.+)$", re.I)
# Kinship that is two hops (2Wiki's "inference" questions): relation -> (first hop, second hop).
_KIN_CHAINS = {
    "paternal grandfather": ("father", "father"), "paternal grandmother": ("father", "mother"),
    "maternal grandfather": ("mother", "father"), "maternal grandmother": ("mother", "mother"),
    "father-in-law": ("spouse", "father"), "mother-in-law": ("spouse", "mother"),
    "son-in-law": ("child", "spouse"), "daughter-in-law": ("child", "spouse"), "child-in-law": ("child", "spouse"),
    "sibling-in-law": ("spouse", "sibling"), "stepmother": ("father", "spouse"), "stepfather": ("mother", "spouse"),
    "grandchild": ("child", "child"),
}


def _op(text: str, default: type = CompLt) -> type:
    if re.search(_LATE, text, re.I):
        return CompGt
    if re.search(_EARLY, text, re.I):
        return CompLt
    return default


def _what_is(relation: str, subject: str) -> str:
    words = relation.split()
    if words and words[-1].endswith("s") and _BRIDGE_NOUNS.fullmatch(words[-1]):
        relation = " ".join(words[:-1] + [singular(words[-1])])  # "the directors of X" asks one each
    wh = "Who" if relation_type(relation) == PERSON else "What"
    return f"{wh} is the {relation} of {subject}?"


class StructuralDecomposer:
    """Question -> G[q] trees for the shapes above (possibly none); see :meth:`decompose`."""

    def __init__(self, nlp: Any = None) -> None:
        self._nlp = nlp

    @property
    def nlp(self) -> Any:
        if self._nlp is None:
            from kgqa.text.nlp import load_nlp

            self._nlp = load_nlp()
        return self._nlp

    def decompose(self, question: str) -> list[Node]:
        """Distinct well-formed complex trees for ``question``, most specific shape first."""
        q = " ".join(question.split())
        if not q:
            return []
        if not q.endswith("?"):
            q += "?"
        out: list[Node] = []
        for shape in (self.comparison, self.same, self.intersection, self.bridge):
            tree = shape(q)
            if tree is not None and not tree_problems(tree) and tree not in out:
                out.append(tree)
        return out

    def expressions(self, question: str) -> list[str]:
        return [print_gq(t) for t in self.decompose(question)]

    # --- comparison: "Which ... first, A or B?" -------------------------------------------

    def comparison(self, q: str) -> Node | None:
        m = _CHOICE.match(q)
        if not m or not re.match(r"^(?:which|who|what)\b", q, re.I):
            return None
        head, a, b = m.group("head"), _strip_det(m.group("a")), _strip_det(m.group("b"))
        relation, op = None, None
        for pattern, rel in _DATE_ASPECTS:
            if pattern.search(head):
                relation, op = rel, _op(head)
                if rel == "date of birth" and re.search(r"\b(?:younger|youngest)\b", head, re.I):
                    op = CompGt
                elif rel == "date of birth" and re.search(r"\b(?:older|oldest)\b", head, re.I):
                    op = CompLt
                break
        if relation is None:
            for pattern, rel, size_op in _SIZE_ASPECTS:
                if pattern.search(head):
                    relation, op = rel, size_op
                    break
        if relation is None or op is None:
            return None
        # "Which film has the director born earlier" / "whose director is younger": a bridge per side.
        bridge = _BRIDGE_NOUNS.search(re.sub(r"^\s*(?:which|who|what)\s+\w+", "", head, flags=re.I))
        if bridge:
            via = bridge.group(0).lower()
            name = via.split()[0]

            def side(entity: str) -> Node:
                return Dependent(Atomic(_what_is(via, entity)), Atomic(_what_is(relation, "{" + name + "}")))

            return op(side(a), side(b))
        return op(Atomic(_what_is(relation, a)), Atomic(_what_is(relation, b)))

    # --- yes/no sameness: "Are A and B both from the same country?" ---------------------

    def same(self, q: str) -> Node | None:
        m_same = _SAME.search(q)
        m = _BOTH_YESNO.match(q)
        if not m_same or not m:
            return None
        relation = m_same.group("rel").strip().lower()
        relation = {"nationality": "country of citizenship", "country": "country"}.get(relation, relation)
        if relation == "place":  # "Were A and B born in the same place?" asks a place of birth
            relation = ("place of birth" if re.search(r"\bborn\b", q, re.I)
                        else "place of death" if re.search(r"\bdied?\b", q, re.I) else relation)
        a, b = _strip_det(m.group("a")), _strip_det(m.group("b"))
        # "Are the directors of films A and B both from ...": the bridge opens the first name.
        lead = _LEADING_BRIDGE.match(a)
        if lead:
            a = _strip_det(lead.group("rest"))
        if not a or not b:
            return None
        bridge = (lead and lead.group("via") and _BRIDGE_NOUNS.match(lead.group("via"))
                  or _BRIDGE_NOUNS.search(q[: m.start("a")]) or _BRIDGE_NOUNS.search(q[m.end("b"):m_same.start()]))
        if bridge and bridge.group(0).lower() != relation:
            via = " ".join(singular(w) for w in bridge.group(0).lower().split())  # "the directors" of each
            name = via.split()[0]
            if relation in ("country", "country of citizenship") and relation_type(via) == PERSON:
                relation = "country of citizenship"
            return CompEq(Dependent(Atomic(_what_is(via, a)), Atomic(_what_is(relation, "{" + name + "}"))),
                          Dependent(Atomic(_what_is(via, b)), Atomic(_what_is(relation, "{" + name + "}"))))
        return CompEq(Atomic(_what_is(relation, a)), Atomic(_what_is(relation, b)))

    # --- intersection: "Who played for both A and B?" ---------------------------------

    def intersection(self, q: str) -> Node | None:
        m = _BOTH.match(q)
        if not m:
            return None
        pre, a, b = m.group("pre"), m.group("a"), m.group("b")
        return Intersect(Atomic(f"{pre}{a}?"), Atomic(f"{pre}{b}?"))

    # --- bridge: innermost descriptions first --------------------------------------------

    def bridge(self, q: str) -> Node | None:
        if _YESNO_START.match(q) or _CHOICE.match(q):
            return None  # yes/no and "A or B" questions have their own shapes
        steps: list[str] = []
        names: set[str] = set()
        rest = q
        for _ in range(MAX_HOPS):
            found = _possessive(rest) or _of_description(rest) or self._relative_description(rest)
            if found is None:
                break
            start, end, relation, subject, leaf = found
            hops = _KIN_CHAINS.get(relation.lower()) if relation else None
            if hops:  # "X's paternal grandfather": the father of the father of X
                first = _fresh(hops[0], names)
                steps += [_what_is(hops[0], subject), _what_is(hops[1], "{" + first + "}")]
                name = _fresh(hops[1], names)
            else:
                steps.append(leaf)
                name = _fresh(_head_word(relation or leaf), names)
            rest = rest[:start] + "{" + name + "}" + rest[end:]
        if not steps:
            return None
        rest = re.sub(r"\s+", " ", rest).strip()
        finals = steps[1:] if leaf_problem(rest) == _NOTHING else steps[1:] + [rest]
        if not finals:
            return None  # one description and nothing asked of it: the question is atomic
        tree: Node = Atomic(steps[0])
        for leaf in finals:
            tree = Dependent(tree, Atomic(leaf))
        return tree

    def _relative_description(self, q: str) -> tuple[int, int, str, str, str] | None:
        found = self._innermost_description(q)
        if found is None:
            return None
        start, end, noun, leaf = found
        return start, end, noun, "", leaf

    def _innermost_description(self, q: str) -> tuple[int, int, str, str] | None:
        """(start, end, head noun, its question) of the smallest noun phrase with a relative
        clause that is not the whole question: "the actress who played Y". (Possessives and
        "the R of NAME" are read without the parse: :func:`_possessive`, :func:`_of_description`.)"""
        doc = self.nlp(q)
        best = None
        for tok in doc:
            if tok.pos_ != "NOUN" or tok.i == 0 or not any(c.dep_ == "relcl" for c in tok.children):
                continue
            span = _phrase(tok)
            if span is None:
                continue
            start, end = span
            if doc[start].lower_ not in ("the", "a", "an"):
                continue  # "bwi that serves lunch", "singers who ...": not a description of one thing
            if end < len(doc) and (doc[end].text == "," or doc[end].lower_ in ("and", "or", "but")):
                continue  # the parse cut a coordination ("a force to reclaim A, B, and C")
            text = doc[start:end].text
            # The rest of the question must still ask something about it.
            before, after = doc[:start].text, doc[end:].text
            if not before.strip() or len(_WORD.findall(before + " " + after)) < 2 or "{" in text:
                continue
            char_start, char_end = doc[start].idx, doc[end - 1].idx + len(doc[end - 1].text)
            cand = (end - start, char_start, char_end, tok.text.lower(), _describe(tok, text))
            if best is None or cand[0] < best[0]:
                best = cand
        if best is None:
            return None
        _, s, e, noun, leaf = best
        if leaf_problem(leaf):
            return None
        return s, e, noun, leaf


def _phrase(tok: Any) -> tuple[int, int] | None:
    """Token span of the noun's phrase: its subtree, from its determiner (nothing to its left)."""
    sub = list(tok.subtree)
    end = sub[-1].i + 1
    doc = tok.doc
    left = [c for c in tok.lefts if c.dep_ in ("det", "amod", "compound", "nummod")]
    start = min([tok.i, *(c.i for c in left)])
    while end > start and doc[end - 1].is_punct and doc[end - 1].text != ")":
        end -= 1
    return (start, end) if end - start >= 3 else None


def _name_like(token: str) -> bool:
    return any(c.isupper() or c.isdigit() for c in token) or token[:1] in "\"'(“"


# "X's father", "the director of film X": X is a run of capitalised words (and the lower-case
# NAME_CONNECTORS names contain), which ends at the first plain lower-case word ("die", "work").
def _name_before(words: list[str], end: int) -> int:
    """Index of the first word of the name that ends at ``words[end - 1]``."""
    i = end
    while i > 0 and (_name_like(words[i - 1]) or words[i - 1].lower() in NAME_CONNECTORS
                     or words[i - 1] == ","):
        if i - 1 == 0 and _QUESTION_START.match(words[0]):
            break
        i -= 1
    while i < end and (words[i].lower() in NAME_CONNECTORS or words[i] == ","):
        i += 1
    return i


def _name_after(words: list[str], start: int) -> int:
    """Index after the name that starts at ``words[start]`` (a type word like "film" may lead)."""
    i = start
    if i < len(words) and words[i].lower() in ("film", "movie", "song", "album", "book", "novel", "band", "the"):
        i += 1
    j = i
    while j < len(words) and (_name_like(words[j]) or words[j].lower() in NAME_CONNECTORS):
        j += 1
    while j > i and words[j - 1].lower() in NAME_CONNECTORS:
        j -= 1
    return j if j > i and _name_like(words[i]) else start


def _words(q: str) -> tuple[str, list[str], list[int]]:
    """The question without its "?", its words (possessive "'s" split off) and their offsets."""
    body = q.rstrip().rstrip("?").rstrip()
    words, offsets = [], []
    for m in re.finditer(r"\S+", body):
        w, o = m.group(0), m.start()
        if re.search(r"['’]s$", w) and len(w) > 2:
            words += [w[:-2], "'s"]
            offsets += [o, o + len(w) - 2]
        else:
            words.append(w)
            offsets.append(o)
    return body, words, offsets


def _span_end(words: list[str], offsets: list[int], j: int) -> int:
    return offsets[j - 1] + len(words[j - 1])


_REL_PHRASE = re.compile(r"^(?:(?:paternal|maternal)\s+)?" + _BRIDGE_WORDS + r"s?$", re.I)


def _possessive(q: str) -> tuple[int, int, str, str, str] | None:
    """"X's father" -> (span, "father", X, "Who is the father of X?")."""
    body, words, offsets = _words(q)
    for k, w in enumerate(words):
        if w != "'s" or k == 0:
            continue
        for n in (2, 1):  # "paternal grandfather" before "grandfather"
            rel = " ".join(words[k + 1 : k + 1 + n])
            if k + n < len(words) + 0 and _REL_PHRASE.match(rel):
                start = _name_before(words, k)
                if start >= k:
                    break
                subject = body[offsets[start] : _span_end(words, offsets, k)]
                return (offsets[start], _span_end(words, offsets, k + 1 + n), rel.lower(), subject,
                        _what_is(rel.lower(), subject))
    return None


def _of_description(q: str) -> tuple[int, int, str, str, str] | None:
    """"the director of film X" -> (span, "director", "film X", "Who is the director of film X?")."""
    body, words, offsets = _words(q)
    for k in range(len(words) - 2):
        if words[k].lower() != "the":
            continue
        for n in (3, 2, 1):
            rel = " ".join(words[k + 1 : k + 1 + n])
            if k + 1 + n < len(words) and words[k + 1 + n].lower() == "of" and _REL_PHRASE.match(rel):
                end = _name_after(words, k + 2 + n)
                if end == k + 2 + n:
                    continue
                subject = body[offsets[k + 2 + n] : _span_end(words, offsets, end)]
                return offsets[k], _span_end(words, offsets, end), rel.lower(), subject, _what_is(rel.lower(), subject)
    return None


def _head_word(text: str) -> str:
    words = re.findall(r"[A-Za-z]+", text)
    return words[-1] if words else "x"


def _describe(tok: Any, text: str) -> str:
    """The question asking for the thing a description names."""
    wh = "Who" if relation_type(tok.text) == PERSON or tok.lower_ in ("actress", "actor", "person", "man",
                                                                      "woman", "player", "artist") else "What"
    return f"{wh} {'are' if tok.tag_ in ('NNS', 'NNPS') else 'is'} {text}?"


def _fresh(noun: str, taken: set[str]) -> str:
    base = re.sub(r"[^a-z0-9_]", "", noun.lower()) or "x"
    if base[0].isdigit():
        base = "x" + base
    name, i = base, 2
    while name in taken:
        name, i = f"{base}{i}", i + 1
    taken.add(name)
    return name


def _strip_det(text: str) -> str:
    """An entity as a leaf names it: no "the film" before it, no "films" or comma after ("Are A
    and B films ...", "A and B, born")."""
    text = re.sub(r"\s+(?:films?|movies?)$", "", text.strip(" ,;"), flags=re.I)  # "A and B films"
    return re.sub(r"^(?:the film|the movie|the song|the album|film|movie)\s+", "", text, flags=re.I)


class WithStructural:
    """A translator whose candidates include the structural decomposer's trees.

    ``translate_candidates`` returns the structural trees and the wrapped translator's
    candidates (``order="first"``: structural ones first; ``"prefer"``: only the structural
    trees when there are any, else the translator's), without duplicates; execution
    then chooses among them (:meth:`kgqa.pipeline.Pipeline.answer_best`). ``translate_full``
    is the first of those.
    """

    def __init__(self, translator: Any, decomposer: StructuralDecomposer | None = None,
                 order: str = "first") -> None:
        if order not in ("first", "last", "prefer"):
            raise ValueError("order is 'first', 'last' or 'prefer'")
        self.translator, self.order = translator, order
        self.decomposer = decomposer or StructuralDecomposer()

    def structural(self, question: str) -> list[Any]:
        from kgqa.hybrid.translator import Translation

        return [Translation(question, tree, print_gq(tree), 1, True) for tree in self.decomposer.decompose(question)]

    def translate_candidates(self, question: str, n: int = 3) -> list[Any]:
        mine = self.structural(question)
        if mine and self.order == "prefer":
            return mine  # a recognised shape: the learned translator is not asked
        learned = self.translator.translate_candidates(question, n)
        ordered = mine + learned if self.order == "first" else learned + mine
        out, seen = [], set()
        for t in ordered:
            if t.text not in seen and (t.valid or not out):
                seen.add(t.text)
                out.append(t)
        # The atomic fallback only stands in when nothing valid was proposed.
        valid = [t for t in out if t.valid]
        return valid or out[:1]

    def translate_full(self, question: str) -> Any:
        return self.translate_candidates(question, 1)[0]

    def translate(self, question: str) -> Node:
        return self.translate_full(question).expression
