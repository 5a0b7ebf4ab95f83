"""The request and response bodies of the routes, as pydantic models: they validate requests
and are the schemas of the OpenAPI document. The error body is in :mod:`kgqa.service.errors`."""

# No `from __future__ import annotations`: FastAPI reads these annotations as classes, and the
# request models are built inside request_models (their limits come from the config).
from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, field_validator

from kgqa.service.errors import ErrorDetail
from kgqa.service.input_text import TEXT_PATTERN, text_problem
from kgqa.service.limits import Limits


def _integral(value: Any) -> Any:
    """JSON Schema counts 20.0 as an integer; strict pydantic would not."""
    return int(value) if isinstance(value, float) and value.is_integer() else value


Integer = Annotated[int, BeforeValidator(_integral)]


def request_models(limits: Limits) -> tuple[type[BaseModel], type[BaseModel]]:
    """``AskRequest`` and ``BatchRequest`` with this service's limits in their schema."""

    class AskRequest(BaseModel):
        # Strict: "5" is not an integer and "yes" is not a boolean; a typo is an error, not a guess.
        model_config = ConfigDict(strict=True)

        question: str = Field(..., min_length=1, max_length=limits.max_question_chars,
                              json_schema_extra={"pattern": TEXT_PATTERN},
                              description="The question in English: not blank, no control characters "
                                          "other than whitespace.")
        kg: str | None = Field(None, min_length=1, max_length=200, json_schema_extra={"pattern": TEXT_PATTERN},
                               description="A KG name from GET /kgs; the default KG if omitted.")
        top_k: Integer = Field(5, ge=1, le=limits.max_top_k, description="How many beams to return.")
        explain: bool = Field(True, description="Include query graphs, beams, candidates, probes, drawings "
                                                "and, when the service abstains, the best guess.")

        @field_validator("question", "kg")
        @classmethod
        def _text(cls, value: str | None) -> str | None:
            if value is None:
                return value
            problem = text_problem(value)
            if problem:
                raise ValueError(problem)
            return value

    class BatchItem(BaseModel):
        """One batch question. Typed here; the limits of AskRequest are checked per item, so an
        item that breaks them gets its own 422 in ``results`` and the others are answered."""

        model_config = ConfigDict(strict=True)

        question: str
        kg: str | None = None
        top_k: Integer = 5
        explain: bool = True

    class BatchRequest(BaseModel):
        model_config = ConfigDict(strict=True)

        questions: list[BatchItem] = Field(..., min_length=1, max_length=limits.max_batch,
                                           description="Each item is checked like AskRequest.")

    return AskRequest, BatchRequest


class BeamOut(BaseModel):
    model_config = ConfigDict(extra="allow")

    score: float
    sparql: str | None = None
    sparql_pretty: str | None = Field(None, description="The beam's SPARQL to read (see AskResponse.sparql_pretty).")
    aqg: dict[str, Any] | None = None
    query_graph: dict[str, Any] | None = None
    n_answers: int | None = None
    rerank_score: float | None = None


class ProbeOut(BaseModel):
    model_config = ConfigDict(extra="allow")

    pattern: str
    slot: str
    candidates: int
    admitted: int
    ms: float


class Drawings(BaseModel):
    query_graph: str | None = Field(None, description="SVG")
    aqg: str | None = Field(None, description="SVG")
    beams: list[str | None] = Field(default_factory=list, description="SVG per beam")


class ConfidenceBand(BaseModel):
    """A confidence in plain words, from the calibration run that set ``abstain.min_confidence``."""

    words: str = Field(..., description='"usually right", "more often right than wrong", "often wrong" or '
                                        '"usually wrong" (below the abstention threshold).')
    low: float = Field(..., description="The band's lowest confidence.")
    high: float = Field(..., description="The band's highest confidence (exclusive below 1).")
    accuracy: float | None = Field(None, description="How often held-out answers on the same side of the "
                                   "abstention threshold were right.")
    note: str = Field(..., description="What the confidence means, in a sentence or two, with the measured figures.")


class BestGuess(BaseModel):
    """What the service would have answered, had it not abstained."""

    variables: list[str]
    columns: list[str] = Field(default_factory=list, description="A readable name per column (see AskResponse.columns).")
    rows: list[list[Any]]
    labels: list[list[str | None]]
    boolean: bool | None = None
    sparql: str | None
    sparql_pretty: str | None = None
    confidence: float
    confidence_band: ConfidenceBand | None = None


class AskResponse(BaseModel):
    """An answer. ``answered`` false = the service abstains: ``rows`` are empty, ``abstain_reason``
    says why, and with ``explain`` the best guess is under ``best_guess``."""

    model_config = ConfigDict(extra="allow")  # a field the engine adds passes through

    question: str
    kg: str
    answered: bool = Field(..., description="False: the service abstains (see abstain_reason).")
    abstain_reason: str | None = Field(None, description="Why the service abstains; null when answered.")
    variables: list[str] = Field(..., description="The SPARQL variables of the columns (what a program keys on).")
    columns: list[str] = Field(default_factory=list, description=(
        "A readable name per column, in the order of variables: the label of the class or property that "
        "binds the column's answer vertex in the query graph (\"name\", \"singer\"), \"count\" or "
        "\"average <property>\" for an aggregate; the variable itself where nothing names it."))
    rows: list[list[Any]] = Field(..., description="The answers, in the returned order; empty when abstaining.")
    labels: list[list[str | None]] = Field(..., description="A label per IRI cell (null for literals).")
    boolean: bool | None = Field(None, description="A yes/no question's answer (the query is an ASK); "
                                 "null for other questions and when abstaining.")
    sparql: str | None = Field(..., description="The query the KG ran.")
    sparql_pretty: str | None = Field(None, description="The same query to read: PREFIX declarations for the "
                                      "namespaces it uses, one triple pattern per line, groups indented.")
    confidence: float = Field(..., description="The engine's probability-like score of the chosen query, 0..1.")
    confidence_band: ConfidenceBand | None = Field(None, description="The confidence in plain words; null when "
                                                   "the service has no calibration figures.")
    degraded: bool = Field(..., description="True: the answer stands, but KG calls it does not rest on failed.")
    degraded_reasons: list[str]
    truncated: bool = Field(False, description="True: the query has more answers than the KG's max_rows; "
                            "rows are its first max_rows (kg.max_rows).")
    error: str | None = None
    kg_calls: int
    timings_ms: dict[str, float]
    query_graph: dict[str, Any] | None = None
    aqg: dict[str, Any] | None = None
    beams: list[BeamOut] | None = None
    candidates: dict[str, Any] | None = None
    question_links: dict[str, list[str]] | None = None
    probes: list[ProbeOut] | None = None
    drawings: Drawings | None = None
    best_guess: BestGuess | None = None


class BatchResult(BaseModel):
    status: int = Field(..., description="What /ask would have answered for this item.")
    result: AskResponse | None = Field(None, description="When status is 200.")
    error: ErrorDetail | None = Field(None, description="When status is not 200.")


class BatchResponse(BaseModel):
    results: list[BatchResult]


class KGInfoOut(BaseModel):
    name: str
    backend: str
    location: str
    model: str | None = Field(None, description=(
        "Which checkpoint answers this KG: \"adapted\" (python -m kgqa.adapt fine-tuned one for it, saved under "
        "its cache identity) or \"shipped\"; null when the KG could not be looked up (unreachable)."))
    adaptation: dict[str, Any] | None = Field(None, description=(
        "For an adapted model: its base checkpoint, when it was adapted, the synthetic and few-shot questions "
        "it learned from, the minutes it took, and exec on the KG's held-out synthetic questions before/after."))


class KGList(BaseModel):
    default: str | None
    kgs: list[KGInfoOut]


class SchemaTermOut(BaseModel):
    iri: str
    label: str
    count: int = Field(..., description="Sampled uses (capped by onboarding's sample size); 0 for classes.")


class SchemaPropertyOut(SchemaTermOut):
    domains: list[str] = Field(..., description="Labels of the subject classes seen, most frequent first.")
    ranges: list[str] = Field(..., description="Labels of the object classes or literal datatypes seen.")
    is_link: bool = Field(..., description="True: its values are entities (an object property).")


class KGSchemaOut(BaseModel):
    """What a KG offers, as onboarding discovered it."""

    name: str
    classes: list[SchemaTermOut]
    properties: list[SchemaPropertyOut]
    entity_names: int = Field(..., description="How many entity names the label index holds.")
    examples: list[str] = Field(..., description="Questions written from the schema, to start from.")


class Health(BaseModel):
    status: Literal["ok"]
    kg: str
