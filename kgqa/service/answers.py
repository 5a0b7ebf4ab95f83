"""The body of an answer: the engine's :class:`KGAnswer` shaped for ``/ask``, with IRI labels,
the degradation it reports (KG calls the answer did not rest on failed), abstention (the rows
withheld, the best guess kept for ``explain``) and drawings; credentials redacted.

What a person reads is added beside what a program reads, never in place of it: ``columns``
names each answer column by what the query graph binds it with (``variables`` stay the SPARQL
names), ``sparql_pretty`` is the query with prefixes and one triple per line (``sparql`` stays the
text the KG ran), ``confidence_band`` puts the confidence in words, and the drawings name
properties and classes by the KG's labels."""

import math
import time
from typing import Any

from kgqa.answer import KGAnswer, KGEngine, grounded
from kgqa.candidates.collect import default_collector, require_onboarded
from kgqa.candidates.schema import SchemaIndex
from kgqa.kg.errors import KGError, UnknownKG
from kgqa.kg.labels import labels_for_rows
from kgqa.kg.row_budget import kg_row_budget
from kgqa.kg.sparql_text import normalize_query
from kgqa.kg.vocabulary import RDF_TYPE
from kgqa.querygraph.columns import column_labels
from kgqa.querygraph.pretty import pretty_sparql
from kgqa.service.catalog import KGCatalog
from kgqa.service.confidence import ConfidenceScale
from kgqa.service.errors import ServiceError
from kgqa.service.redaction import Redactor
from kgqa.viz.adapt import drawable, iri_words
from kgqa.viz.svg import draw_svg


class _RecordingKG:
    """Passes ``select`` through to a KG and keeps the KG error it raised: ``labels_for_rows``
    falls back to local names on a KG error, and the answer must then say it is degraded."""

    def __init__(self, kg) -> None:
        self.kg = kg
        self.failure: KGError | None = None

    def select(self, *args, **kwargs):
        try:
            return self.kg.select(*args, **kwargs)
        except KGError as e:
            self.failure = e
            raise


class _Words:
    """Words for the IRIs of an answer's graphs: the KG's schema labels of classes and properties
    (a property by its own words, ``age``, not its class's too), entity labels looked up in the
    KG, else local names as words."""

    def __init__(self, schema: SchemaIndex | None, entities: dict[str, str] | None = None) -> None:
        self.schema = schema
        self.entities = entities or {}

    def __call__(self, iri: str) -> str:
        if iri == RDF_TYPE:
            return "type"
        if self.schema is not None:
            if iri in self.schema.classes:
                return self.schema.classes[iri].label
            if iri in self.schema.properties:
                p = self.schema.properties[iri]
                return p.local or p.label
        return self.entities.get(iri) or iri_words(iri)

    def subject_class(self, prop: str) -> str | None:
        """The class most of ``prop``'s subjects have, if the schema knows it."""
        p = self.schema.properties.get(prop) if self.schema is not None else None
        return max(p.domains, key=p.domains.get) if p is not None and p.domains else None


def _schema(kg) -> SchemaIndex | None:
    """The KG's schema as onboarding read it (cached), or None when it cannot be read: then
    names fall back to local names."""
    try:
        return default_collector().schema(kg)
    except (KGError, OSError, ValueError):
        return None


def _entity_iris(graphs) -> list[str]:
    return sorted({v["instance"] for g in graphs if g for v in g.get("vertices", [])
                   if v.get("cls") == "Ent" and isinstance(v.get("instance"), str) and "://" in v["instance"]})


#: why a question that names no column, class or value of the KG is not answered
NAMES_NOTHING = "no word of the question names a column, class or value of this KG"


def abstain_reason(result: KGAnswer, min_confidence: float, redact: Redactor,
                   require_grounding: bool = False) -> str | None:
    """Why the service withholds ``result``'s rows, or None to answer."""
    ungrounded = require_grounding and grounded(result.question_links) is False
    if ungrounded and not result.sparql:
        # no query at all for a question naming nothing of the KG: that is why
        return NAMES_NOTHING
    if result.error:
        return f"the engine could not answer: {redact(result.error)}"
    if getattr(result, "abstain_reason", None):
        return result.abstain_reason  # the engine withheld its answer (a fixed reason, no KG text)
    if not result.rows and result.boolean is None:
        return "the chosen query returned no rows" if result.sparql else "no query was found"
    if ungrounded:
        # nonsense, or a question about something else: the search still fills some graph for it
        # ("list every zorb" -> every singer), often at a confident-looking share, so the
        # confidence threshold alone does not catch it
        return NAMES_NOTHING
    if not result.confidence >= min_confidence:  # also true for NaN
        return f"confidence {result.confidence:.2f} is below the threshold {min_confidence:.2f}"
    return None


def answer_body(engine: KGEngine, catalog: KGCatalog, req, *, min_confidence: float,
                redact: Redactor, require_grounding: bool = False, row_budget: int | None = None,
                confidence_scale: ConfidenceScale | None = None) -> dict[str, Any]:
    """The ``AskResponse`` body for one validated ``AskRequest``. KG failures propagate as
    :class:`KGError` (the caller maps them to a status); an unknown KG is a 404. The question's
    SELECTs share ``row_budget`` rows (:func:`~kgqa.kg.row_budget.kg_row_budget`); the answer is
    ``truncated`` when its query's result was cut at the KG's ``max_rows``. ``confidence_scale``
    puts the confidence in words (none without calibration figures)."""
    try:
        name, kg = catalog.get(req.kg)
    except UnknownKG as e:
        raise ServiceError(404, str(e), "unknown_kg") from None
    require_onboarded(kg)
    started = time.perf_counter()
    with kg_row_budget(row_budget) as usage:
        result: KGAnswer = engine.answer(req.question.strip(), kg, kg_name=name, top_k=req.top_k)
    if result.sparql and normalize_query(result.sparql) in usage.truncated:
        result.truncated = True
    reasons = [str(r) for r in getattr(result, "degraded", None) or []]
    t_labels = time.perf_counter()
    if result.rows and not result.labels:
        recording = _RecordingKG(kg)
        result.labels = labels_for_rows(recording, result.rows)
        if recording.failure is not None:
            reasons.append(f"IRI labels could not be read ({type(recording.failure).__name__}); "
                           "local names are shown")
    if not math.isfinite(result.confidence):
        result.confidence = 0.0
    words = _Words(_schema(kg))
    graphs = [result.query_graph, *(b.query_graph for b in result.beams)] if req.explain else []
    entities = _entity_iris(graphs)
    if entities:  # entities in the drawings by their labels: one lookup for all graphs
        recording = _RecordingKG(kg)
        words.entities = dict(zip(entities, labels_for_rows(recording, [entities])[0]))
    labels_ms = (time.perf_counter() - t_labels) * 1000  # the answer's and the drawings' IRI labels
    columns = column_labels(result.query_graph, result.variables, words, words.subject_class)
    scale = confidence_scale or ConfidenceScale(min_confidence)
    body = result.to_json()
    body["columns"] = columns
    body["sparql_pretty"] = pretty_sparql(result.sparql) if result.sparql else None
    body["confidence_band"] = scale.band(result.confidence)
    for beam in body.get("beams") or []:
        beam["sparql_pretty"] = pretty_sparql(beam["sparql"]) if beam.get("sparql") else None
    body["degraded"] = bool(reasons)
    body["degraded_reasons"] = [redact(r) for r in reasons]
    if body.get("error"):
        body["error"] = redact(body["error"])
    body["timings_ms"]["labels"] = round(labels_ms, 2)
    body["timings_ms"]["total"] = round((time.perf_counter() - started) * 1000, 2)
    reason = abstain_reason(result, min_confidence, redact, require_grounding)
    body["answered"] = reason is None
    body["abstain_reason"] = reason
    if reason is not None:
        guess = {k: body[k] for k in ("variables", "columns", "rows", "labels", "boolean", "sparql", "sparql_pretty",
                                      "confidence", "confidence_band")}
        body.update(variables=[], columns=[], rows=[], labels=[], boolean=None, sparql=None, sparql_pretty=None)
        if req.explain:
            body["best_guess"] = guess
    if req.explain:
        body["drawings"] = {
            "query_graph": (draw_svg(drawable(result.query_graph, words, columns), "query graph")
                            if result.query_graph else None),
            "aqg": draw_svg(drawable(result.aqg), "abstract query graph") if result.aqg else None,
            "beams": [draw_svg(drawable(b.query_graph, words)) if b.query_graph else None for b in result.beams],
        }
    else:
        for key in ("query_graph", "aqg", "beams", "candidates", "question_links", "probes"):
            body.pop(key, None)
    return body
