"""Gold decompositions as G[q] trees, the structure-level match, and the fixed data split.

Three sources, one conversion rule (issue 8):

* **Break QDMR** (``shared/data/text/break-qdmr``): steps ``return ...`` separated by ``;``,
  ``#k`` refers to step k. The answer is the last step. A step with no reference is an
  :class:`Atomic` leaf; a step that references steps j1..jn becomes
  ``Dependent(producer, Atomic(text with {placeholders}))`` where the producer is the
  converted step j (one reference) or the ``List`` of the converted steps in order of first
  reference (several: independent steps joined by ``+``), so the compiler's binding rule
  (placeholders bind to the producer's slots in order of first appearance,
  :mod:`kgqa.compiler.binding`) reproduces the QDMR data flow. A step used twice is copied.
* **MuSiQue** ``question_decomposition``: the same ``#k`` rule; Wikidata-style steps
  ``X >> relation`` are worded as ``What is the relation of X?``.
* **2WikiMultihopQA** ``evidences`` + ``type``: compositional / inference questions are
  chains of ``What is the <relation> of <entity>?``; comparison questions compare one
  relation of two entities with HPE's ``COMP_<`` / ``COMP_>`` / ``COMP_=`` (HPE Table 1);
  bridge comparisons compare two chains.

:func:`shape` abstracts the leaf texts away (``q * q``, ``COMP_<[q * q, q * q]``): the
structure-level decomposition match of ``evaluate_text``.
"""

from __future__ import annotations

import csv
import json
import random
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

from kgqa.compiler import parse_gq, print_gq
from kgqa.compiler.ast import OPERATIONS, Atomic, CompEq, CompGt, CompLt, Dependent, List, Node, Operation
from kgqa.paths import shared_data_dir
from kgqa.text.store import Passage

REF_RE = re.compile(r"#(\d+)")
SPLIT_SEED = 8
_NAME_STOP = {
    "what", "which", "who", "whom", "whose", "when", "where", "why", "how", "is", "was", "are", "were",
    "the", "a", "an", "of", "in", "on", "at", "to", "for", "by", "did", "does", "do", "that", "this",
    "many", "much", "return", "and", "or", "with", "from", "as", "be", "has", "had", "have",
}


def text_dir() -> Path:
    return shared_data_dir() / "text"


# --- QDMR / MuSiQue step graphs -> G[q] -------------------------------------------------------


def placeholder_name(producer_text: str, taken: set[str]) -> str:
    """A readable placeholder name for the answers of ``producer_text`` (``{country}``)."""
    words = [w for w in re.findall(r"[a-z]+", producer_text.lower()) if w not in _NAME_STOP and len(w) > 1]
    base = words[0] if words else "x"
    name, i = base, 2
    while name in taken:
        name, i = f"{base}{i}", i + 1
    taken.add(name)
    return name


def steps_to_tree(steps: list[str]) -> Node:
    """Steps with ``#k`` references (1-based) -> the G[q] tree answering the last step."""
    if not steps:
        raise ValueError("no steps")

    def build(i: int, stack: tuple[int, ...]) -> Node:
        if i in stack:
            raise ValueError(f"cyclic reference to step {i + 1}")
        text = steps[i]
        refs: list[int] = []
        for m in REF_RE.finditer(text):
            k = int(m.group(1)) - 1
            if not 0 <= k < len(steps) or k == i:
                raise ValueError(f"step {i + 1} refers to missing step #{k + 1}")
            if k not in refs:
                refs.append(k)
        if not refs:
            return Atomic(text)
        taken: set[str] = set()
        names = {k: placeholder_name(steps[k], taken) for k in refs}
        filled = REF_RE.sub(lambda m: "{" + names[int(m.group(1)) - 1] + "}", text)
        producers = [build(k, stack + (i,)) for k in refs]
        producer = producers[0] if len(producers) == 1 else List(tuple(producers))
        return Dependent(producer, Atomic(filled))

    return build(len(steps) - 1, ())


def qdmr_steps(decomposition: str) -> list[str]:
    """``return flights ;return #1 from denver`` -> ["flights", "#1 from denver"]."""
    out = []
    for raw in decomposition.split(";"):
        step = " ".join(raw.split())
        step = re.sub(r"^return\s+", "", step)
        step = re.sub(r"\s+([,?.])", r"\1", step)
        if step:
            out.append(step)
    return out


def musique_step_text(question: str) -> str:
    """MuSiQue's ``X >> relation`` steps as questions; natural steps unchanged."""
    if ">>" in question:
        subject, relation = (s.strip() for s in question.split(">>", 1))
        return f"What is the {relation} of {subject}?"
    return " ".join(question.split())


@dataclass(frozen=True)
class QDMRExample:
    qid: str
    question: str
    tree: Node
    source: str  # CWQ, DROP, HOTPOT, ...


def read_break(kind: str = "QDMR-high-level", data_dir: Path | None = None) -> Iterator[QDMRExample]:
    """Break dev rows converted to G[q] (rows whose steps do not convert are skipped)."""
    path = (data_dir or text_dir()) / "break-qdmr" / kind / "dev.csv"
    with path.open(encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            try:
                tree = steps_to_tree(qdmr_steps(row["decomposition"]))
            except ValueError:
                continue
            yield QDMRExample(row["question_id"], " ".join(row["question_text"].split()), tree,
                              row["question_id"].split("_", 1)[0])


def break_split(example_id: str, heldout_fraction: float = 0.1) -> str:
    """'heldout' for a fixed, seeded ~10% of Break ids (never trained on), else 'train'."""
    return "heldout" if _unit_hash(example_id) < heldout_fraction else "train"


def _unit_hash(key: str) -> float:
    import hashlib

    h = hashlib.sha1(f"{SPLIT_SEED}:{key}".encode()).hexdigest()
    return int(h[:12], 16) / float(16**12)


# --- multi-hop QA records --------------------------------------------------------------------

MULTIHOP_FILES = {"musique": "musique_200.jsonl", "2wiki": "2wikimultihopqa_200.jsonl"}
# The passage corpus of each set (kgqa.text.multihop.load_store names).
MULTIHOP_CORPUS = {"musique": "musique", "2wiki": "2wikimultihopqa"}


def read_records(dataset: str, data_dir: Path | None = None) -> list[dict]:
    path = (data_dir or text_dir()) / "multihop" / MULTIHOP_FILES[dataset]
    with path.open(encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def record_id(dataset: str, rec: dict) -> str:
    return str(rec["id"] if dataset == "musique" else rec["_id"])


def split_records(dataset: str, records: list[dict]) -> dict[str, list[dict]]:
    """A fixed seeded half of each 200-record file for training, the other half for evaluation.

    The evaluation half is never used to train the translator or the reader.
    """
    ids = sorted(record_id(dataset, r) for r in records)
    random.Random(SPLIT_SEED).shuffle(ids)
    train = set(ids[: len(ids) // 2])
    return {
        "train": [r for r in records if record_id(dataset, r) in train],
        "eval": [r for r in records if record_id(dataset, r) not in train],
    }


def record_paragraphs(dataset: str, rec: dict) -> list[Passage]:
    """A MuSiQue / 2Wiki record's paragraphs as passages."""
    if dataset == "musique":
        return [Passage(f"m:{p['idx']}", p["title"], p["paragraph_text"]) for p in rec["paragraphs"]]
    return [Passage(f"w:{i}", t, " ".join(s)) for i, (t, s) in enumerate(rec.get("context", []))]


def training_paragraphs(split: str = "train") -> Iterator[tuple[str, list[Passage]]]:
    """(record id, its paragraphs) for the MuSiQue and 2Wiki records of ``split``.

    A paragraph that also belongs to a record of another split is left out: the same
    Wikipedia paragraph recurs across records, and the held-out half must stay unseen.
    """
    splits = {d: split_records(d, read_records(d)) for d in ("musique", "2wiki")}
    held_out = {p.content for d, parts in splits.items() for name, recs in parts.items() if name != split
                for rec in recs for p in record_paragraphs(d, rec)}
    for dataset, parts in splits.items():
        for rec in parts[split]:
            yield record_id(dataset, rec), [p for p in record_paragraphs(dataset, rec) if p.content not in held_out]


def musique_hops(rec: dict) -> list[tuple[str, str, dict]]:
    """(single-hop question, gold answer, supporting paragraph) per ``question_decomposition``
    step: ``#k`` replaced by step k's *gold* answer, ``X >> relation`` worded as a question."""
    answers: list[str] = []
    out = []
    for step in rec["question_decomposition"]:
        q = REF_RE.sub(lambda m: answers[int(m.group(1)) - 1] if int(m.group(1)) <= len(answers) else m.group(0),
                       musique_step_text(step["question"]))
        answers.append(step["answer"])
        paragraph = next((p for p in rec["paragraphs"] if p["idx"] == step["paragraph_support_idx"]), None)
        out.append((q, step["answer"], paragraph))
    return out


def gold_hops(dataset: str, rec: dict) -> list[tuple[str, str]]:
    """(single-hop question, gold answer) for each hop of a record, earlier answers substituted:
    MuSiQue's decomposition steps (:func:`musique_hops`), 2Wiki's evidence triples (s, r, o)
    as ``What is the r of s?`` -> o. What a reader alone must answer when the decomposition
    is right."""
    if dataset == "musique":
        return [(q, a) for q, a, _ in musique_hops(rec)]
    return [(relation_question(r, _surface(s, rec["question"])), o) for s, r, o in rec["evidences"]]


def musique_tree(rec: dict) -> Node:
    return steps_to_tree([musique_step_text(d["question"]) for d in rec["question_decomposition"]])


def relation_question(relation: str, subject: str) -> str:
    return f"What is the {relation} of {subject}?"


def _surface(name: str, question: str) -> str:
    """The entity as the question writes it when it does (case-insensitively), else the KG name."""
    i = question.lower().find(name.lower())
    return question[i : i + len(name)] if i >= 0 else name


_LATER = re.compile(r"\b(later|more recently|younger|last|most recent|newer|latest|after)\b", re.I)
_EARLIER = re.compile(r"\b(earlier|first|older|sooner|before|oldest|earliest)\b", re.I)


def comparison_op(question: str) -> type[Operation]:
    q = question.lower()
    if q.startswith(("are ", "is ", "were ", "do ", "does ", "did ")) or " same " in q or " both " in q:
        return CompEq
    if _LATER.search(q):
        return CompGt
    return CompLt


def twowiki_tree(rec: dict) -> Node:
    """Gold G[q] tree of a 2Wiki record from its evidence triples and question type."""
    q, ev, kind = rec["question"], [tuple(e) for e in rec["evidences"]], rec["type"]
    if kind in ("compositional", "inference") or (kind not in ("comparison", "bridge_comparison")):
        tree: Node = Atomic(relation_question(ev[0][1], _surface(ev[0][0], q)))
        taken: set[str] = set()
        for s, r, o in ev[1:]:
            name = placeholder_name(r, taken)
            tree = Dependent(tree, Atomic(relation_question(r, "{" + name + "}")))
        return tree
    op = comparison_op(q)
    if kind == "comparison" or len(ev) < 4:
        left = Atomic(relation_question(ev[0][1], _surface(ev[0][0], q)))
        right = Atomic(relation_question(ev[1][1], _surface(ev[1][0], q)))
        return op(left, right)
    (a, r1, x), (b, _, y), (_, r2, _), (_, _, _) = ev[:4]
    name = placeholder_name(r1, set())
    left = Dependent(Atomic(relation_question(r1, _surface(a, q))), Atomic(relation_question(r2, "{" + name + "}")))
    right = Dependent(Atomic(relation_question(r1, _surface(b, q))), Atomic(relation_question(r2, "{" + name + "}")))
    return op(left, right)


def gold_tree(dataset: str, rec: dict) -> Node:
    return musique_tree(rec) if dataset == "musique" else twowiki_tree(rec)


# --- structure-level comparison ----------------------------------------------------------------


def shape(node: Node) -> str:
    """The tree without its leaf texts: ``(q + q) * q``, ``COMP_<[q * q, q * q]``."""

    def go(n: Node, level: int) -> str:
        if isinstance(n, Atomic):
            return "q"
        if isinstance(n, Operation):
            return f"{n.keyword}[{go(n.q2, 0)}, {go(n.q1, 0)}]"
        if isinstance(n, List):
            s = " + ".join(go(c, 1) for c in n.items)
            return f"({s})" if level > 0 else s
        if isinstance(n, Dependent):
            s = f"{go(n.left, 1)} * {go(n.right, 2)}"
            return f"({s})" if level > 1 else s
        raise TypeError(n)

    return go(node, 0)


def same_structure(predicted: Node, gold: Node) -> bool:
    """Structure-level match: equal shapes, with '+' children compared as a multiset and the
    operand order of symmetric HPE operations ignored."""
    return _canon(predicted) == _canon(gold)


def _canon(n: Node) -> str:
    if isinstance(n, Atomic):
        return "q"
    if isinstance(n, List):
        return "+(" + ",".join(sorted(_canon(c) for c in n.items)) + ")"
    if isinstance(n, Dependent):
        return f"*({_canon(n.left)},{_canon(n.right)})"
    if isinstance(n, Operation):
        a, b = sorted((_canon(n.q2), _canon(n.q1)))
        # COMP_< and COMP_> are the same structure read in opposite directions.
        kw = "COMP" if n.keyword in ("COMP_<", "COMP_>") else n.keyword
        return f"{kw}({a},{b})"
    raise TypeError(n)


def target_text(tree: Node) -> str:
    """The training target of the translator: canonical G[q] text (round-trips)."""
    text = print_gq(tree)
    assert parse_gq(text) == tree
    return text


__all__ = [
    "OPERATIONS", "QDMRExample", "break_split", "comparison_op", "gold_tree", "musique_hops", "musique_step_text", "musique_tree",
    "placeholder_name", "qdmr_steps", "read_break", "read_records", "record_id", "record_paragraphs", "relation_question",
    "same_structure", "shape", "split_records", "steps_to_tree", "target_text", "training_paragraphs", "twowiki_tree",
]
