"""Persistent label index: question mentions -> KG entities (IRIs) by their labels.

Built once per KG (onboarding streams :class:`LabelEntry` rows into :meth:`LabelIndex.build`),
then opened read-only by any number of processes. One SQLite file (stdlib ``sqlite3``, FTS5):

- ``entry``: one row per (IRI, label): the label as given, its *key* (:func:`label_key`: case-
  and accent-folded, punctuation runs -> one space), the entity's class ids, the label's source;
  a B-tree index on ``key``. ``entry_class`` (entry, class) serves typed lookups;
- ``entry_words``: FTS5, ``unicode61 remove_diacritics 2`` word tokens of the key (phrase
  queries: "new york" in "New York City");
- ``entry_trigrams``: FTS5, ``trigram`` tokenizer over the key (substring queries);
- ``word`` (every distinct label word with its document frequency) and ``word_trigrams`` over
  it: the vocabulary, to correct a mistyped word into label words;
- ``trigram_df`` / ``word_trigram_df``: trigram document frequencies (from ``fts5vocab``), so a
  lookup can tell how many rows an FTS query would return before running it;
- ``initials``: the initials each name of three to eight words may be written as (:func:`initials`:
  "cpi" for "Consumer price index", "moh" and "mh" for "Ministry of Health"), B-tree on the key;
  a mention written as initials (:func:`is_initialism`: "the CPI", not "cpi") finds the names
  by them, scored ``_INITIALS_SCORE``, below an entity named so exactly;
- ``class``, ``meta`` (format version, counts, the caller's own ``meta``).

The FTS tables are external-content tables (no second copy of the text), filled by one
``rebuild`` after the bulk insert (far faster than indexing row by row) and merged by
``optimize``. The build writes a temp file beside the target with journal and fsync off (nobody
reads it), fsyncs it once, and renames it over the target.

:meth:`LabelIndex.lookup`, cheapest stage first:

1. *exact*: the mention's key equals a label's key (B-tree probe), score 1.0; homonyms (one
   label, several IRIs) all come back. When they fill ``k``, nothing else runs.
2. *phrase*: labels holding the mention's words as a phrase (``entry_words``), ranked by bm25
   only when the rarest word is in at most ``_PHRASE_RANKED_MAX_DF`` labels (bm25 costs ~4 us
   per matching row; it puts the shortest labels holding the phrase first), 200 rows at most.
3. *corrected words*: each word of the mention that no label has is replaced by the closest
   label words ("jorban s waker" -> jordan AND s AND (walker OR baker ...)): typos mostly stay
   inside words, and whole words are far more selective than the trigrams of common names.
4. *windows* (typo-tolerant substrings), only when stages 1-3 found nothing scoring 0.9: an OR
   of all the mention's trigrams ranked by bm25 was measured first at 200 ms median on 1M
   labels (common trigrams such as "the" match 80k labels, all scored). Instead, by the
   pigeonhole principle, ``e`` typos break at most ``e`` of ``e + 1`` disjoint substrings, so
   the right label holds one of them whole (:func:`_windows` places them where the trigram
   frequencies promise the fewest rows). Each is one FTS5 substring query returning rowids
   only (cheap: ~0.3 us per row); candidates are ordered by windows matched, then by rare
   trigrams of the mention shared, and only the first ``_FUZZY_ROWS`` are read and re-scored
   (a row read is the expensive part, ~3 us).

Scores (:func:`match_score`) depend only on the (mention, label) pair, never on the stage that
fetched the label: ``rapidfuzz.fuzz.ratio`` (normalised Indel similarity) of the two keys;
``token_sort_ratio`` x 0.95 for reordered words ("smith john"), which must stay below exact; a
mention found as whole words inside the label ("beatles" / "the beatles") closes 30 % of the gap
to 1.0 and is reported as ``how="phrase"``. 1.0 means equal keys and nothing else. ``WRatio``
was rejected: its partial and token-set parts give any mention contained in a longer label
about 0.9 ("Paris" vs "Paris Hilton Foundation"), which would make the score useless as a
linking threshold. A candidate that misses ``min_score`` is dropped; one hit per IRI.

:meth:`LabelIndex.link` probes every word n-gram of the question exactly, then runs stages 2-3
(not the windows: the costliest, left to :meth:`lookup`) on the n-grams that may hold a typo'd
name; see its docstring for which, and for how overlapping mentions are resolved.

Measured by ``python -m kgqa.bench.label_index`` (1,000,000 synthetic entities, 1,030,131
labels; one core of a shared 2-core machine; 1,000 mentions of each kind): build 35-37 s (peak RSS
350 MB), file 206 MB, open < 1 ms. ``lookup``: exact mentions p50 0.2 ms / p95 0.6 ms, recall@1
1.0; mentions with 1-2 typos p50 2.1 ms / p95 14 ms, recall@1 0.92, recall@5 0.95 (the bm25 OR
of all trigrams, at 200 ms median, reached 0.94 at recall@1). ``link`` on a templated question:
p50 1.5 ms / p95 8 ms, recall@5 1.0 (exact mention), p50 5 ms / p95 13 ms, recall@5 0.76 (typo'd
mention; the misses are mostly an exact part of the name winning, or a score under 0.8).

Concurrency: readers open the file with ``mode=ro&immutable=1`` (no locks, no change checks;
valid because a built file is never written again: a rebuild writes another file and renames
it over the path, and open readers keep the old inode until they reopen), and map it into
memory (pages shared by all processes). Each thread gets its own connection
(``threading.local``; a forked child opens a fresh one), so one ``LabelIndex`` may be shared by
threads; :meth:`LabelIndex.close` closes them all.
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
import sys
import threading
import time
import uuid
from collections import Counter
from collections.abc import Collection, Iterable, Iterator
from dataclasses import dataclass
from itertools import islice
from pathlib import Path

from rapidfuzz import fuzz

from kgqa.wordforms import demonym_places

from .text import STOPWORDS, fold

FORMAT_VERSION = 4  # 2: the initials table; 3: keys in one spelling (licence: license); 4: main titles


@dataclass(frozen=True)
class LabelEntry:
    """One readable name of one entity, as fed to :meth:`LabelIndex.build`."""

    iri: str
    label: str  # the readable name: an rdfs:label etc., or IRI local name split into words
    classes: tuple[str, ...] = ()  # rdf:type IRIs of the entity (for typed lookups)
    source: str = "label"  # "label" | "local_name" | "alt_label" ...


@dataclass(frozen=True)
class LabelHit:
    iri: str
    label: str
    score: float  # 0..1; 1.0 only when the keys are equal (exact after folding)
    how: str  # "exact" | "phrase" | "fuzzy" | "demonym" | "initials" | "code"
    classes: tuple[str, ...]


@dataclass(frozen=True)
class MentionLink:
    start: int
    end: int  # character offsets in the question
    mention: str
    hits: list[LabelHit]


# -- keys and scores -------------------------------------------------------------------------
_NON_WORD = re.compile(r"[\W_]+")


#: words British English spells otherwise than American, keyed in the American spelling:
#: "the Apache licence" names the "Apache License 2.0" (general English; no names of people,
#: whose Grey and Gray are two families)
BRITISH_SPELLINGS = {
    **{f"{b}{s}": f"{a}{s}" for b, a in (
        ("licence", "license"), ("colour", "color"), ("centre", "center"), ("theatre", "theater"),
        ("organisation", "organization"), ("programme", "program"), ("catalogue", "catalog"),
        ("behaviour", "behavior"), ("favourite", "favorite"), ("neighbour", "neighbor"), ("labour", "labor"),
        ("harbour", "harbor"), ("honour", "honor"), ("metre", "meter"), ("litre", "liter"), ("fibre", "fiber"),
        ("tyre", "tire"), ("defence", "defense"), ("offence", "offense"), ("dialogue", "dialog"),
        ("analogue", "analog"), ("kilometre", "kilometer"), ("centimetre", "centimeter"))
       for s in ("", "s")},
    "jewellery": "jewelry", "aluminium": "aluminum", "neighbourhood": "neighborhood", "modelling": "modeling",
    "travelling": "traveling", "cancelled": "canceled", "paediatric": "pediatric", "anaemia": "anemia",
    "haemoglobin": "hemoglobin", "oestrogen": "estrogen", "judgement": "judgment", "ageing": "aging",
}
_BRITISH = re.compile(r"our|re\b|ence|isation|mme|ogue|ll|ae|oe|jewel|alumin|judgement|ageing|res\b")


def label_key(text: str) -> str:
    """The form labels and mentions are compared in: :func:`fold` (case, accents, whitespace),
    then every run of punctuation one space, and each word British English spells its own way
    in its American spelling (:data:`BRITISH_SPELLINGS`). Word boundaries stay (``Spider-Man``
    -> ``spider man``), so the key splits into the same words as the FTS word table's tokens;
    letters of any script stay (``alnum_key`` keeps only ASCII ones, and an unseen KG may label
    its entities in any script)."""
    key = _NON_WORD.sub(" ", fold(text)).strip()
    return " ".join(BRITISH_SPELLINGS.get(w, w) for w in key.split()) if _BRITISH.search(key) else key


# A demonym's place ("Swedish": Sweden) is a guess from the word's form: below an exact name and
# a close typo, above what the fuzzy stages let through (0.8)
_DEMONYM_SCORE = 0.9
# Initials written as such ("the CPI", "MoH") name a label of three to six words ("Consumer price
# index"): a guess from the form, as a demonym is; an entity named so exactly still wins.
_INITIALS_SCORE = 0.9
# Words initials may leave out ("Ministry of Health": MH as well as MoH).
_INITIALS_SKIP = frozenset({"of", "the", "and", "for", "in", "on", "at", "to", "a", "an", "de", "du", "la", "le"})
_INITIALISM = re.compile(r"[A-Z](?:[a-z]?[A-Z]){1,5}")
# A code written as such ("PM10", "NO2") found as a word of a longer name ("particulate matter
# PM10"): codes are rare words, a common word in a name ("river") is not; few names may hold it.
_CODE_SCORE = 0.85
_CODE_NAMES = 3
# A mention found as whole words in a longer label ("beatles" in "the beatles") is better
# evidence than the same character overlap left by typos: it closes this share of the gap to 1.
PHRASE_BOOST = 0.3
# Reordered words ("smith john") match well, but must stay below an exact match.
REORDER_FACTOR = 0.95


def initials(label: str) -> set[str]:
    """The initials a name may be written as (keys): of all its words ("moh" for "Ministry of
    Health") and of the words :data:`_INITIALS_SKIP` leaves ("mh"), each of three to six letters.
    A name with a word that is no word of letters ("Census 2021") has none."""
    words = label_key(label).split()
    if not 3 <= len(words) <= 8 or not all(w[0].isalpha() for w in words):
        return set()
    found = {"".join(w[0] for w in words), "".join(w[0] for w in words if w not in _INITIALS_SKIP)}
    return {key for key in found if 3 <= len(key) <= 6}


def is_initialism(mention: str) -> bool:
    """Whether ``mention`` is written as initials: three to six capitals, lower-case letters
    alone between them ("CPI", "NASA", "MoH"), not a word in capitals at the start of a name."""
    return bool(_INITIALISM.fullmatch(mention.strip()))


def is_code(mention: str) -> bool:
    """Whether ``mention`` is written as a code: letters and digits ("PM10", "NO2", "CC0"). A
    plain number or word is none, nor a word in capitals ("TV" is a word of many names:
    "Sky TV", "TV series"; initials are read by :func:`is_initialism`)."""
    text = mention.strip()
    return any(c.isalpha() for c in text) and any(c.isdigit() for c in text)


def match_score(mention_key: str, label_key_: str) -> tuple[float, str]:
    """Score in 0..1 and kind ("exact", "phrase", "fuzzy") of a label for a mention (both keys)."""
    if mention_key == label_key_:
        return 1.0, "exact"
    score = fuzz.ratio(mention_key, label_key_) / 100.0
    if " " in mention_key or " " in label_key_:
        score = max(score, REORDER_FACTOR * fuzz.token_sort_ratio(mention_key, label_key_) / 100.0)
    if f" {mention_key} " in f" {label_key_} ":
        return score + PHRASE_BOOST * (1.0 - score), "phrase"
    numbers = re.findall(r"\d+", mention_key)
    if numbers and (theirs := re.findall(r"\d+", label_key_)) and theirs != numbers:
        return 0.0, "fuzzy"  # "room 2.03" is not "Room 2.07", the 2019 race not the 2020 one
    return score, "fuzzy"


def _length_bounds(n: int, min_score: float) -> tuple[int, int]:
    """Label key lengths that can still reach ``min_score`` against a mention key of ``n``
    characters: ``ratio = 2 m / (n + len) <= 2 min(n, len) / (n + len)``, loosened for the
    phrase boost and the reordering (which keep the length bound of ``ratio``)."""
    floor = max((min_score - PHRASE_BOOST) / (1 - PHRASE_BOOST), 0.05)
    return int(n * floor / (2 - floor)), int(n * (2 - floor) / floor) + 1


def _fts_string(text: str) -> str:
    """``text`` as one FTS5 string (a phrase, or a substring for the trigram table): quotes,
    ``*``, ``NEAR``, ``AND``, ``OR``, ``NOT``, brackets, ``-``, ``:``, ``^`` in it are then
    data, never query syntax."""
    return '"' + text.replace('"', '""') + '"'


def _trigrams(key: str) -> list[str]:
    return list(dict.fromkeys(key[i:i + 3] for i in range(len(key) - 2)))


# -- storage ---------------------------------------------------------------------------------
_SCHEMA = """
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE class(id INTEGER PRIMARY KEY, iri TEXT NOT NULL UNIQUE);
CREATE TABLE entry(
    id INTEGER PRIMARY KEY,
    iri TEXT NOT NULL,
    label TEXT NOT NULL,
    key TEXT NOT NULL,
    class_ids TEXT NOT NULL,  -- space-separated class.id, in order
    source TEXT NOT NULL
);
CREATE TABLE entry_class(entry_id INTEGER NOT NULL, class_id INTEGER NOT NULL,
                         PRIMARY KEY (entry_id, class_id)) WITHOUT ROWID;
CREATE TABLE initials(key TEXT NOT NULL, entry_id INTEGER NOT NULL);
"""
_INDEXES = """
CREATE INDEX entry_by_key ON entry(key);
CREATE INDEX initials_by_key ON initials(key);
CREATE VIRTUAL TABLE entry_words USING fts5(
    key, content='entry', content_rowid='id', tokenize='unicode61 remove_diacritics 2');
INSERT INTO entry_words(entry_words) VALUES ('rebuild');
INSERT INTO entry_words(entry_words) VALUES ('optimize');
CREATE VIRTUAL TABLE entry_trigrams USING fts5(
    key, content='entry', content_rowid='id', tokenize='trigram');
INSERT INTO entry_trigrams(entry_trigrams) VALUES ('rebuild');
INSERT INTO entry_trigrams(entry_trigrams) VALUES ('optimize');
CREATE VIRTUAL TABLE temp.word_vocab USING fts5vocab(main, entry_words, row);
CREATE TABLE word(id INTEGER PRIMARY KEY, term TEXT NOT NULL UNIQUE, df INTEGER NOT NULL);
INSERT INTO word(term, df) SELECT term, doc FROM temp.word_vocab;
CREATE VIRTUAL TABLE word_trigrams USING fts5(
    term, content='word', content_rowid='id', tokenize='trigram');
INSERT INTO word_trigrams(word_trigrams) VALUES ('rebuild');
INSERT INTO word_trigrams(word_trigrams) VALUES ('optimize');
CREATE VIRTUAL TABLE temp.word_trigram_vocab USING fts5vocab(main, word_trigrams, row);
CREATE TABLE word_trigram_df(term TEXT PRIMARY KEY, df INTEGER NOT NULL) WITHOUT ROWID;
INSERT INTO word_trigram_df SELECT term, doc FROM temp.word_trigram_vocab;
CREATE VIRTUAL TABLE temp.trigram_vocab USING fts5vocab(main, entry_trigrams, row);
CREATE TABLE trigram_df(term TEXT PRIMARY KEY, df INTEGER NOT NULL) WITHOUT ROWID;
INSERT INTO trigram_df SELECT term, doc FROM temp.trigram_vocab;
ANALYZE;
"""
_BUILD_PRAGMAS = ("journal_mode=OFF", "synchronous=OFF", "locking_mode=EXCLUSIVE",
                  "cache_size=-262144", "temp_store=MEMORY")
_BATCH = 20_000
_MMAP_BYTES = 1 << 40  # SQLite clamps it to its compile-time maximum (2 GiB in Debian's build)
_ROW = "e.id, e.iri, e.label, e.key, e.class_ids"
_IN_CHUNK = 500  # ids per "IN (?, ...)": well under any build's SQLITE_MAX_VARIABLE_NUMBER

# Caps that bound a lookup's work whatever the mention (rows per FTS query, rows re-scored).
_EXACT_ROWS_MIN = 50
_MAX_FUZZY_KEY = 200  # longer mentions are no names: exact lookup only
_CONFIDENT = 0.9
_PHRASE_ROWS = 200
_PHRASE_RANKED_MAX_DF = 2_000
_WINDOW_ROWS = 10_000
_FUZZY_ROWS = 500
_HINT_POSTINGS = 6_000
_SHORT_WINDOW_ROWS = 1_000  # mentions under 6 characters: single trigrams, weak evidence
_SHORT_FUZZY_ROWS = 500
# Word correction: at most this many unknown words per mention, each replaced by at most
# _WORD_ALTERNATIVES label words of fuzz.ratio >= _WORD_MIN_RATIO (0-100).
_MAX_CORRECTED_WORDS = 3
_WORD_ALTERNATIVES = 10
_WORD_MIN_RATIO = 70
_VOCABULARY_WINDOW_ROWS = 5_000
_VOCABULARY_ROWS = 300
# link(): a mention's priority over the ones it overlaps, per word beyond the first.
_LONGER_MENTION_BONUS = 0.05

Row = tuple[int, str, str, str, str]  # id, iri, label, key, class_ids
_LABEL_TRIGRAMS = ("entry_trigrams", "trigram_df")
_WORD_TRIGRAMS = ("word_trigrams", "word_trigram_df")


class _Memo:
    """Per-call caches for :meth:`LabelIndex.link`, whose n-grams share words, windows and rows."""

    def __init__(self) -> None:
        self.matches: dict[tuple[str, str, int], list[int]] = {}
        self.rows: dict[int, Row] = {}
        self.trigram_dfs: dict[tuple[str, str], int] = {}
        self.word_dfs: dict[str, int] = {}
        self.similar: dict[str, list[tuple[str, int, float]]] = {}


class LabelIndex:
    """A built label index, read-only. Use :meth:`build` or :meth:`open`, not the constructor."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._local = threading.local()
        self._connections: list[sqlite3.Connection] = []
        self._lock = threading.Lock()
        con = self._con()
        self.meta: dict = {k: json.loads(v) for k, v in con.execute("SELECT key, value FROM meta")}
        if self.meta.get("format_version") != FORMAT_VERSION:
            raise ValueError(f"{path}: label index format {self.meta.get('format_version')!r}, "
                             f"this code reads {FORMAT_VERSION}; rebuild it")
        self._class_iris: dict[int, str] = dict(con.execute("SELECT id, iri FROM class"))
        self._class_ids = {iri: i for i, iri in self._class_iris.items()}

    # -- building ------------------------------------------------------------------------
    @classmethod
    def build(cls, entries: Iterable[LabelEntry], path: str | Path, *, progress: bool = False,
              meta: dict | None = None) -> "LabelIndex":
        """Index ``entries`` (streamed in batches: a generator of millions is fine) into
        ``path`` and open it. The file is written under a temporary name in the same folder and
        renamed over ``path`` only when complete, so readers never see a half-built index and
        an index already at ``path`` stays until then. ``meta`` (JSON-serialisable) is stored
        with the index (``LabelIndex.meta``)."""
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        # Not mkstemp: its 0600 file would keep readers running as another user out.
        tmp = path.with_name(f".{path.name}.{os.getpid()}.{uuid.uuid4().hex[:8]}.tmp")
        try:
            con = sqlite3.connect(tmp, isolation_level=None)
            try:
                _fill(con, entries, progress=progress, meta=meta or {})
            finally:
                con.close()
            # synchronous=OFF wrote without fsync: flush before the rename publishes the file.
            with open(tmp, "rb") as f:
                os.fsync(f.fileno())
            os.replace(tmp, path)
        except BaseException:
            tmp.unlink(missing_ok=True)
            raise
        return cls.open(path)

    @classmethod
    def open(cls, path: str | Path) -> "LabelIndex":
        """Open a built index read-only (safe from many processes at once)."""
        path = Path(path)
        if not path.is_file():
            raise FileNotFoundError(path)
        return cls(path)

    # -- connections ---------------------------------------------------------------------
    def _con(self) -> sqlite3.Connection:
        con = getattr(self._local, "con", None)
        if con is None or self._local.pid != os.getpid():
            # immutable=1: no locking or change detection, valid since nobody writes the file
            # after the rename (a rebuild writes another file and renames it over this path).
            uri = self.path.resolve().as_uri() + "?mode=ro&immutable=1"
            # check_same_thread=False only so close() may close it from any thread; each
            # connection is used by the one thread that opened it.
            con = sqlite3.connect(uri, uri=True, check_same_thread=False)
            # Lookups touch rows all over the file; mapped pages skip a read() per page and are
            # shared by every process that opens the index.
            con.execute(f"PRAGMA mmap_size={_MMAP_BYTES}")
            self._local.con, self._local.pid = con, os.getpid()
            with self._lock:
                self._connections.append(con)
        return con

    def close(self) -> None:
        with self._lock:
            for con in self._connections:
                con.close()
            self._connections.clear()
        self._local = threading.local()

    def __enter__(self) -> "LabelIndex":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __len__(self) -> int:
        """Number of entries (labels); ``meta["entities"]`` counts distinct IRIs."""
        return int(self.meta["entries"])

    def __repr__(self) -> str:
        return f"LabelIndex({str(self.path)!r}, {len(self):,} entries)"

    # -- lookups -------------------------------------------------------------------------
    def lookup(self, mention: str, k: int = 10, *, classes: Collection[str] | None = None,
               min_score: float = 0.6) -> list[LabelHit]:
        """The ``k`` best entities for ``mention`` scoring at least ``min_score``, best first
        (ties: shorter label, then IRI), one hit per IRI (its best-scoring label). ``classes``:
        only entities of at least one of these classes (the filter runs inside the SQL, before
        any candidate cap). Stages: see the module docstring."""
        key = label_key(mention)
        if not key or k <= 0:
            return []
        class_ids = self._resolve_classes(classes)
        if class_ids is not None and not class_ids:
            return []  # none of these classes has an entity with a label
        best: dict[str, tuple[float, str, Row]] = {}
        _offer(best, self._exact_rows(key, class_ids, max(4 * k, _EXACT_ROWS_MIN)), key, min_score)
        if is_initialism(mention) and _INITIALS_SCORE >= min_score:
            _offer_initials(best, self._initials_rows(key, class_ids, max(4 * k, _EXACT_ROWS_MIN)))
        if len(best) < k and len(key) <= _MAX_FUZZY_KEY:
            self._offer_fuzzy(best, key, class_ids, min_score, None)
        return self._top(best, k)

    def holding_words(self, words: list[str], classes: Collection[str], k: int = 3) -> list[LabelHit]:
        """Entities of ``classes`` one of whose labels holds every word of ``words``, each word
        also as the start of a longer one ("barrel" of "barrels"), in any order: "the rain barrel
        thread" for the thread titled "Rain barrel setups - show yours"
        (:mod:`kgqa.candidates.described`). At most ``k + 1`` entities, scored 0.85, so that a
        caller can tell one from several; none for no words or no class with labels."""
        keys = [label_key(w) for w in words]
        class_ids = self._resolve_classes(classes)
        if not keys or not all(keys) or not class_ids:
            return []
        match = " ".join(_fts_string(key) + "*" for key in keys)
        cond, args = self._class_filter(class_ids, "entry_words.rowid")
        rows = self._con().execute(
            f"SELECT {_ROW} FROM entry e JOIN ("
            f"  SELECT rowid AS id FROM entry_words WHERE entry_words MATCH ?{cond} LIMIT ?"
            f") m ON e.id = m.id", [match, *args, 8 * (k + 1)]).fetchall()
        best: dict[str, tuple[float, str, Row]] = {}
        for row in rows:
            best.setdefault(row[1], (0.85, "described", row))
        return self._top(best, k + 1)

    def link(self, question: str, *, max_ngram: int = 6, k: int = 5,
             min_score: float = 0.8) -> list[MentionLink]:
        """Entity mentions in ``question``: non-overlapping, sorted by position, each with up to
        ``k`` hits scoring at least ``min_score``. ``max_ngram``: most words in a mention.

        Every word n-gram (not only stopwords, no sentence punctuation inside) gets an exact
        lookup (a B-tree probe). Fuzzy lookups (phrase and corrected words; the windows are
        left to :meth:`lookup`, being the costliest) go to the n-grams ending on a content word,
        starting on one or on a capitalised stopword ("The Wid Dream"), not inside an exact
        mention, and whose unknown words each have a label word close to them (a question word
        like "population" does not: most n-grams stop there). Overlaps are resolved greedily
        by score plus ``_LONGER_MENTION_BONUS`` per extra word: a longer exact mention beats
        its parts; a typo'd longer mention ("Ocean oef Kilmouth", 0.9) beats an exact part
        of it ("Kilmouth") once long enough."""
        words = _words(question)
        spans = [(i, j) for i in range(len(words)) for j in range(i, min(i + max_ngram, len(words)))
                 if _joinable(question, words, i, j) and not all(w[2] for w in words[i:j + 1])]
        mentions: list[_Mention] = []
        exact_limit = max(4 * k, _EXACT_ROWS_MIN)
        for i, j in spans:
            start, end = words[i][0], words[j][1]
            key = label_key(question[start:end])
            best: dict[str, tuple[float, str, Row]] = {}
            _offer(best, self._exact_rows(key, None, exact_limit), key, 1.0)
            if i == j and is_initialism(question[start:end]):
                _offer_initials(best, self._initials_rows(key, None, exact_limit))
            if i == j and not best and is_code(question[start:end]):
                _offer_code(best, key, self._phrase_rows(key, None, None))
            if best:
                mentions.append(_Mention(start, end, j - i + 1, self._top(best, k)))
        mentions += self._demonym_mentions(question, words, mentions, k, exact_limit)
        exact = list(mentions)
        memo = _Memo()
        for i, j in spans:
            start, end = words[i][0], words[j][1]
            key = label_key(question[start:end])
            first_ok = not words[i][2] or (i > 0 and question[start].isupper())
            if not first_ok or words[j][2] or not 4 <= len(key) <= _MAX_FUZZY_KEY:
                continue
            if any(m.start <= start and end <= m.end for m in exact):
                continue  # inside an exact mention: it would lose to it
            known = self._word_dfs(key.split(), memo)
            unknown = [w for w in key.split() if w not in known]
            if not unknown and any(m.start < end and start < m.end for m in exact):
                continue  # no typo to forgive across an exact mention
            # A word that no label has, nor anything close to it ("population", "headquarters"),
            # is no typo inside a mention: most question words end here, cheaply.
            if not all(self._similar_words(w, memo) for w in unknown):
                continue
            best = {}
            # Windows left out (the costliest stage), and labels merely holding a single word
            # ("river" -> "Red River"): neither is worth its time in a whole question.
            self._offer_fuzzy(best, key, None, min_score, memo, windows=False, single_word_phrase=False)
            if best:
                mentions.append(_Mention(start, end, j - i + 1, self._top(best, k)))
        return [MentionLink(m.start, m.end, question[m.start:m.end], m.hits)
                for m in sorted(_select(mentions), key=lambda m: m.start)]

    def _demonym_mentions(self, question: str, words, found: list[_Mention], k: int, limit: int) -> list[_Mention]:
        """A demonym that is no label itself, linked to the first of its place's names a label
        has (:func:`kgqa.wordforms.demonym_places`: "Valdorian airlines" names Valdoria), else
        to the two-word names it opens ("Japanese dishes": Japanese cuisine), scored
        ``_DEMONYM_SCORE``. Only a word before a noun (not a stopword, in the same phrase), and
        only a capitalised one, or any in a question written all in lower case
        ("which valdorian airlines"): "median" or "human" in a question that capitalises its
        names is no demonym."""
        lower = not any(c.isupper() for c in question[1:])
        out = []
        for n, (start, end, stop) in enumerate(words):
            if stop or any(m.start <= start and end <= m.end for m in found):
                continue
            # an adjective before its noun ("Dutch films"); alone it may name a language or a
            # people ("Which regions speak Dutch or English?")
            if n + 1 == len(words) or words[n + 1][2] or not _joinable(question, words, n, n + 1):
                continue
            if not (lower or question[start].isupper()):
                continue
            places = demonym_places(question[start:end])
            best: dict[str, tuple[float, str, Row]] = {}
            for place in places:
                key = label_key(place)
                _offer(best, self._exact_rows(key, None, limit), key, 1.0)
                if best:
                    break
            if places and not best:
                # no place by that name: the word's other sense, a two-word name it opens
                # ("Japanese": "Japanese cuisine", "French": "French language")
                word = label_key(question[start:end])
                _offer(best, [r for r in self._phrase_rows(word, None, None)
                              if r[3].startswith(word + " ") and r[3].count(" ") == 1], word, 0.0)
            if best:
                best = {iri: (_DEMONYM_SCORE, "demonym", row) for iri, (_, _, row) in best.items()}
                out.append(_Mention(start, end, 1, self._top(best, k)))
        return out

    # -- stages --------------------------------------------------------------------------
    def _resolve_classes(self, classes: Collection[str] | None) -> list[int] | None:
        if classes is None:
            return None
        return [self._class_ids[c] for c in classes if c in self._class_ids]

    @staticmethod
    def _class_filter(class_ids: list[int] | None, column: str) -> tuple[str, list[int]]:
        if class_ids is None:
            return "", []
        marks = ",".join("?" * len(class_ids))
        return (f" AND EXISTS (SELECT 1 FROM entry_class WHERE entry_id = {column}"
                f" AND class_id IN ({marks}))"), list(class_ids)

    def _exact_rows(self, key: str, class_ids: list[int] | None, limit: int) -> list[Row]:
        cond, args = self._class_filter(class_ids, "e.id")
        return self._con().execute(f"SELECT {_ROW} FROM entry e WHERE e.key = ?{cond} LIMIT ?",
                                   [key, *args, limit]).fetchall()

    def _initials_rows(self, key: str, class_ids: list[int] | None, limit: int) -> list[Row]:
        cond, args = self._class_filter(class_ids, "e.id")
        return self._con().execute(
            f"SELECT {_ROW} FROM initials i JOIN entry e ON e.id = i.entry_id WHERE i.key = ?{cond} LIMIT ?",
            [key, *args, limit]).fetchall()

    def _offer_fuzzy(self, best: dict, key: str, class_ids: list[int] | None, min_score: float,
                     memo: _Memo | None, *, windows: bool = True, single_word_phrase: bool = True) -> None:
        if single_word_phrase or " " in key:
            _offer(best, self._phrase_rows(key, class_ids, memo), key, min_score)
        _offer(best, self._corrected_rows(key, class_ids, memo), key, min_score)
        # The windows cost the most (hundreds of candidate rows fetched and re-scored): they
        # run only when the word-level stages found no close match.
        if windows and not any(v[0] >= _CONFIDENT for v in best.values()):
            _offer(best, self._window_rows(key, class_ids, min_score, memo), key, min_score)

    def _word_dfs(self, words: list[str], memo: _Memo | None) -> dict[str, int]:
        """Document frequency of each of ``words`` that some label has (the others are left out)."""
        missing = list(dict.fromkeys(w for w in words if not memo or w not in memo.word_dfs))
        found: dict[str, int] = {}
        if missing:
            marks = ",".join("?" * len(missing))
            found = dict(self._con().execute(f"SELECT term, df FROM word WHERE term IN ({marks})", missing))
        if not memo:
            return found
        memo.word_dfs.update({w: found.get(w, 0) for w in missing})
        return {w: memo.word_dfs[w] for w in words if memo.word_dfs[w]}

    def _phrase_rows(self, key: str, class_ids: list[int] | None, memo: _Memo | None) -> list[Row]:
        con = self._con()
        words = list(dict.fromkeys(key.split()))
        dfs = self._word_dfs(words, memo)
        if len(dfs) < len(words):
            return []  # a word no label has: no label holds the phrase
        # bm25 costs a few microseconds per matching row: rank only rare phrases (bm25 then puts
        # the shortest labels holding the phrase, the best re-scored, first); a phrase of common
        # words ("of the") takes the first rows found.
        ranked = " ORDER BY rank" if min(dfs.values()) <= _PHRASE_RANKED_MAX_DF else ""
        cond, args = self._class_filter(class_ids, "entry_words.rowid")
        return con.execute(
            f"SELECT {_ROW} FROM entry e JOIN ("
            f"  SELECT rowid AS id FROM entry_words WHERE entry_words MATCH ?{cond}{ranked} LIMIT ?"
            f") m ON e.id = m.id", [_fts_string(key), *args, _PHRASE_ROWS]).fetchall()

    def _window_rows(self, key: str, class_ids: list[int] | None, min_score: float,
                     memo: _Memo | None) -> list[Row]:
        short = len(key) < 6
        ids = self._fuzzy_ids(
            key, _LABEL_TRIGRAMS, class_ids, memo,
            window_rows=_SHORT_WINDOW_ROWS if short else _WINDOW_ROWS,
            keep=_SHORT_FUZZY_ROWS if short else _FUZZY_ROWS)
        lo, hi = _length_bounds(len(key), min_score)
        return [row for row in self._rows(ids, memo) if lo <= len(row[3]) <= hi]

    def _fuzzy_ids(self, key: str, tables: tuple[str, str], class_ids: list[int] | None,
                   memo: _Memo | None, *, window_rows: int, keep: int) -> list[int]:
        """Ids of up to ``keep`` rows of a trigram FTS table (``tables``: it and its trigram
        document frequencies) likely within a few typos of ``key``, likeliest first."""
        con = self._con()
        fts, df_table = tables
        grams = _trigrams(key)
        if not grams:
            return []
        dfs = self._trigram_dfs(grams, df_table, memo)
        cond, args = self._class_filter(class_ids, f"{fts}.rowid")
        sql = f"SELECT rowid FROM {fts} WHERE {fts} MATCH ?{cond} LIMIT ?"

        def matching(substring: str, limit: int) -> list[int]:
            cache_key = (fts, substring, limit)
            ids = memo.matches.get(cache_key) if memo and class_ids is None else None
            if ids is None:
                ids = [r for (r,) in con.execute(sql, [_fts_string(substring), *args, limit])]
                if memo and class_ids is None:
                    memo.matches[cache_key] = ids
            return ids

        votes: Counter[int] = Counter()
        truncated: set[int] = set()  # rows of windows that hit the cap: an arbitrary subset
        for window in _windows(key, dfs):
            ids = matching(window, window_rows)
            votes.update(ids)
            if len(ids) == window_rows:
                truncated.update(ids)
        # Order in which candidates are fetched (each costs a row read and a re-score): most
        # windows matched first, then most rare trigrams of the mention shared (cheap postings,
        # a rough idf-weighted overlap). A capped window's rows are whichever the FTS index
        # met first: alone they are not worth fetching.
        hints: Counter[int] = Counter()
        budget = _HINT_POSTINGS
        for df, gram in sorted((dfs.get(g, 0), g) for g in grams):
            if df == 0:
                continue
            if df > budget:
                break
            budget -= df
            hints.update(matching(gram, df))
        return sorted((i for i in votes if votes[i] > 1 or i not in truncated),
                      key=lambda i: (-votes[i], -hints[i]))[:keep]

    def _corrected_rows(self, key: str, class_ids: list[int] | None, memo: _Memo | None) -> list[Row]:
        """Labels holding every word of the mention, a word that no label has being replaced by
        the label words closest to it ("jorban s waker" -> jordan AND s AND (walker OR baker ...)).
        Typos usually stay inside words, and whole known words cut the candidates down far
        more than the trigrams of common names do (the windows' weak spot: a typo in the one
        rare part of "university of copperburg" leaves only windows that 27k labels share)."""
        con = self._con()
        words = list(dict.fromkeys(key.split()))
        dfs = self._word_dfs(words, memo)
        unknown = [w for w in words if w not in dfs]
        if not unknown or len(unknown) > _MAX_CORRECTED_WORDS:
            return []
        terms: list[str] = []
        corrected = 0
        known_df = min(dfs.values(), default=_PHRASE_RANKED_MAX_DF + 1)
        estimate = known_df
        for w in words:
            if w in dfs:
                terms.append(_fts_string(w))
                continue
            similar = self._similar_words(w, memo)
            if similar:  # a word too garbled to correct constrains nothing: left out
                terms.append("(" + " OR ".join(_fts_string(t) for t, _, _ in similar) + ")")
                estimate = min(estimate, sum(df for _, df, _ in similar))
                corrected += 1
        queries = []
        if corrected:
            queries.append((" AND ".join(terms), estimate))
        # The known words alone, when rare enough to mean something: a typo may also turn a
        # word into another real one ("the" -> "ite"), whose neighbours miss the right word.
        if len(dfs) >= 2 and known_df <= _PHRASE_RANKED_MAX_DF:
            queries.append((" AND ".join(_fts_string(w) for w in words if w in dfs), known_df))
        cond, args = self._class_filter(class_ids, "entry_words.rowid")
        rows: list[Row] = []
        for query, estimate in queries:
            ranked = " ORDER BY rank" if estimate <= _PHRASE_RANKED_MAX_DF else ""
            rows += con.execute(
                f"SELECT {_ROW} FROM entry e JOIN ("
                f"  SELECT rowid AS id FROM entry_words WHERE entry_words MATCH ?{cond}{ranked} LIMIT ?"
                f") m ON e.id = m.id", [query, *args, _PHRASE_ROWS]).fetchall()
        return rows

    def _similar_words(self, word: str, memo: _Memo | None) -> list[tuple[str, int, float]]:
        """Up to ``_WORD_ALTERNATIVES`` label words closest to ``word`` by ``fuzz.ratio`` (at
        least ``_WORD_MIN_RATIO``), as (word, document frequency, ratio), best first; found like
        the labels' fuzzy candidates, over the vocabulary's own trigram index."""
        if memo and word in memo.similar:
            return memo.similar[word]
        con = self._con()
        ids = self._fuzzy_ids(word, _WORD_TRIGRAMS, None, memo,
                              window_rows=_VOCABULARY_WINDOW_ROWS, keep=_VOCABULARY_ROWS)
        if len(word) < 6:
            # A short word's trigrams are too few to survive a typo ("jonh" shares none with
            # "john"): the words with the same first two letters are candidates too.
            upper = word[:1] + chr(ord(word[1]) + 1) if len(word) > 1 else chr(ord(word[0]) + 1)
            ids += [i for (i,) in con.execute(
                "SELECT id FROM word WHERE term >= ? AND term < ? AND length(term) BETWEEN ? AND ? LIMIT ?",
                [word[:2], upper, len(word) - 2, len(word) + 2, _VOCABULARY_ROWS])]
        scored = []
        for at in range(0, len(ids), _IN_CHUNK):
            chunk = ids[at:at + _IN_CHUNK]
            for term, df in con.execute(
                    f"SELECT term, df FROM word WHERE id IN ({','.join('?' * len(chunk))})", chunk):
                ratio = fuzz.ratio(word, term, score_cutoff=_WORD_MIN_RATIO)
                if ratio and term != word:
                    scored.append((ratio, df, term))
        best_first = sorted(set(scored), reverse=True)[:_WORD_ALTERNATIVES]
        similar = [(term, df, ratio) for ratio, df, term in best_first]
        if memo:
            memo.similar[word] = similar
        return similar

    def _trigram_dfs(self, grams: list[str], df_table: str, memo: _Memo | None) -> dict[str, int]:
        missing = [g for g in grams if not memo or (df_table, g) not in memo.trigram_dfs]
        found: dict[str, int] = {}
        if missing:
            marks = ",".join("?" * len(missing))
            found = dict(self._con().execute(
                f"SELECT term, df FROM {df_table} WHERE term IN ({marks})", missing))
        if not memo:
            return found
        memo.trigram_dfs.update({(df_table, g): found.get(g, 0) for g in missing})
        return {g: memo.trigram_dfs[df_table, g] for g in grams}

    def _rows(self, ids: list[int], memo: _Memo | None) -> list[Row]:
        cached = [memo.rows[i] for i in ids if i in memo.rows] if memo else []
        todo = [i for i in ids if i not in memo.rows] if memo else ids
        con = self._con()
        fetched: list[Row] = []
        for at in range(0, len(todo), _IN_CHUNK):
            chunk = todo[at:at + _IN_CHUNK]
            marks = ",".join("?" * len(chunk))
            fetched += con.execute(f"SELECT {_ROW} FROM entry e WHERE e.id IN ({marks})", chunk).fetchall()
        if memo:
            memo.rows.update((row[0], row) for row in fetched)
        return cached + fetched

    def _top(self, best: dict[str, tuple[float, str, Row]], k: int) -> list[LabelHit]:
        ranked = sorted(best.values(), key=lambda v: (-v[0], len(v[2][2]), v[2][1]))[:k]
        return [LabelHit(row[1], row[2], score, how, self._classes_of(row[4]))
                for score, how, row in ranked]

    def _classes_of(self, class_ids: str) -> tuple[str, ...]:
        return tuple(self._class_iris[int(c)] for c in class_ids.split())


def _offer(best: dict[str, tuple[float, str, Row]], rows: list[Row], key: str, min_score: float) -> None:
    """Score ``rows`` against the mention ``key`` into ``best`` (IRI -> its best (score, how,
    row)). Scores are cached per label key: homonyms and repeated names cost one call."""
    scores: dict[str, tuple[float, str]] = {}
    for row in rows:
        lkey = row[3]
        scored = scores.get(lkey)
        if scored is None:
            scored = scores[lkey] = match_score(key, lkey)
        if scored[0] >= min_score:
            old = best.get(row[1])
            if old is None or scored[0] > old[0]:
                best[row[1]] = (scored[0], scored[1], row)


def _offer_code(best: dict[str, tuple[float, str, Row]], key: str, rows: list[Row]) -> None:
    """The names holding the code ``key`` as a word ("PM10" in "particulate matter PM10"), into
    ``best`` at ``_CODE_SCORE``, where at most ``_CODE_NAMES`` names hold it: a code that many
    names share names none of them."""
    holding = [row for row in rows if f" {key} " in f" {row[3]} "]
    if 0 < len({row[1] for row in holding}) <= _CODE_NAMES:
        for row in holding:
            best.setdefault(row[1], (_CODE_SCORE, "code", row))


def _offer_initials(best: dict[str, tuple[float, str, Row]], rows: list[Row]) -> None:
    """The names ``rows`` whose initials a mention is, into ``best`` below any exact name."""
    for row in rows:
        if row[1] not in best:
            best[row[1]] = (_INITIALS_SCORE, "initials", row)


def _windows(key: str, df: dict[str, int]) -> list[str]:
    """Substrings of ``key`` whose FTS5 substring queries yield the fuzzy candidates.

    Pigeonhole: ``e`` edits break at most ``e`` of ``e + 1`` disjoint substrings, so a label
    within ``e`` edits of the mention contains one of them whole. ``e`` is 3 from 16
    characters, 2 from 9, 1 from 6. The windows (3 to 8 characters: a longer one matches fewer
    labels) are placed to minimise the rows expected, a window's estimate being the document
    frequency of its rarest trigram; a window holding a trigram no label has can only have been
    broken by a typo and is not used. When ``e + 1`` usable windows do not fit, as many as fit
    are used. Under 6 characters no two disjoint trigrams fit: each trigram that some label
    holds is a window."""
    n = len(key)
    if n < 6:
        return [g for g in _trigrams(key) if df.get(g, 0) > 0]
    edits = 3 if n >= 16 else 2 if n >= 9 else 1
    gram_df = [df.get(key[i:i + 3], 0) for i in range(n - 2)]
    # est[i][w]: estimated rows of the window key[i:i + w] (0: unusable)
    est = [{w: min(gram_df[i:i + w - 2]) for w in range(3, min(8, n - i) + 1)} for i in range(n - 2)]
    impossible: tuple[float, tuple[tuple[int, int], ...]] = (float("inf"), ())
    # cheapest[c][i]: (estimated rows, windows) of the cheapest c windows within key[i:]
    cheapest: list[list[tuple[float, tuple[tuple[int, int], ...]]]] = [[(0.0, ())] * (n + 1)]
    for c in range(1, edits + 2):
        row = [impossible] * (n + 1)
        for i in range(n - 3, -1, -1):
            row[i] = row[i + 1]
            for w, rows in est[i].items():
                rest = cheapest[c - 1][i + w]
                if rows > 0 and rest[0] + rows < row[i][0]:
                    row[i] = (rest[0] + rows, ((i, w), *rest[1]))
        cheapest.append(row)
        if not row[0][1]:
            break  # c windows do not fit, c + 1 will not either
    for c in range(len(cheapest) - 1, 0, -1):
        if cheapest[c][0][1]:
            return [key[i:i + w] for i, w in cheapest[c][0][1]]
    return []


# -- link() helpers ---------------------------------------------------------------------------
# Unicode words (``question_tokens`` splits "José" into "Jos" + "é"), with inner apostrophes
# ("O'Brien") but not a possessive "'s", which is left out of the word so "Obama's" can match.
_WORD = re.compile(r"\w+(?:['’](?![sS]\b)\w+)*")
# Between the words of one mention: anything but sentence punctuation and double quotes (an
# initial's dot, "&", "-", "/", ",", "'" and brackets occur inside names).
_MENTION_BREAK = re.compile(r'[?!;:"“”«»\n]')


def _words(question: str) -> list[tuple[int, int, bool]]:
    """(start, end, is stopword) of each word of the question."""
    return [(m.start(), m.end(), fold(m.group()) in STOPWORDS) for m in _WORD.finditer(question)]


def _joinable(question: str, words: list[tuple[int, int, bool]], i: int, j: int) -> bool:
    return not _MENTION_BREAK.search(question, words[i][1], words[j][0])


@dataclass
class _Mention:
    start: int
    end: int
    words: int
    hits: list[LabelHit]

    @property
    def priority(self) -> float:
        return self.hits[0].score + _LONGER_MENTION_BONUS * (self.words - 1)


def _select(mentions: list[_Mention]) -> list[_Mention]:
    """Greedy non-overlapping choice: highest priority first, then more words, then earlier."""
    taken: list[_Mention] = []
    for m in sorted(mentions, key=lambda m: (-m.priority, -m.words, m.start)):
        if all(m.end <= t.start or t.end <= m.start for t in taken):
            taken.append(m)
    return taken


# -- build -----------------------------------------------------------------------------------
def _fill(con: sqlite3.Connection, entries: Iterable[LabelEntry], *, progress: bool, meta: dict) -> None:
    # One writer on a file nobody reads before the rename: no journal, no fsync per commit,
    # exclusive lock, one transaction for the bulk insert, FTS and B-tree built afterwards.
    for pragma in _BUILD_PRAGMAS:
        con.execute(f"PRAGMA {pragma}")
    con.executescript(_SCHEMA)
    t0 = time.perf_counter()
    class_ids: dict[str, int] = {}
    n = skipped = 0
    it: Iterator[LabelEntry] = iter(entries)
    con.execute("BEGIN")
    for batches, batch in enumerate(iter(lambda: list(islice(it, _BATCH)), []), 1):
        rows, links, short = [], [], []
        for entry in batch:
            key = label_key(entry.label)
            if not key:  # no letter or digit: nothing a mention could match
                skipped += 1
                continue
            n += 1
            ids = sorted({class_ids.setdefault(c, len(class_ids) + 1) for c in entry.classes})
            rows.append((n, entry.iri, entry.label, key, " ".join(map(str, ids)), entry.source))
            links.extend((n, cid) for cid in ids)
            if entry.source != "local_name":  # an IRI's words are no name anybody abbreviates
                short.extend((k, n) for k in initials(entry.label))
        con.executemany("INSERT INTO entry VALUES (?,?,?,?,?,?)", rows)
        con.executemany("INSERT INTO entry_class VALUES (?,?)", links)
        con.executemany("INSERT INTO initials VALUES (?,?)", short)
        if progress and batches % 10 == 0:
            _say(f"label index: {n:,} entries loaded ({time.perf_counter() - t0:.0f} s)")
    con.executemany("INSERT INTO class VALUES (?,?)", [(i, c) for c, i in class_ids.items()])
    con.execute("COMMIT")
    if progress:
        _say(f"label index: {n:,} entries loaded; building the B-tree and FTS indexes "
             f"({time.perf_counter() - t0:.0f} s)")
    con.executescript(_INDEXES)
    entities = con.execute("SELECT count(DISTINCT iri) FROM entry").fetchone()[0]
    info = {**meta, "format_version": FORMAT_VERSION, "entries": n, "entities": entities,
            "skipped_entries": skipped,
            "classes": len(class_ids), "sqlite_version": sqlite3.sqlite_version,
            "built_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
    con.executemany("INSERT INTO meta VALUES (?, ?)", [(k, json.dumps(v)) for k, v in info.items()])
    if progress:
        _say(f"label index: done, {n:,} entries, {entities:,} entities ({time.perf_counter() - t0:.0f} s)")


def _say(message: str) -> None:
    print(message, file=sys.stderr, flush=True)
