"""``SearchConfig``: the inference search settings, typed, with one source of defaults.

The defaults live in ``conf/search/beam.yaml`` and nowhere else: :meth:`SearchConfig.default`
reads that file, the Hydra apps (``kgqa.evaluate``, ``kgqa.serve``, ``kgqa.train_rerank``)
build the object from their composed ``search`` group with :meth:`SearchConfig.from_conf`, and
the engine takes it as an explicit argument. A key missing from the config, or one the class
does not know, is an error rather than a silent default.

Guidance is budgeted in KG calls, not milliseconds, so that the same question on the same KG
is searched the same way on an idle and on a busy machine (evaluation figures repeat exactly).
The one budget in seconds, ``deadline_s`` (:mod:`kgqa.search.deadline`), is off by default and
set by the service.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from functools import lru_cache
from typing import Any, Mapping

from kgqa.paths import REPO_ROOT

#: The file that holds every default (a Hydra config group member).
DEFAULTS_FILE = REPO_ROOT / "conf" / "search" / "beam.yaml"
#: ``search.rerank_weights`` that means the ``rerank.json`` beside the checkpoint the engine loads
#: (:func:`kgqa.paths.rerank_weights_beside`): each checkpoint's folder carries its own weights
AUTO_WEIGHTS = "auto"


class SearchConfigError(ValueError):
    """A search setting is missing, unknown or out of range."""


@dataclass(frozen=True)
class SearchConfig:
    """Outline beam, fill beam and execution guidance (Algorithm 1); see ``conf/search/beam.yaml``."""

    outline_beam: int
    fill_beam: int
    n_aqg: int
    execution_guidance: bool
    guide_comparisons: bool
    class_consistency: bool
    value_consistency: bool
    join_completion: int
    fill_relevance: float
    fill_value_prior: float
    guidance_budget_calls: int | None
    probe_batch: int | None
    probe_timeout_s: float | None
    max_probe_timeouts: int
    final_check: bool
    max_execute: int
    max_beam_timeouts: int
    deadline_s: float | None
    parallel_queries: int
    vertex_reward: float
    rerank: bool
    rerank_k: int
    rerank_weights: str | None
    yes_no_margin: float
    yes_no_values: bool
    yes_no_entities: bool
    yes_no_requires_mention: bool
    yes_no_ask_outline: bool
    yes_no_possible: bool
    yes_no_possible_beams: int
    stated_pair: bool
    named_entities_first: bool
    asked_columns: bool
    entity_answers: bool
    asked_class: bool
    class_sense: bool
    sibling_roles: bool
    claim_times: bool
    text_twins: bool
    observations: bool
    inverse_twins: bool
    language_labels: bool
    negated_listings: bool
    gendered: bool
    dated_years: bool
    unnamed_values: bool
    possessed_relations: bool
    others_than_named: bool
    joined_entities: bool
    stated_readings: bool
    compared_listing: bool
    possessive_reading: bool
    stated_chain: bool
    stated_chain_bonus: float
    stated_chain_min_nouns: int

    def __post_init__(self) -> None:
        for name in ("outline_beam", "fill_beam", "n_aqg", "max_execute", "rerank_k", "parallel_queries",
                     "yes_no_possible_beams"):
            if int(getattr(self, name)) < 1:
                raise SearchConfigError(f"search.{name} must be >= 1, not {getattr(self, name)!r}")
        if self.fill_relevance < 0:
            raise SearchConfigError("search.fill_relevance must be >= 0 (0 = off)")
        if self.fill_value_prior < 0:
            raise SearchConfigError("search.fill_value_prior must be >= 0 (0 = off)")
        if not 1 <= self.stated_chain_min_nouns <= 3:
            raise SearchConfigError("search.stated_chain_min_nouns must be 1, 2 or 3")
        if self.join_completion < 0:
            raise SearchConfigError("search.join_completion must be >= 0 (0 = off)")
        if self.max_beam_timeouts < 0:
            raise SearchConfigError("search.max_beam_timeouts must be >= 0")
        if self.deadline_s is not None and not self.deadline_s > 0:
            raise SearchConfigError("search.deadline_s must be > 0 or null (no time budget)")
        if self.max_probe_timeouts < 1:
            raise SearchConfigError("search.max_probe_timeouts must be >= 1")
        if self.probe_batch is not None and self.probe_batch < 1:
            raise SearchConfigError("search.probe_batch must be >= 1 or null (all candidates in one probe)")
        if self.guidance_budget_calls is not None and self.guidance_budget_calls < 0:
            raise SearchConfigError("search.guidance_budget_calls must be >= 0 or null (no limit)")
        if self.rerank and not self.rerank_weights:
            raise SearchConfigError("search.rerank=true needs search.rerank_weights (a JSON written by "
                                    "python -m kgqa.train_rerank)")

    @classmethod
    def from_conf(cls, conf: Mapping[str, Any]) -> "SearchConfig":
        """From a composed ``search`` group (a DictConfig or a plain mapping): every field, no other key."""
        data = dict(conf.items())
        names = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - names)
        missing = sorted(names - set(data))
        if unknown or missing:
            raise SearchConfigError(f"search settings: unknown {unknown}, missing {missing} "
                                    f"(the keys are those of {DEFAULTS_FILE.relative_to(REPO_ROOT)})")
        return cls(**{f.name: _typed(f.type, data[f.name], f.name) for f in fields(cls)})

    @classmethod
    def default(cls, **overrides: Any) -> "SearchConfig":
        """The defaults of ``conf/search/beam.yaml``, with ``overrides`` applied."""
        return cls.from_conf({**_defaults(), **overrides})

    def with_(self, **overrides: Any) -> "SearchConfig":
        """A copy with some settings changed (type-checked like :meth:`from_conf`)."""
        types = {f.name: f.type for f in fields(self)}
        bad = sorted(set(overrides) - set(types))
        if bad:
            raise SearchConfigError(f"unknown search settings {bad}")
        return replace(self, **{k: _typed(types[k], v, k) for k, v in overrides.items()})

    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


@lru_cache(maxsize=1)
def _defaults() -> dict[str, Any]:
    from omegaconf import OmegaConf

    return OmegaConf.to_container(OmegaConf.load(DEFAULTS_FILE), resolve=True)


def _typed(annotation: str, value: Any, name: str) -> Any:
    """Coerce a YAML/CLI value to the field's type (``int | None`` accepts null)."""
    optional = "None" in annotation
    if value is None:
        if optional:
            return None
        raise SearchConfigError(f"search.{name} must not be null")
    base = annotation.split("|")[0].strip()
    try:
        if base == "bool":
            if isinstance(value, str):
                if value.lower() not in ("true", "false"):
                    raise ValueError(value)
                return value.lower() == "true"
            return bool(value)
        if base == "int":
            if isinstance(value, float) and not value.is_integer():
                raise ValueError(value)
            return int(value)
        if base == "float":
            return float(value)
        if base == "str":
            return str(value)
    except (TypeError, ValueError):
        raise SearchConfigError(f"search.{name} must be {annotation}, not {value!r}") from None
    return value
