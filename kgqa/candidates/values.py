"""Values: regex extraction from the question and linking against an index of the KG's
literals (entities are linked by their names in :mod:`kgqa.candidates.label_index`).

Two sources feed the ``Val`` / ``Ent`` pools:

- :func:`extract_values` - the paper's pattern matching: quoted strings, integers, floats,
  years, dates, plus number words (``two`` -> 2, ``once`` -> 1), each typed (``1998`` is both a
  year and an integer);
- :class:`ValueIndex` - built once per KG (one scan per literal-valued property,
  :mod:`kgqa.candidates.scan`, capped per property), then question n-grams are looked up in it:
  exact (case-folded), normalised (letters and digits only, crude singular), fuzzy
  (character-trigram candidates re-scored by edit distance) and token containment (for
  ``contains``/substring questions). No scan over the KG per question.
"""

from __future__ import annotations

import json
import logging
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from rdflib import Literal, URIRef

from kgqa.kg.base import KnowledgeGraph
from kgqa.kg.errors import EndpointUnavailable, KGError
from kgqa.kg.row_budget import kg_row_budget
from kgqa.kg.terms import term_to_sparql
from kgqa.kg.vocabulary import XSD, is_numeric_datatype  # noqa: F401 - re-exported: the value index reads numbers by it
from kgqa.wordforms import LANGUAGE_CODES_3, LANGUAGES, NUMBER_SCALES, scale_after

from .cache import atomic_write, cache_identity, cache_path
from .scan import Scan, Scanner, literal_order
from .schema import SchemaIndex
from .text import NUMBER_WORDS, STOPWORDS, alnum_key, fold, question_tokens, singular

log = logging.getLogger(__name__)

VALUE_FORMAT = 4
#: Properties listed per indexed value; a value found under more has an incomplete list.
MAX_VALUE_PROPERTIES = 8

# -- regex extraction -----------------------------------------------------------------------
_MONTHS = "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?"
_MONTH_NUM = {m[:3]: i + 1 for i, m in enumerate(
    ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"])}
_RE_QUOTED = re.compile(r"""(?<![A-Za-z])(["“”'‘’])(.+?)(["“”'‘’])(?![A-Za-z])""")
_RE_ISO_DATE = re.compile(r"\b(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?\b")
_RE_SLASH_DATE = re.compile(r"\b(\d{1,2})/(\d{1,2})/(\d{4})\b")
_RE_TEXT_DATE = re.compile(rf"\b({_MONTHS})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+(\d{{4}})\b", re.I)
#: the day first, as British and most European English writes it: "1 January 2023", "3rd of May 2021"
_RE_DAY_FIRST_DATE = re.compile(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({_MONTHS})\.?,?\s+(\d{{4}})\b", re.I)
# "the letter w", "the substring 'West'", "whose name has the word computer", "section named h"
_RE_NAMED = re.compile(
    r"\b(?:letters?|substrings?|words?|strings?|characters?|prefix|suffix|named|called|titled|"
    r"starts? with|ends? with|begins? with|contains?|containing|including|includes?)\s+(?:the\s+|a\s+|an\s+)?"
    r"(?:(?:letter|substring|word|string|character|name)s?\s+)?[\'\"‘“]?([A-Za-z0-9][\w\-]*)",
    re.I,
)
_NAMED_KEYWORDS = {"letter", "letters", "substring", "word", "words", "string", "character", "name", "named"}
#: a scale word said for one of it, in lower case: "a million", "one billion", "half a million"
#: (not "A Thousand Suns", a title)
_A_SCALE = re.compile(r"\b(?:(?P<half>[Hh]alf\s+a)|[Aa]n?|[Oo]ne)\s+(?P<scale>thousand|million|billion|trillion)\b")
#: a year of an era: "20 BC", "44 B.C.", "300 BCE", "AD 30", "30 AD", "200 CE"
_RE_ERA_YEAR = re.compile(r"(?<![\w.])(?:(?P<before>\d{1,4})\s*(?:BCE?|B\.C\.(?:E\.)?)(?![\w])|"
                          r"(?:BCE?|B\.C\.)\s*(?P<after>\d{1,4})(?![\w.])|(?:AD|A\.D\.)\s*(?P<ad>\d{1,4})(?![\w.])|"
                          r"(?P<ad_after>\d{1,4})\s*(?:AD|CE|A\.D\.)(?![\w]))")
#: a number in thousands as people type it: "over 1k views", "2.5K followers"
_RE_THOUSANDS = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s?[kK](?![\w])")
_RE_NUMBER = re.compile(r"(?<![\w.])[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:[eE][-+]?\d+)?(?![\w])(%?)")


@dataclass(frozen=True)
class ExtractedValue:
    """A value read off the question: canonical lexical form, kinds, the question text it came from."""

    lexical: str
    kinds: tuple[str, ...]  # among string, integer, float, year, date, datetime
    text: str
    start: int
    end: int
    score: float
    how: str  # quoted | number | year | era year | date | number-word | neighbour


def _num_lexical(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else repr(float(x))


def extract_values(question: str) -> list[ExtractedValue]:
    """Quoted strings, numbers, years, dates and number words in ``question`` (typed, scored)."""
    out: list[ExtractedValue] = []
    taken: list[tuple[int, int]] = []
    for m in _RE_QUOTED.finditer(question):
        body = m.group(2).strip()
        if body:
            out.append(ExtractedValue(body, ("string",), m.group(), m.start(), m.end(), 1.0, "quoted"))
    for m in _RE_NAMED.finditer(question):
        word = m.group(1)
        if (word.lower() not in STOPWORDS and word.lower() not in _NAMED_KEYWORDS) or len(word) == 1:
            out.append(ExtractedValue(word, ("string",), word, m.start(1), m.end(1), 0.7, "named"))
    for rx, order in ((_RE_ISO_DATE, "ymd"), (_RE_SLASH_DATE, "mdy"), (_RE_TEXT_DATE, "Mdy"),
                      (_RE_DAY_FIRST_DATE, "dMy")):
        for m in rx.finditer(question):
            g = m.groups()
            try:
                if order == "ymd":
                    y, mo, d = int(g[0]), int(g[1]), int(g[2])
                elif order == "mdy":
                    mo, d, y = int(g[0]), int(g[1]), int(g[2])
                elif order == "Mdy":
                    mo, d, y = _MONTH_NUM[g[0][:3].lower()], int(g[1]), int(g[2])
                else:
                    d, mo, y = int(g[0]), _MONTH_NUM[g[1][:3].lower()], int(g[2])
            except (ValueError, KeyError):
                continue
            if not (1 <= mo <= 12 and 1 <= d <= 31):
                continue
            lex = f"{y:04d}-{mo:02d}-{d:02d}"
            kinds: tuple[str, ...] = ("date",)
            if order == "ymd" and g[3] is not None:
                lex += f" {int(g[3]):02d}:{g[4]}" + (f":{g[5]}" if g[5] else ":00")
                kinds = ("datetime",)
            out.append(ExtractedValue(lex, kinds, m.group(), m.start(), m.end(), 0.95, "date"))
            taken.append((m.start(), m.end()))
    for m in _RE_ERA_YEAR.finditer(question):
        # "20 BC" is the year -20 (xsd:gYear "-0020"), "AD 30" the year 30
        year = int(m["before"] or m["after"] or m["ad"] or m["ad_after"])
        bc = bool(m["before"] or m["after"])
        out.append(ExtractedValue(str(-year if bc else year), ("year", "integer"), m.group(), m.start(), m.end(), 0.95,
                                  "era year"))
        taken.append((m.start(), m.end()))
    for m in _RE_THOUSANDS.finditer(question):
        big = float(m.group(1)) * 1e3
        out.append(ExtractedValue(_num_lexical(big), ("integer",) if big.is_integer() else ("float",), m.group(),
                                  m.start(), m.end(), 0.9, "scaled"))
        taken.append((m.start(), m.end()))
    for m in _RE_NUMBER.finditer(question):
        if any(s <= m.start() < e for s, e in taken):
            continue
        raw = m.group().rstrip("%")
        try:
            x = float(raw.replace(",", ""))
        except ValueError:
            continue
        scale = scale_after(question, m.end())
        if scale and not m.group(1):
            # "a budget of more than 50 million" is 50,000,000, as KGs state amounts (a KG that
            # states them in millions is the rarer case; the number as written is not offered:
            # offered beside it, the model took the digits the question shows)
            big = x * scale[0]
            out.append(ExtractedValue(_num_lexical(big), ("integer",) if big.is_integer() else ("float",),
                                      question[m.start():scale[1]], m.start(), scale[1], 0.9, "scaled"))
            continue
        lex = _num_lexical(x)
        kinds = ("integer",) if x.is_integer() and "." not in raw else ("float",)
        how = "number"
        if x.is_integer() and 1000 <= x <= 2100 and "," not in raw:
            kinds = ("year", "integer")
            how = "year"
        out.append(ExtractedValue(lex, kinds, m.group(), m.start(), m.end(), 0.9, how))
        if "," in raw or m.group(1):
            out.append(ExtractedValue(raw, ("string",), m.group(), m.start(), m.end(), 0.5, "number-text"))
        if x.is_integer():
            # "after 2013" is often written ">= 2014", "less than 4" as "<= 3"
            for d in (1, -1):
                out.append(ExtractedValue(_num_lexical(x + d), kinds, m.group(), m.start(), m.end(), 0.2, "neighbour"))
    for m in _A_SCALE.finditer(question):
        # "more than a million inhabitants": a scale said alone is one of it
        big = NUMBER_SCALES[m["scale"].lower()] * (0.5 if m["half"] else 1)
        out.append(ExtractedValue(_num_lexical(big), ("integer",), m.group(), m.start(), m.end(), 0.9, "scaled"))
    for tok, s, e in question_tokens(question):
        n = NUMBER_WORDS.get(tok.lower())
        if n is not None:
            out.append(ExtractedValue(str(n), ("integer",), tok, s, e, 0.6, "number-word"))
            for d in (1, -1):
                out.append(ExtractedValue(str(n + d), ("integer",), tok, s, e, 0.15, "neighbour"))
    return out


# -- the index ------------------------------------------------------------------------------
# Adjectives and common names whose KG spelling differs beyond edit distance ("French singers"
# -> 'France', "the United States" -> 'USA'); matched like normalised n-grams, scored lower.
ALIASES: dict[str, tuple[str, ...]] = {
    "french": ("france",), "american": ("usa", "us", "united states"), "united states": ("usa", "us"),
    "america": ("usa", "us"), "us": ("usa",), "u.s.": ("usa", "us"), "british": ("uk", "united kingdom"),
    "england": ("uk", "united kingdom"), "english": ("england", "uk"), "uk": ("united kingdom",),
    "german": ("germany",), "italian": ("italy",), "spanish": ("spain",), "chinese": ("china",),
    "japanese": ("japan",), "korean": ("korea", "south korea"), "swedish": ("sweden",),
    "dutch": ("netherlands",), "canadian": ("canada",), "australian": ("australia",),
    "mexican": ("mexico",), "brazilian": ("brazil",), "indian": ("india",), "russian": ("russia",),
    "irish": ("ireland",), "scottish": ("scotland",), "welsh": ("wales",), "polish": ("poland",),
    "swiss": ("switzerland",), "greek": ("greece",), "turkish": ("turkey",), "danish": ("denmark",),
    "norwegian": ("norway",), "finnish": ("finland",), "belgian": ("belgium",),
    "portuguese": ("portugal",), "argentine": ("argentina",), "argentinian": ("argentina",),
    "egyptian": ("egypt",), "african": ("africa",), "asian": ("asia",), "european": ("europe",),
    "female": ("f", "female", "woman"), "male": ("m", "male", "man"), "women": ("f", "female"),
    "men": ("m", "male"), "woman": ("f", "female"), "man": ("m", "male"),
}
# a language's name says the codes a record stores it by ("written in German": "de", "deu")
for _name, _code in LANGUAGES.items():
    ALIASES[_name] = (*ALIASES.get(_name, ()), _code, *LANGUAGE_CODES_3.get(_name, ()))
_TRUE_CODES = {"t", "y", "yes", "true", "1"}
_BOOL_CODES = _TRUE_CODES | {"f", "n", "no", "false", "0"}
_SUFFIXES = ("ean", "ian", "ing", "ern", "an", "ed", "er", "es", "s", "n", "ic")
@dataclass
class IndexedValue:
    """A literal (or an entity, via its label) of the KG and where it occurs."""

    text: str  # the literal's lexical form or the entity's label
    datatype: str | None  # the literal's datatype; None for entities
    properties: list[str] = field(default_factory=list)  # the properties it is a value of (capped)
    entity: str | None = None  # the entity IRI, for label entries


@dataclass
class ValueMatch:
    value: IndexedValue
    score: float
    ngram: str
    start: int
    end: int
    how: str  # exact | normalised | fuzzy | token


class ValueIndex:
    """Literals of one KG with exact / normalised / fuzzy / token lookups."""

    def __init__(self, identity: str, values: list[IndexedValue], incomplete: frozenset[str] = frozenset()) -> None:
        self.identity = identity
        self.values = values
        #: literal properties whose values were not all read (the per-property cap, or a failed
        #: page): a literal may occur under them without the index knowing
        self.incomplete = frozenset(incomplete)
        #: property IRI -> its words from the schema (:meth:`read_schema`), for the code columns a
        #: question names; without them a property reads by its IRI's last segment
        self.property_words: dict[str, str] = {}
        self._exact: dict[str, list[int]] = defaultdict(list)
        self._norm: dict[str, list[int]] = defaultdict(list)
        self._tokens: dict[str, list[int]] = defaultdict(list)
        self._grams: dict[str, list[int]] = defaultdict(list)
        self._numbers: dict[str, list[int]] = defaultdict(list)
        self._max_words = 1
        for i, v in enumerate(values):
            f = fold(v.text)
            self._exact[f].append(i)
            if _is_number(v.text):
                self._numbers[value_key(v.text)].append(i)
            k = _norm_key(v.text)
            if k:
                self._norm[k].append(i)
            ws = re.findall(r"[0-9a-z]+", f)
            self._max_words = max(self._max_words, min(len(ws), 8))
            if len(ws) > 1:
                for w in set(ws):
                    if w not in STOPWORDS and len(w) > 2:
                        self._tokens[singular(w)].append(i)
            if 3 <= len(k) <= 40 and not _is_number(v.text):
                for g in _trigrams(k):
                    self._grams[g].append(i)
        # small categorical columns (codes like 'F'/'M', 'T'/'F', 'yes'/'no'): value ids per property
        by_prop: dict[str, list[int]] = defaultdict(list)
        for i, v in enumerate(values):
            for p in v.properties:
                by_prop[p].append(i)
        self._categorical = {p: ids for p, ids in by_prop.items() if len(ids) <= 12}
        n = max(len(values), 1)
        # very frequent trigrams carry no signal and cost time: drop their postings
        self._gram_cap = max(200, n // 20)
        self._token_cap = max(50, n // 50)

    # -- building ------------------------------------------------------------------------
    @classmethod
    def build(
        cls,
        kg: KnowledgeGraph,
        schema: SchemaIndex,
        *,
        page_size: int = 10_000,
        max_per_property: int = 200_000,
        max_chars: int = 120,
        timeout_s: float = 60.0,
        scanner: Scanner | None = None,
    ) -> "ValueIndex":
        scanner = scanner or Scanner(kg, page_size=page_size, timeout_s=timeout_s)
        values = ValueCollector(max_chars)
        incomplete: set[str] = set()
        for prop in schema.literal_properties():
            p = term_to_sparql(URIRef(prop.iri))
            # the cap as the old pages had it: a property with max_per_property values or more
            # is incomplete (its last page was full)
            scan = Scan("DISTINCT ?o", f"?s {p} ?o . FILTER(isLiteral(?o))", "o", max_per_property,
                        order=literal_order("o"))
            n = 0
            try:
                for (o,) in scanner.rows(scan):
                    n += 1
                    values.add(prop.iri, str(o), str(o.datatype) if isinstance(o, Literal) and o.datatype else None)
            except EndpointUnavailable:
                raise  # a partial index must not be built, and cached, from a down endpoint
            except KGError as e:
                log.info("values of %s skipped: %s", prop.iri, e)
                incomplete.add(prop.iri)
                continue
            if n >= max_per_property:
                incomplete.add(prop.iri)
        return cls(kg.identity, values.values(), frozenset(incomplete))


    def to_json(self) -> dict:
        return {
            "format": VALUE_FORMAT,
            "identity": self.identity,
            "values": [[v.text, v.datatype, v.properties, v.entity] for v in self.values],
            "incomplete": sorted(self.incomplete),
        }

    @classmethod
    def from_json(cls, data: dict) -> "ValueIndex":
        if data.get("format") != VALUE_FORMAT:
            raise ValueError("value cache format changed")
        return cls(data["identity"], [IndexedValue(t, d, list(p), e) for t, d, p, e in data["values"]],
                   frozenset(data["incomplete"]))

    @classmethod
    def for_kg(cls, kg: KnowledgeGraph, schema: SchemaIndex | None = None, *, use_cache: bool = True, **kw) -> "ValueIndex":
        schema = schema or SchemaIndex.for_kg(kg, use_cache=use_cache)
        path = cache_path("values", cache_identity(kg))
        if use_cache and path.exists():
            try:
                return cls.from_json(json.loads(path.read_text())).read_schema(schema)
            except (ValueError, KeyError, TypeError) as e:
                log.info("rebuilding value cache %s: %s", path, e)
        with kg_row_budget(None):  # a listing of the whole KG, not a request's rows
            index = cls.build(kg, schema, **kw)
        if use_cache:
            atomic_write(path, json.dumps(index.to_json()))
        return index.read_schema(schema)

    def read_schema(self, schema: SchemaIndex) -> "ValueIndex":
        """Name each property by the schema's words ("has high definition tv" for ``wiki:P12``
        labelled so), not by how its IRI is spelt."""
        self.property_words = {p.iri: p.local for p in schema.literal_properties() if p.local}
        return self

    def categorical_texts(self) -> dict[str, list[str]]:
        """Each property with at most 12 distinct values -> their texts (codes, flags, genders)."""
        return {p: [self.values[i].text for i in ids] for p, ids in self._categorical.items()}

    def __len__(self) -> int:
        return len(self.values)

    def lists_every_property(self, v: IndexedValue) -> bool:
        """Does ``v.properties`` name every property ``v`` is a value of? Not when the list hit
        its cap, nor when some property's values were not all read."""
        return len(v.properties) < MAX_VALUE_PROPERTIES and not self.incomplete

    # -- lookups -------------------------------------------------------------------------
    def link(self, question: str, *, max_ngram: int | None = None, fuzzy_threshold: float = 0.75,
             fuzzy_candidates: int = 30) -> list[ValueMatch]:
        """All index entries matched by an n-gram of ``question``, best match per entry."""
        toks = [(t, s, e) for t, s, e in question_tokens(question) if re.match(r"[A-Za-z0-9]", t)]
        max_n = min(max_ngram or self._max_words + 1, 8)
        best: dict[int, ValueMatch] = {}

        def offer(i: int, score: float, ngram: str, s: int, e: int, how: str) -> None:
            cur = best.get(i)
            if cur is None or score > cur.score:
                best[i] = ValueMatch(self.values[i], score, ngram, s, e, how)

        for n in range(max_n, 0, -1):
            for j in range(len(toks) - n + 1):
                span = toks[j : j + n]
                s, e = span[0][1], span[-1][2]
                ngram = question[s:e]
                words = [t.lower() for t, _, _ in span]
                if all(w in STOPWORDS for w in words):
                    continue
                if words[0] in STOPWORDS and n > 1 or words[-1] in STOPWORDS and n > 1:
                    # "the France": the shorter n-gram will do; keeps fuzzy work down
                    edge_stop = True
                else:
                    edge_stop = False
                length_bonus = min(len(ngram), 20) / 200  # prefer longer, more specific matches
                if n == 1 and _is_number(ngram):
                    for i in self._numbers.get(value_key(ngram), ()):
                        offer(i, 0.95, ngram, s, e, "exact")
                    continue
                f = fold(ngram)
                hit = False
                for i in self._exact.get(f, ()):
                    exact_case = self.values[i].text.strip() == ngram
                    offer(i, 0.95 + length_bonus + (0.03 if exact_case else 0.0), ngram, s, e, "exact")
                    hit = True
                k = _norm_key(ngram)
                for i in self._norm.get(k, ()) if k else ():
                    offer(i, 0.9 + length_bonus, ngram, s, e, "normalised")
                    hit = True
                if hit or edge_stop or _is_number(ngram):
                    continue
                alias_hit = False
                for alias in ALIASES.get(f, ()):
                    for i in self._exact.get(alias, ()):
                        offer(i, 0.75 + length_bonus, ngram, s, e, "alias")
                        alias_hit = True
                if alias_hit:
                    continue
                if n == 1 and len(k) >= 5:
                    # "European" -> 'Europe', "engineering" -> 'engineer', "Asian" -> 'Asia'
                    for suf in _SUFFIXES:
                        if k.endswith(suf) and len(k) - len(suf) >= 4:
                            for i in self._norm.get(k[: -len(suf)], ()):
                                offer(i, 0.7 + length_bonus, ngram, s, e, "stem")
                if len(k) >= 4:
                    self._fuzzy(k, ngram, s, e, fuzzy_threshold, fuzzy_candidates, offer, length_bonus)
        # token containment: "name contains the word computer"
        for t, s, e in toks:
            w = singular(t.lower())
            if w in STOPWORDS or len(w) < 3:
                continue
            post = self._tokens.get(w, ())
            if 0 < len(post) <= self._token_cap:
                for i in post:
                    offer(i, 0.45, t, s, e, "token")
        self._codes(question, toks, offer)
        return sorted(best.values(), key=lambda m: -m.score)

    def _codes(self, question: str, toks, offer) -> None:
        """Values of small code columns: a mentioned boolean column offers its values ("has high
        definition TV" -> 'yes'; "official language" -> 'T'); a one/two-letter code is offered for a
        question word with that initial ("female" -> 'F', "left handed" -> 'L')."""
        qwords = [(t.lower(), s, e) for t, s, e in toks if t.lower() not in STOPWORDS and len(t) >= 3]
        for prop, ids in self._categorical.items():
            texts = [fold(self.values[i].text) for i in ids]
            local = _norm_key(self.property_words.get(prop) or prop.rsplit("#", 1)[-1].rsplit("/", 1)[-1])
            if all(t in _BOOL_CODES for t in texts):
                for w, s, e in qwords:
                    ws = singular(w)
                    if len(ws) >= 4 and ws in local:
                        for i, t in zip(ids, texts):
                            offer(i, 0.6 if t in _TRUE_CODES else 0.4, question[s:e], s, e, "boolean column")
                        break
            elif all(len(t) <= 2 for t in texts):
                for i, t in zip(ids, texts):
                    for w, s, e in qwords:
                        if w.startswith(t) and not w.isdigit():
                            offer(i, 0.35, question[s:e], s, e, "code initial")
                            break

    def _fuzzy(self, key, ngram, s, e, threshold, n_cand, offer, length_bonus) -> None:
        grams = _trigrams(key)
        counts: Counter = Counter()
        for g in grams:
            post = self._grams.get(g)
            if post and len(post) <= self._gram_cap:
                counts.update(post)
        if not counts:
            return
        need = max(1, int(len(grams) * 0.4))
        for i, c in counts.most_common(n_cand):
            if c < need:
                break
            other = _norm_key(self.values[i].text)
            sim = similarity(key, other)
            if sim >= threshold:
                offer(i, 0.85 * sim + length_bonus, ngram, s, e, "fuzzy")


class ValueCollector:
    """The distinct literal values of the literal properties, each with the (first
    :data:`MAX_VALUE_PROPERTIES`) properties it is a value of, in the order first seen: the same
    from SPARQL scans and from a dump file. Entities are named in the label index
    (:mod:`kgqa.candidates.entities`), not here."""

    def __init__(self, max_chars: int = 120) -> None:
        self.max_chars = max_chars
        self.by_key: dict[tuple[str, str | None], IndexedValue] = {}

    def add(self, prop: str, text: str, datatype: str | None) -> None:
        if not text.strip() or len(text) > self.max_chars:
            return
        iv = self.by_key.get((text, datatype))
        if iv is None:
            iv = self.by_key[(text, datatype)] = IndexedValue(text, datatype)
        if len(iv.properties) < MAX_VALUE_PROPERTIES:
            iv.properties.append(prop)

    def values(self) -> list[IndexedValue]:
        return list(self.by_key.values())


def _is_number(text: str) -> bool:
    try:
        float(text.replace(",", ""))
        return True
    except ValueError:
        return False


def _norm_key(text: str) -> str:
    ws = re.findall(r"[0-9a-z]+", fold(text))
    return "".join(singular(w) for w in ws)


def _trigrams(key: str) -> set[str]:
    k = f"#{key}#"
    return {k[i : i + 3] for i in range(len(k) - 2)}


def similarity(a: str, b: str) -> float:
    """1 - Levenshtein(a, b) / max(len): 1.0 equal, 0.0 nothing in common."""
    if a == b:
        return 1.0
    if not a or not b:
        return 0.0
    if abs(len(a) - len(b)) > max(len(a), len(b)) // 2:
        return 0.0
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return 1.0 - prev[-1] / max(len(a), len(b))


def value_key(lexical: str) -> str:
    """Comparison key of a value: numbers by value, strings case-folded and trimmed."""
    t = lexical.strip()
    try:
        x = float(t.replace(",", "")) if re.fullmatch(r"[-+]?[\d,]*\.?\d+(?:[eE][-+]?\d+)?", t) else None
    except ValueError:
        x = None
    if x is not None:
        return "num:" + _num_lexical(x)
    return "str:" + fold(t)
