"""Facts a KG states with the time they held: Wikibase statements read for a year or for the past.

A Wikibase KG (Wikidata and every other Wikibase instance) states each fact twice: once as a
direct claim (``wdt:P5769``, the "truthy" triple, kept only for the best-ranked statements, in
practice the current ones), and once as a statement node (``p:P5769`` from the subject to the
node, ``ps:P5769`` from the node to the value) that also holds the past values and qualifiers
saying when the fact held (``pq:P580`` "start time", ``pq:P582`` "end time", ``pq:P585``
"point in time"). The model reads the direct claim, so "Who conducted the Kronvik Symphony
Orchestra in 1980?" is answered with today's conductor and "Was Anselm Krahl ever principal
conductor of X?" is false for every past one. This rewrite reads the statement nodes instead:

- a question that says a year its query does not use asks for the values that held in that
  year: a statement whose start is not after the year's end, whose end is not before its start
  (either may be missing), or whose point in time is in that year;
- a question in the past or over all time ("ever", "were", "has been", "former", "did") asks for
  every value the statements hold, not only the current one;
- a yes/no question in the present ("Is X the head coach of Y?") read through a statement node
  asks about a statement that has not ended;
- any other question keeps the direct claim.

Which predicates are claims, statements and qualifiers is what the KG's Wikibase vocabulary says
(``wikibase:directClaim``, ``wikibase:claim``, ``wikibase:statementProperty``,
``wikibase:qualifier`` on the property entity), else what the Wikibase RDF format's IRIs say
(``{base}/prop/direct/P…`` beside ``{base}/prop/P…`` and ``{base}/prop/statement/P…``), where the
data has them. Which qualifier starts or ends a fact is read from its label's words. A statement
ranked deprecated is never read.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from kgqa.kg.labels import LABEL_PATH
from kgqa.kg.terms import iri_to_sparql
from kgqa.kg.vocabulary import WIKIBASE

_DEPRECATED = f"<{WIKIBASE}DeprecatedRank>"
_RANK = f"<{WIKIBASE}rank>"
#: a year said in the question
_YEAR = re.compile(r"\b(1[5-9]\d\d|20\d\d)\b")
#: words of a question about the past or all time: "ever", "were", "has ... been", "former"
_PAST = re.compile(r"\b(?:ever|were|former(?:ly)?|previous(?:ly)?|past|did|has\s+(?:\w+\s+){0,4}?been|"
                   r"have\s+(?:\w+\s+){0,4}?been|had\s+(?:\w+\s+){0,4}?been|used\s+to|all[\s-]time|history)\b", re.I)
#: the present perfect ending the question: "Which clubs has X coached?", "What has Y won?"
_PERFECT = re.compile(r"\bha(?:s|ve)\s+(?:[\w'-]+\s+){0,5}?[a-z]+(?:ed|en|wn|ung|ght|on|one)\s*[?.!]*\s*$", re.I)
#: the same, for a yes/no question, where "Was X ...?" asks about the past
_PAST_ASKED = re.compile(r"^\s*was\b|" + _PAST.pattern, re.I)
#: a yes/no question in the present: "Is X the head coach of Y?", "Does X play for Y?"
_PRESENT_ASKED = re.compile(r"^\s*(?:is|are|does|do)\b", re.I)
#: a qualifier's label words that say when a fact started, ended, or the one time it held
_START_WORDS = {"start", "begin", "beginning", "from", "since", "began", "started"}
_END_WORDS = {"end", "until", "till", "ended", "ending", "to"}
_POINT_WORDS = {"point"}
#: a term of a triple pattern as :func:`kgqa.querygraph.to_sparql` writes it: a variable, an IRI
#: or a literal
_TERM = r'(?:\?\w+|<[^>\s]+>|"(?:[^"\\]|\\.)*"(?:\^\^<[^>\s]+>|@[\w-]+)?|[-+]?\d[\d.eE+-]*)'


@dataclass(frozen=True)
class Claim:
    """One Wikibase property's predicates: the direct claim, the claim to a statement node and
    the statement node's value."""

    direct: str
    claim: str
    statement: str


@dataclass
class ClaimTimes:
    """The claims of a KG (by each predicate) and its time qualifiers."""

    claims: dict[str, Claim] = field(default_factory=dict)
    starts: list[str] = field(default_factory=list)
    ends: list[str] = field(default_factory=list)
    points: list[str] = field(default_factory=list)

    def of(self, predicate: str) -> Claim | None:
        """The claim whose direct claim or claim predicate is ``predicate``."""
        return self.claims.get(predicate)


def read_claim_times(select: Callable[[str], list | None]) -> ClaimTimes:
    """The KG's claims and time qualifiers (module docstring); ``select(query)`` runs a bounded
    SELECT (its rows, or None on a failure)."""
    out = ClaimTimes()
    rows = select(f"SELECT DISTINCT ?d ?c ?s WHERE {{ ?P <{WIKIBASE}directClaim> ?d ; <{WIKIBASE}claim> ?c ; "
                  f"<{WIKIBASE}statementProperty> ?s . }} LIMIT 10000") or []
    for d, c, s in rows:
        claim = Claim(str(d), str(c), str(s))
        out.claims[claim.direct] = out.claims[claim.claim] = claim
    qualifiers = select(f"SELECT DISTINCT ?q ?l WHERE {{ ?P <{WIKIBASE}qualifier> ?q ; {LABEL_PATH} ?l . "
                        f"FILTER(LANGMATCHES(LANG(?l), 'en') || LANG(?l) = '') }} LIMIT 10000") or []
    for q, label in qualifiers:
        words = set(re.findall(r"[a-z]+", str(label).lower()))
        for role, said in ((out.starts, _START_WORDS), (out.ends, _END_WORDS), (out.points, _POINT_WORDS)):
            if words & said and str(q) not in role:
                role.append(str(q))
    return out


def format_claim(direct: str, select: Callable[[str], list | None]) -> Claim | None:
    """The claim of a direct claim predicate minted as the Wikibase RDF format mints it
    (``{base}/prop/direct/P5769``: ``{base}/prop/P5769``, ``{base}/prop/statement/P5769``),
    where the KG has statements by it; None otherwise."""
    m = re.fullmatch(r"(?P<base>.+/prop/)direct/(?P<id>P\d+)", direct)
    if m is None:
        return None
    claim = Claim(direct, f"{m['base']}{m['id']}", f"{m['base']}statement/{m['id']}")
    found = select(f"SELECT ?n WHERE {{ ?x {iri_to_sparql(claim.claim)} ?n . ?n {iri_to_sparql(claim.statement)} ?v . }} LIMIT 1")
    return claim if found else None


def says_times(claim: Claim, times: ClaimTimes, select: Callable[[str], list | None]) -> bool:
    """Does some statement of ``claim`` have a time qualifier?"""
    qualifiers = times.starts + times.ends + times.points
    if not qualifiers:
        return False
    found = select(f"SELECT ?n WHERE {{ ?x {iri_to_sparql(claim.claim)} ?n . ?n "
                   f"{'|'.join(iri_to_sparql(q) for q in qualifiers)} ?t . }} LIMIT 1")
    return bool(found)


def asked_time(question: str, sparql: str, yes_no: bool) -> tuple[str, int | None] | None:
    """``("year", Y)`` for a question that says one year its query does not use, ``("past",
    None)`` for one about the past or all time (:data:`_PAST`, :data:`_PERFECT`; for a yes/no
    question also one that opens with "Was"), ``("now", None)`` for a yes/no question in the
    present ("Is X the head coach of Y?"), else None."""
    years = sorted({int(y) for y in _YEAR.findall(question)})
    if len(years) == 1 and not re.search(rf"(?<![\d-]){years[0]}(?![\d])", sparql):
        return "year", years[0]
    if years:
        return None  # two years, or the query keys by its year already: not read here
    if (_PAST_ASKED if yes_no else _PAST).search(question) or _PERFECT.search(question):
        return "past", None
    return ("now", None) if yes_no and _PRESENT_ASKED.match(question) else None


def with_claim_times(sparql: str, times: ClaimTimes, asked: tuple[str, int | None],
                     resolve: Callable[[str], Claim | None] | None = None,
                     timed: Callable[[Claim], bool] = lambda claim: True) -> str | None:
    """``sparql`` with each direct claim triple read through its statement nodes, and each
    statement node it already reads held to the year ``asked`` says (module docstring); None
    when it reads no claim (for a year: no claim whose statements say a time, ``timed(claim)``,
    :func:`says_times`). ``resolve(p)``: the claim of a predicate the KG's vocabulary does not
    declare (:func:`format_claim`)."""
    kind, year = asked
    if kind == "year" and not (times.starts or times.ends or times.points):
        return None
    n = 0

    def held(node: str) -> str:
        """The conditions on statement ``node``: not deprecated; for a year, held in it; now, not
        ended."""
        out = f"FILTER NOT EXISTS {{ {node} {_RANK} {_DEPRECATED} }}"
        if kind == "now":
            return " ".join([out, *(f"FILTER NOT EXISTS {{ {node} {iri_to_sparql(q)} ?t_ }}" for q in times.ends)])
        if kind != "year":
            return out
        # no start after the year, no end before it; and a time said at all: a start or an end
        # (the years between), or a point in time in that year
        late = " ".join(f"FILTER NOT EXISTS {{ {node} {iri_to_sparql(q)} ?t_ . FILTER(YEAR(?t_) > {year}) }}"
                        for q in times.starts)
        early = " ".join(f"FILTER NOT EXISTS {{ {node} {iri_to_sparql(q)} ?t_ . FILTER(YEAR(?t_) < {year}) }}"
                         for q in times.ends)
        timed = [f"EXISTS {{ {node} {iri_to_sparql(q)} ?t_ }}" for q in times.starts + times.ends]
        timed += [f"EXISTS {{ {node} {iri_to_sparql(q)} ?t_ . FILTER(YEAR(?t_) = {year}) }}" for q in times.points]
        return f"{out} {late} {early} FILTER({' || '.join(timed)})"

    def direct(m: re.Match) -> str:
        nonlocal n
        claim = times.of(m["p"]) or (resolve(m["p"]) if resolve else None)
        if claim is None or m["p"] != claim.direct or kind == "now" or (kind == "year" and not timed(claim)):
            return m.group()  # now: the direct claim is the current fact
        n += 1
        node = f"?claim_{n}"
        through = (f"{m['s']} {iri_to_sparql(claim.claim)} {node} . {node} {iri_to_sparql(claim.statement)} {m['o']} . "
                   f"{held(node)}")
        # a dump may give a fact only as its direct claim (statement nodes for the qualified
        # facts alone): for all time, either; for a year, the statements that say when
        if kind == "year":
            return through
        # once each pair, as the direct claim gives it (a count counts each thing once)
        ends = " ".join(t for t in (m["s"], m["o"]) if t.startswith("?"))
        either = f"{{ {m.group()} }} UNION {{ {through} }}"
        return f"{{ SELECT DISTINCT {ends} WHERE {{ {either} }} }}" if ends else either

    def stated(m: re.Match) -> str:
        nonlocal n
        claim = times.of(m["p"])
        if claim is None or m["p"] != claim.claim or kind == "past" or not timed(claim):
            return m.group()
        n += 1
        return f"{m.group()} {held(m['o'])}"

    triple = re.compile(rf"(?P<s>{_TERM})\s+<(?P<p>[^>\s]+)>\s+(?P<o>{_TERM})\s*\.")
    out = triple.sub(direct, sparql)
    out = triple.sub(lambda m: stated(m) if m["o"].startswith("?") and not m["o"].startswith("?claim_") else m.group(), out)
    return out if n else None


__all__ = ["Claim", "ClaimTimes", "asked_time", "format_claim", "read_claim_times", "says_times", "with_claim_times"]
