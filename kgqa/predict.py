"""Answer a QALD-JSON file and write the answers as QALD-JSON (Hydra app over ``conf/predict.yaml``).

    python -m kgqa.predict dataset=qald dataset.path=FILE kg=endpoint kg.endpoint=URL output=OUT.json
    torchrun --standalone --nproc_per_node=2 -m kgqa.predict ...            # the same file, 2 processes

The written file is what GERBIL QA and other QALD evaluators read: every question of the input
(same id, same question string), ``query.sparql`` = the SPARQL the engine chose, and ``answers``
= one SPARQL 1.1 JSON result with typed terms (``uri``; ``literal`` with its ``datatype`` or
``xml:lang``), or ``{"head": {}, "boolean": b}`` for a yes/no answer. The engine's answer rows
are plain strings, so the chosen query is run again on the KG for its typed terms (usually a
cache hit: the engine has just run it). A question the engine cannot answer (no query, an error,
no text in ``dataset.language``) is written with an empty result, never left out, so that an
evaluator counts it. The LAST stdout line is one JSON object: ``n, answered, boolean, output``.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import hydra
from omegaconf import DictConfig

from kgqa.data.qald import QaldAnswers, QaldQuestion, load_qald, write_qald
from kgqa.distributed import Ranks, gather_to_main, merge_shards, print_on_main, shard_by_kg
from kgqa.evaluate import answer_question, engine_from_conf, kg_opener, same_language
from kgqa.kg.base import SelectResult

log = logging.getLogger(__name__)

#: What an unanswered question is written with: a SELECT result without bindings.
NO_ANSWER = QaldAnswers()


def predict(cfg: DictConfig, engine=None, ranks: Ranks = Ranks()) -> dict[str, Any] | None:
    """Answer ``dataset.path`` on the KG of ``kg`` and write ``output``; returns a summary.

    In a distributed job each rank answers a contiguous block of the questions (they share one
    KG) and rank 0 writes the file in the input's order; the other ranks return ``None``."""
    from tqdm import tqdm

    ds = cfg.dataset
    if cfg.kg.backend != "endpoint" and not cfg.kg.get("name"):
        raise ValueError("a QALD file is answered on one KG: pass kg=endpoint kg.endpoint=URL")
    questions = load_qald(Path(ds.path).expanduser())
    if cfg.get("limit"):
        questions = questions[: int(cfg.limit)]
    engine = engine if engine is not None else engine_from_conf(cfg)
    kg = kg_opener(cfg.kg)(ds.kg_name)
    language = str(ds.get("language") or "")
    mine = []
    for pos, q in tqdm(shard_by_kg(questions, lambda _: ds.kg_name, ranks), desc=f"predict {Path(ds.path).name}",
                       mininterval=10, disable=not ranks.is_main):
        if not q.question or (language and not same_language(q.language, language)):
            mine.append((pos, prediction_record(q, None, NO_ANSWER)))
            continue
        ans, _ = answer_question(engine, kg, q.question, ds.kg_name)
        mine.append((pos, prediction_record(q, ans.sparql, typed_answers(ans, kg))))
    shards = gather_to_main(mine, ranks)
    if shards is None:
        return None
    records = merge_shards(shards)
    output = Path(cfg.output).expanduser()
    output.parent.mkdir(parents=True, exist_ok=True)
    write_qald(records, output, dataset_id=cfg.get("dataset_id") or Path(ds.path).stem)
    answers = [r["answers"] for r in records]
    return {"n": len(records),
            "answered": sum(isinstance(a, bool) or (isinstance(a, SelectResult) and len(a) > 0) for a in answers),
            "boolean": sum(isinstance(a, bool) for a in answers), "output": str(output)}


def prediction_record(q: QaldQuestion, sparql: str | None, answers: SelectResult | bool | QaldAnswers) -> dict:
    """One question as :func:`kgqa.data.qald.write_qald` writes it: the input's id and text."""
    return {"id": q.id, "question": q.question, "language": q.language, "sparql": sparql, "answers": answers}


def typed_answers(ans, kg) -> SelectResult | bool | QaldAnswers:
    """The answer of a :class:`kgqa.answer.KGAnswer` with typed terms: its boolean, or the chosen
    query's result on ``kg``; :data:`NO_ANSWER` when there is none."""
    from kgqa.kg.errors import KGError

    if ans.boolean is not None:
        return ans.boolean
    if ans.error is not None or not ans.sparql:
        return NO_ANSWER
    try:
        result = kg.query(ans.sparql)
    except KGError as e:  # the engine got rows a moment ago; report, but write the question
        log.warning("re-running the chosen query for typed terms failed (%s): %.200s", e, ans.sparql)
        return NO_ANSWER
    return result if isinstance(result, (bool, SelectResult)) else NO_ANSWER


@hydra.main(config_path="../conf", config_name="predict", version_base="1.3")
def main(cfg: DictConfig) -> None:
    # torchrun -m kgqa.predict: the questions are answered in blocks, one per rank
    print_on_main(lambda ranks: predict(cfg, ranks=ranks))


if __name__ == "__main__":
    main()
