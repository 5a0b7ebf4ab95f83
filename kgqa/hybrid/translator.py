"""Translators: natural-language question -> G[q] expression tree (QCompiler sections 3.3-3.5).

``Translator.translate(question) -> Node`` always returns a tree the compiler's validator
accepts (:func:`kgqa.compiler.validate`, QCompiler Appendix D plus structural limits):

1. the backend proposes expression texts -- first at temperature 0, then re-sampled at the
   temperatures of :attr:`ValidatingTranslator.temperatures` (QCompiler 3.5: "we sample the
   outputs at various temperature settings and then select a valid AST");
2. each proposal is parsed (:func:`kgqa.compiler.parse_gq`) and validated; the first valid
   tree wins;
3. after ``max_attempts`` proposals without a valid tree, the fallback is the question
   itself as one atomic query (always executable).

:meth:`ValidatingTranslator.translate_full` returns the :class:`Translation` record
(attempts, what was rejected and why, whether the fallback was used): the evaluation's
``expression_valid_rate`` counts translations that produced a valid tree *without* the
fallback.

Backends: :class:`LocalTranslator` (the copy seq2seq trained here, :mod:`kgqa.hybrid.copyseq`)
and :class:`ChatTranslator` (any OpenAI-compatible server, QCompiler's grammar prompt, with
the validator's complaint fed back on re-sampling).
"""

from __future__ import annotations

import re
import threading
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol, Sequence

from kgqa.compiler import Atomic, ParseError, parse_gq, print_gq, validate
from kgqa.compiler.ast import Node, leaves
from kgqa.compiler.validator import Limits
from kgqa.hybrid.chat import ChatClient, ChatError


class Translator(Protocol):
    def translate(self, question: str) -> Node: ...


@dataclass
class Translation:
    question: str
    expression: Node
    text: str
    attempts: int
    valid: bool  # a proposal passed validation (False: the atomic fallback was used)
    rejected: list[tuple[str, str]] = field(default_factory=list)  # (proposal, reason)

    @property
    def fallback(self) -> bool:
        return not self.valid


def check(text: str, limits: Limits = Limits()) -> tuple[Node | None, str]:
    """(tree, "") when ``text`` parses and validates, else (None, the reason)."""
    try:
        tree = parse_gq(text)
    except ParseError as exc:
        return None, f"parse error: {exc}"
    except (ValueError, RecursionError) as exc:
        return None, f"parse error: {exc}"
    violations = validate(tree, limits)
    if violations:
        return None, "; ".join(str(v) for v in violations[:3])
    for _, leaf in leaves(tree):
        if len(leaf.text) < 3:
            return None, f"degenerate sub-question {leaf.text!r}"
        if _TWO_QUESTIONS.search(leaf.text):
            return None, f"two questions in one sub-question {leaf.text!r} (missing '+' or '*')"
    return tree, ""


_TWO_QUESTIONS = re.compile(r"\?\s*,?\s*(?:what|who|when|where|which|how)\b", re.I)


class ValidatingTranslator(ABC):
    """Propose, validate, re-sample, fall back (QCompiler 3.5)."""

    temperatures: Sequence[float] = (0.0, 0.5, 0.7, 0.9, 1.1, 1.3)

    def __init__(self, max_attempts: int = 6, limits: Limits = Limits()) -> None:
        if max_attempts < 1:
            raise ValueError("max_attempts must be positive")
        self.max_attempts, self.limits = max_attempts, limits

    @abstractmethod
    def propose(self, question: str, temperature: float, attempt: int, feedback: str | None) -> str:
        """One expression text for ``question``."""

    def translate_full(self, question: str) -> Translation:
        rejected: list[tuple[str, str]] = []
        feedback: str | None = None
        seen: set[str] = set()
        for attempt in range(self.max_attempts):
            temperature = self.temperatures[min(attempt, len(self.temperatures) - 1)]
            try:
                text = self.propose(question, temperature, attempt, feedback).strip()
            except ChatError as exc:
                rejected.append(("", f"backend error: {exc}"))
                continue
            if text in seen:
                rejected.append((text, "duplicate proposal"))
                continue
            seen.add(text)
            tree, reason = check(text, self.limits)
            if tree is not None:
                return Translation(question, tree, print_gq(tree), attempt + 1, True, rejected)
            rejected.append((text, reason))
            feedback = f"The expression {text!r} is invalid: {reason}"
        tree = Atomic(question)
        return Translation(question, tree, print_gq(tree), self.max_attempts, False, rejected)

    def translate(self, question: str) -> Node:
        return self.translate_full(question).expression

    def translate_candidates(self, question: str, n: int = 3) -> list[Translation]:
        """Up to ``n`` distinct valid translations, the first being :meth:`translate_full`'s;
        the later ones are the next valid proposals of the same re-sampling schedule (within
        ``max_attempts + n`` proposals). Only the fallback when nothing is valid."""
        first = self.translate_full(question)
        if not first.valid or n <= 1:
            return [first]
        out = [first]
        seen = {first.text} | {text for text, _ in first.rejected}
        for attempt in range(first.attempts, self.max_attempts + n):
            if len(out) >= n:
                break
            temperature = self.temperatures[min(attempt, len(self.temperatures) - 1)]
            try:
                text = self.propose(question, temperature, attempt, None).strip()
            except ChatError:
                continue
            if text in seen:
                continue
            seen.add(text)
            tree, _ = check(text, self.limits)
            if tree is not None and print_gq(tree) not in {t.text for t in out}:
                out.append(Translation(question, tree, print_gq(tree), attempt + 1, True))
        return out


class LocalTranslator(ValidatingTranslator):
    """The pointer-generator seq2seq trained here (``models/translator/copyseq.pt``)."""

    def __init__(self, checkpoint: str | Path | None = None, max_attempts: int = 6, seed: int = 8) -> None:
        super().__init__(max_attempts)
        self.checkpoint = checkpoint
        self.seed = seed
        self._model = None
        self._lock = threading.Lock()

    def _load(self):
        with self._lock:
            if self._model is None:
                from kgqa.hybrid.copyseq import CopyTranslatorModel

                self._model = CopyTranslatorModel.load(self.checkpoint)
            return self._model

    def propose(self, question: str, temperature: float, attempt: int, feedback: str | None) -> str:
        model = self._load()
        with self._lock:
            return model.decode(question, temperature=temperature, seed=self.seed + attempt)


# QCompiler Table 6's system prompt (grammar G[q] and task instructions), with a few-shot
# example from the paper and an output convention that is easy to extract.
SYSTEM_PROMPT = """You are an expert in query intent understanding, tasked with decomposing complex queries into basic components. Follow the step-by-step procedure below to generate a BNF-compliant expression for each query.

Query Types:
1. AtomicQuery: simple, direct queries that require a factual answer; non-decomposable, orthogonal, and non-redundant.
2. DependentQuery: multi-step queries where each step depends on the result of the previous one; composed of multiple AtomicQueries with dependencies.
3. ListQuery: requires decomposition into multiple parallel, independent sub-queries.

BNF Definitions:
- Set of atomic query terms (W): all possible atomic query strings, each independent and non-redundant.
- Set of operators (O): '+' (parallel), '*' (dependent)
- <AtomicQuery> ::= w in W | '(' <ListQuery> ')'
  (expressions enclosed in parentheses can also be considered as a production rule for <AtomicQuery>)
- <DependentQuery> ::= <AtomicQuery> | <DependentQuery> '*' <AtomicQuery>
  <AtomicQuery> may include placeholders formatted as {placeholder_name}.
  '*' indicates that the next query depends on the result of the previous query.
- <ListQuery> ::= <DependentQuery> | <ListQuery> '+' <DependentQuery>
  '+' denotes parallel relationships among queries.

Task Instructions:
1. Decompose the user's query into an ordered set of AtomicQueries, ensuring each query is factual, independent, and non-redundant.
2. Determine whether sub-queries are parallel (use '+') or dependent (use '*').
3. If you use '*', the next query must have a placeholder referencing the previous step's result, e.g., {placeholder}. A query that does not follow a '*' must not contain a placeholder.
4. Maintain the same language as the input query when formulating AtomicQueries.
5. A sub-query that itself contains '+', '*', '(' or ')' must be written in square brackets: [What is C++?].

Example:
query = How many Germans live in the colonial holding in Aruba's continent that was governed by Prazeres's country?
compiled_expression = (Which continent is Aruba in? + Which country is Prazeres in?) * Which colonial holding in {continent} was governed by {country}? * How many Germans live in {colonial_holding}?

Reply with one line: compiled_expression = <expression>"""

_EXPR_LINE = re.compile(r"compiled_expression\s*[=:]\s*(.+)", re.I)


def extract_expression(reply: str) -> str:
    """The expression from a chat reply (the last ``compiled_expression = ...`` line, else the
    last non-empty line), without code fences or surrounding quotes."""
    text = reply.replace("```", "\n")
    matches = _EXPR_LINE.findall(text)
    if matches:
        expr = matches[-1]
    else:
        lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
        expr = lines[-1] if lines else ""
    expr = expr.strip().strip("`").strip()
    if len(expr) >= 2 and expr[0] == expr[-1] and expr[0] in "\"'":
        expr = expr[1:-1]
    return expr


class ChatTranslator(ValidatingTranslator):
    """QCompiler's grammar prompt on an OpenAI-compatible chat server, validated and re-sampled.

    A rejected proposal is shown to the model with the validator's reason on the next
    attempt (re-sampling constrained by the grammar checker), at a higher temperature.
    """

    def __init__(self, client: ChatClient, max_attempts: int = 4, system_prompt: str = SYSTEM_PROMPT) -> None:
        super().__init__(max_attempts)
        self.client, self.system_prompt = client, system_prompt

    def propose(self, question: str, temperature: float, attempt: int, feedback: str | None) -> str:
        messages = [{"role": "system", "content": self.system_prompt},
                    {"role": "user", "content": f"query = {question}"}]
        if feedback:
            messages.append({"role": "user", "content": feedback + " Reply again with a valid compiled_expression."})
        replies = self.client.complete(messages, temperature=temperature, seed=attempt)
        return extract_expression(replies[0] if replies else "")


def make_translator(kind: str = "local", *, checkpoint: str | None = None, base_url: str | None = None,
                    model: str | None = None, max_attempts: int = 6) -> ValidatingTranslator:
    if kind == "local":
        return LocalTranslator(checkpoint, max_attempts=max_attempts)
    if kind == "chat":
        if not base_url or not model:
            raise ValueError("the chat translator needs base_url and model")
        return ChatTranslator(ChatClient(base_url, model), max_attempts=max_attempts)
    raise ValueError(f"unknown translator kind {kind!r} (local | chat)")
