"""Reader and writer for QALD-JSON, the format of the QALD challenges (and of GERBIL QA).

Format::

    {"dataset": {"id": ...},
     "questions": [{"id", "answertype", "aggregation", "onlydbo", "hybrid",
                    "question": [{"language", "string", "keywords"}, ...],
                    "query": {"sparql": ...},
                    "answers": [{"head": {"vars": [...]}, "results": {"bindings": [...]}}
                                or {"head": {}, "boolean": true|false}]}]}

Facts about the published files that this module encodes:

- the gold SPARQL was written for DBpedia's public endpoint, which predeclares prefixes, so
  many queries use ``dbo:``, ``res:``, ``yago:``, ... without a ``PREFIX`` line;
  :data:`QALD_PREFIXES` is what to assume (a query's own declarations always win);
- some files leave ``query`` out, or ``{}``, or ``{"sparql": ""}`` for questions that had no gold
  query; such questions load with ``sparql`` None rather than failing the whole file;
- ``answers`` is a list holding one SPARQL 1.1 JSON result; QALD-9's boolean answers also carry
  empty ``head``/``results`` objects, which mean nothing.

There is no KG for these files here (DBpedia is not available offline): they are read for the
query-graph core's coverage (``python -m kgqa.querygraph.coverage --qald FILE``) and for writing
predictions that a QALD evaluator (GERBIL) can score.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from kgqa.data.spider4sparql import DatasetError
from kgqa.kg.vocabulary import WELL_KNOWN_PREFIXES

__all__ = [
    "DatasetError", "QALD_PREFIXES", "QaldAnswers", "QaldQuestion", "load_prefixes", "load_qald",
    "write_qald",
]

_DBR = "http://dbpedia.org/resource/"
_DBO = "http://dbpedia.org/ontology/"

#: Prefixes assumed when a QALD query does not declare them: the well-known public ones plus the
#: QALD files' own conventions ``res:``/``:`` (DBpedia resources) and ``onto:`` (its ontology).
QALD_PREFIXES: dict[str, str] = {**WELL_KNOWN_PREFIXES, "res": _DBR, "onto": _DBO, "": _DBR}


@dataclass(frozen=True)
class QaldAnswers:
    """One SPARQL 1.1 JSON result: ``boolean`` for an ASK question, else the ``vars`` and the
    ``bindings`` (each maps a variable to its JSON term ``{"type", "value", ...}``)."""

    vars: tuple[str, ...] = ()
    # Bindings are dicts, so they are compared but left out of the hash.
    bindings: tuple[dict[str, dict[str, str]], ...] = field(default=(), hash=False)
    boolean: bool | None = None

    def to_json(self) -> dict[str, Any]:
        if self.boolean is not None:
            return {"head": {}, "boolean": self.boolean}
        return {"head": {"vars": list(self.vars)}, "results": {"bindings": [dict(b) for b in self.bindings]}}


@dataclass(frozen=True)
class QaldQuestion:
    id: str
    question: str  # the English string, or the first language's when there is no English one
    sparql: str | None  # None when the file has no gold query for this question
    answertype: str | None = None
    answers: QaldAnswers | None = None  # None when the file lists no answers
    language: str = "en"  # the language of ``question``


# ---------------------------------------------------------------------------------------------
# Reading
# ---------------------------------------------------------------------------------------------
def load_qald(path: str | os.PathLike) -> list[QaldQuestion]:
    """The questions of a QALD-JSON file, in file order."""
    path = Path(path)
    questions = _questions_list(_read_json(path), path)
    return [_question(item, i, path) for i, item in enumerate(questions)]


def _read_json(path: Path) -> Any:
    try:
        with path.open(encoding="utf-8") as f:
            return json.load(f)
    except FileNotFoundError:
        raise DatasetError(f"QALD file not found: {path}") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise DatasetError(f"{path} is not valid JSON: {e}") from None


def _questions_list(data: Any, path: Path) -> list:
    if not isinstance(data, dict) or not isinstance(data.get("questions"), list):
        raise DatasetError(
            f'{path} is not QALD-JSON: expected an object with a "questions" list '
            '({"dataset": {"id": ...}, "questions": [...]})'
        )
    return data["questions"]


def _question(item: Any, index: int, path: Path) -> QaldQuestion:
    if not isinstance(item, dict) or item.get("id") in (None, ""):
        raise DatasetError(f'{path}: questions[{index}] is not a question object with an "id"')
    language, text = _question_text(item.get("question"))
    answertype = item.get("answertype")
    return QaldQuestion(
        id=str(item["id"]),  # some QALD editions use numbers
        question=text,
        sparql=_gold_sparql(item.get("query")),
        answertype=str(answertype) if answertype not in (None, "") else None,
        answers=_answers(item.get("answers"), f"{path}: questions[{index}] (id {item['id']})"),
        language=language,
    )


def _question_text(entries: Any) -> tuple[str, str]:
    """(language, string) of the English entry, else of the first entry with a string."""
    if isinstance(entries, str):
        return "en", entries.strip()
    entries = entries if isinstance(entries, list) else []
    usable = [e for e in entries if isinstance(e, dict) and isinstance(e.get("string"), str)]
    for e in usable:
        if str(e.get("language", "")).lower().replace("_", "-").split("-")[0] == "en":
            return str(e["language"]), e["string"].strip()
    if usable:
        return str(usable[0].get("language") or ""), usable[0]["string"].strip()
    return "", ""


def _gold_sparql(query: Any) -> str | None:
    if isinstance(query, dict):
        query = query.get("sparql")
    if not isinstance(query, str) or not query.strip():
        return None
    return query.strip()


def _answers(answers: Any, where: str) -> QaldAnswers | None:
    if isinstance(answers, dict):  # a bare result instead of a one-element list
        answers = [answers]
    if not answers:
        return None
    first = answers[0]
    if not isinstance(first, dict):
        raise DatasetError(f"{where}: an answer is not a SPARQL JSON result object")
    if first.get("boolean") is not None:
        value = first["boolean"]
        # A few hand-edited files write the boolean as a string.
        return QaldAnswers(boolean=value.strip().lower() == "true" if isinstance(value, str) else bool(value))
    head = first.get("head") or {}
    results = first.get("results") or {}
    return QaldAnswers(
        vars=tuple(str(v) for v in head.get("vars") or ()),
        bindings=tuple(dict(b) for b in results.get("bindings") or ()),
    )


# ---------------------------------------------------------------------------------------------
# Writing
# ---------------------------------------------------------------------------------------------
def write_qald(questions: Iterable[QaldQuestion | Mapping[str, Any]], target: str | os.PathLike | IO[str],
               dataset_id: str) -> None:
    """Write questions or prediction records as QALD-JSON to a path or an open text file.

    A record is a mapping with ``id``, ``question`` (text), ``sparql`` (or ``query``), and
    optionally ``answers``, ``answertype`` and ``language``. Answers may be a
    :class:`QaldAnswers`, a bool (ASK), a SPARQL JSON result object, a ``SelectResult`` from
    :mod:`kgqa.kg`, or None (written as no answers).
    """
    doc = {"dataset": {"id": dataset_id}, "questions": [_question_json(q) for q in questions]}
    if hasattr(target, "write"):
        json.dump(doc, target, ensure_ascii=False, indent=1)
        return
    with Path(target).open("w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
        f.write("\n")


def _question_json(q: QaldQuestion | Mapping[str, Any]) -> dict[str, Any]:
    if isinstance(q, QaldQuestion):
        q = {"id": q.id, "question": q.question, "sparql": q.sparql, "answertype": q.answertype,
             "answers": q.answers, "language": q.language}
    if q.get("id") in (None, ""):
        raise ValueError(f"a QALD record needs an id: {dict(q)!r:.200}")
    sparql = q.get("sparql", q.get("query"))
    text = q.get("question") or ""
    out: dict[str, Any] = {
        "id": str(q["id"]),
        "question": [{"language": q.get("language") or "en", "string": text}] if text else [],
        "query": {"sparql": sparql} if sparql else {},
        "answers": _answers_json(q.get("answers")),
    }
    if q.get("answertype"):
        out["answertype"] = q["answertype"]
    return out


def _answers_json(answers: Any) -> list[dict[str, Any]]:
    if answers is None:
        return []
    if isinstance(answers, QaldAnswers):
        return [answers.to_json()]
    if isinstance(answers, bool):
        return [QaldAnswers(boolean=answers).to_json()]
    if isinstance(answers, Mapping) and ("boolean" in answers or "results" in answers):
        return [dict(answers)]
    if hasattr(answers, "variables") and hasattr(answers, "rows"):
        return [_select_result_json(answers)]
    raise TypeError(f"cannot write {type(answers).__name__} as QALD answers")


def _select_result_json(result) -> dict[str, Any]:
    """A ``kgqa.kg.SelectResult`` as a SPARQL JSON result (unbound values are left out)."""
    bindings = [
        {var: _term_json(term) for var, term in zip(result.variables, row) if term is not None}
        for row in result.rows
    ]
    return QaldAnswers(vars=tuple(result.variables), bindings=tuple(bindings)).to_json()


def _term_json(term) -> dict[str, str]:
    from rdflib import BNode, Literal, URIRef

    if isinstance(term, URIRef):
        return {"type": "uri", "value": str(term)}
    if isinstance(term, BNode):
        return {"type": "bnode", "value": str(term)}
    if isinstance(term, Literal):
        out = {"type": "literal", "value": str(term)}
        if term.language:
            out["xml:lang"] = term.language
        elif term.datatype is not None:
            out["datatype"] = str(term.datatype)
        return out
    raise TypeError(f"cannot write {type(term).__name__} as a SPARQL JSON term")


# ---------------------------------------------------------------------------------------------
# Prefix files
# ---------------------------------------------------------------------------------------------
# One Turtle (``@prefix p: <ns> .``) or SPARQL (``PREFIX p: <ns>``) declaration; several may
# share a line, as in the one-line queries of QALD files.
_PREFIX_DECL = re.compile(r"(?:@prefix|PREFIX)\s+([A-Za-z][\w.-]*)?:\s*<([^<>\"\s]*)>\s*\.?\s*", re.I)


def load_prefixes(path: str | os.PathLike) -> dict[str, str]:
    """Prefix -> namespace from a file: a JSON object, or lines of Turtle/SPARQL prefix
    declarations (blank lines and ``#`` comment lines are skipped)."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DatasetError(f"prefixes file not found: {path}") from None
    if text.lstrip().startswith("{"):
        return _json_prefixes(text, path)
    return _declared_prefixes(text, path)


def _json_prefixes(text: str, path: Path) -> dict[str, str]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise DatasetError(f"{path} is not valid JSON: {e}") from None
    if not isinstance(data, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in data.items()):
        raise DatasetError(f'{path}: expected a JSON object of prefix -> namespace strings, e.g. {{"dbo": "{_DBO}"}}')
    # Tolerate "dbo:" as a key: the colon is part of how people write prefixes, not of the name.
    return {k.removesuffix(":"): v for k, v in data.items()}


def _declared_prefixes(text: str, path: Path) -> dict[str, str]:
    prefixes: dict[str, str] = {}
    for lineno, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        pos = 0
        while pos < len(line):
            m = _PREFIX_DECL.match(line, pos)
            if m is None:
                raise DatasetError(
                    f"{path}:{lineno}: not a prefix declaration (PREFIX p: <ns> or @prefix p: <ns> .): {line!r}"
                )
            prefixes[m.group(1) or ""] = m.group(2)
            pos = m.end()
    return prefixes
