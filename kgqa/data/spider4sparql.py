"""Reader for the Spider4SPARQL benchmark (questions, one KG per database, gold answers).

Facts from the data's PROVENANCE.txt that this reader encodes:
- the gold queries use the undeclared prefix ``:`` = ``<http://valuenet/ontop/>``;
  :func:`executable_query` declares it;
- 468 train queries do not parse as SPARQL 1.1 (most because ``ORDER BY ((agg(?x) as ?a))``);
  the reader keeps them, callers decide (``Example.parses`` is not computed here, parsing is the
  query-graph core's job);
- ``answers/<split>_answers_on_kg_generated.json`` holds the first 200 rows of each gold
  query executed on ``kg_generated`` (values as strings, status ok/err/timeout/nokg).

One translation fault of the benchmark is repaired here (:func:`read_not_in_as_anti_join`): 176
train queries translate SQL's ``x NOT IN (SELECT y ...)`` as a sub-select *joined* to the pattern
with ``FILTER(?x NOT IN (?y))``, which keeps every ``x`` that differs from *some* ``y`` (nearly
all of them), while the dev queries write the anti-join ``FILTER NOT EXISTS`` that the question
means ("cities that have not held any competition").
"""

from __future__ import annotations

import json
import re
import zlib
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from kgqa.paths import spider4sparql_dir

ONTOP_NS = "http://valuenet/ontop/"
PREFIX_DECL = f"PREFIX : <{ONTOP_NS}>\n"
#: The prefixes Spider4SPARQL's queries use without declaring them (pass them to the core's parser).
PREFIXES = {"": ONTOP_NS}
SPLITS = ("dev", "train")


class DatasetError(ValueError):
    """The benchmark data is missing or malformed; the message says where to look."""


@dataclass(frozen=True)
class GoldAnswer:
    status: str  # ok | err | timeout | nokg
    rows: tuple[tuple[str, ...], ...]
    n_rows: int


@dataclass(frozen=True)
class Example:
    idx: int
    split: str
    kg_name: str
    question: str
    query: str
    gold: GoldAnswer | None = field(default=None, compare=False)

    @property
    def executable_query(self) -> str:
        return executable_query(self.query)


def executable_query(query: str) -> str:
    """The gold query with the ``:`` prefix declared, ready for a SPARQL 1.1 engine."""
    return PREFIX_DECL + query


def _root(root: Path | None) -> Path:
    root = root or spider4sparql_dir()
    if not (root / "questions").is_dir():
        raise DatasetError(
            f"Spider4SPARQL not found at {root}: set KGQA_SHARED_DATA to the folder that holds "
            "kgqa/spider4sparql/ (questions/, kg_generated/, answers/)."
        )
    return root


@lru_cache(maxsize=4)
def _load_answers(path: Path) -> dict[int, GoldAnswer]:
    if not path.exists():
        return {}
    with path.open() as f:
        rows = json.load(f)
    return {
        r["idx"]: GoldAnswer(r["status"], tuple(tuple(x) for x in (r.get("rows") or ())), r.get("n_rows") or 0)
        for r in rows
    }


def load_split(split: str, root: Path | None = None) -> list[Example]:
    """All examples of ``split`` ('dev' or 'train'), with gold answers where precomputed."""
    if split not in SPLITS:
        raise DatasetError(f"unknown split {split!r}; expected one of {SPLITS}")
    root = _root(root)
    with (root / "questions" / f"{split}.json").open() as f:
        items = json.load(f)
    answers = _load_answers(root / "answers" / f"{split}_answers_on_kg_generated.json")
    return [
        Example(i, split, it["kg_name"], it["question"], it["query"], answers.get(i))
        for i, it in enumerate(items)
    ]


def kg_path(kg_name: str, root: Path | None = None) -> Path:
    """The generated N-Triples file of one database; raises if that database has no data."""
    # The generated files use lower-cased database names (PROVENANCE.txt), the questions do not.
    path = _root(root) / "kg_generated" / f"{kg_name.lower()}.nt.gz"
    if not path.exists():
        raise DatasetError(
            f"no KG for database {kg_name!r} at {path} (PROVENANCE.txt lists the databases whose "
            "dumps were empty or absent)"
        )
    return path


def only_kgs(examples: list[Example], kgs, split: str) -> list[Example]:
    """The examples of the databases named in ``kgs`` (case-insensitive); ``None``/empty = all.
    An unknown name is an error, not an empty selection."""
    if not kgs:
        return examples
    wanted = {str(k).lower() for k in kgs}
    unknown = wanted - {e.kg_name.lower() for e in examples}
    if unknown:
        raise ValueError(f"kgs={sorted(unknown)} are not KGs of the {split} split")
    return [e for e in examples if e.kg_name.lower() in wanted]


def kg_fold(kg_name: str, folds: int) -> int:
    """The fold (``0 .. folds-1``) of a database: stable across runs and machines (CRC32 of its
    lower-cased name), so a model trained without fold ``k`` and data collected on fold ``k``
    agree on which KGs that model never saw (cross-fitting, ``kgqa.train_rerank``)."""
    if folds < 2:
        raise ValueError(f"folds must be >= 2, got {folds}")
    return zlib.crc32(kg_name.lower().encode()) % folds


def kg_names(split: str, root: Path | None = None) -> list[str]:
    """The databases used by ``split``, in first-appearance order."""
    seen: dict[str, None] = {}
    for ex in load_split(split, root):
        seen.setdefault(ex.kg_name, None)
    return list(seen)


_NOT_IN = re.compile(r"FILTER\s*\(\s*(\?\w+)\s+not\s+in\s*\(\s*(\?\w+)\s*\)\s*\)\s*\.?", re.I)
_EXISTS = re.compile(r"\bEXISTS\b", re.I)


def _group_end(query: str, start: int) -> int:
    """The index just after the ``}`` closing the ``{`` at ``start``."""
    depth = 0
    for i in range(start, len(query)):
        depth += {"{": 1, "}": -1}.get(query[i], 0)
        if depth == 0:
            return i + 1
    raise ValueError("unbalanced braces")


def _same_group(text: str) -> bool:
    """Whether ``text`` (what lies between two parts of a query) leaves and enters no group."""
    depth = 0
    for ch in text:
        depth += {"{": 1, "}": -1}.get(ch, 0)
        if depth < 0:
            return False
    return depth == 0


def read_not_in_as_anti_join(query: str) -> str:
    """``query`` with the benchmark's joined ``NOT IN`` sub-select written as the anti-join it
    translates (the module docstring): ``FILTER(?x NOT IN (?y)) . {SELECT ?y WHERE {...}}``
    becomes ``FILTER NOT EXISTS { {SELECT ?y WHERE {...}} FILTER(?x IN (?y)) }``, the form the
    dev queries use. Other queries are returned unchanged: a query that already has EXISTS, a
    ``?y`` the sub-select does not project (another fault of the benchmark, left alone), or a
    ``?y`` used elsewhere."""
    if _EXISTS.search(query):
        return query
    while (m := _NOT_IN.search(query)) is not None:
        x, y = m.groups()
        sub = re.compile(r"\{\s*SELECT\s+(?:DISTINCT\s+)?" + re.escape(y) + r"\s+WHERE\s*\{", re.I).search(query)
        if sub is None:
            return query
        end = _group_end(query, sub.start())
        lo, hi = sorted([(m.start(), m.end()), (sub.start(), end)])
        uses = len(re.findall(re.escape(y) + r"\b", query))
        inside = len(re.findall(re.escape(y) + r"\b", query[sub.start():end]))
        if not _same_group(query[lo[1]:hi[0]]) or uses != inside + 1:
            return query
        anti_join = f"FILTER NOT EXISTS {{ {query[sub.start():end]} FILTER({x} IN ({y})) }}"
        if m.start() < sub.start():
            query = query[:m.start()] + query[m.end():sub.start()] + anti_join + query[end:]
        else:
            query = query[:sub.start()] + anti_join + query[end:m.start()] + query[m.end():]
    return query
