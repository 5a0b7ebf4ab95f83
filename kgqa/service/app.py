"""The FastAPI application: ``/ask``, ``/ask/batch``, ``/kgs``, ``/kgs/{name}/schema``, ``/health``,
the web page and ``/docs``.

The engine and the KG catalog are built once by the caller (``kgqa.serve``) and injected, so
models load at start-up, never per request.

Status codes say what happened, so a client that reads only the status is never misled:

- 200: an answer computed against a reachable KG. It may be *abstained* (``answered: false``:
  no rows, an engine error, or a confidence below the threshold) or *degraded*
  (``degraded: true``: the answer stands, but some KG calls it did not rest on failed).
- 401 missing or wrong API key, 404 unknown KG, 413 body too large, 422 bad input,
  429 too many concurrent requests from one client, 500 a bug (with a request id that is in
  the server log), 502 the KG answered with something unusable, 503 the endpoint is
  unreachable (named), 504 a SPARQL timeout.

Every non-200 body is one :class:`~kgqa.service.errors.ErrorResponse`. Endpoint credentials
never reach a response or a log line (:class:`~kgqa.service.redaction.Redactor`).

The other concerns live beside this module: ``schemas`` (request and response bodies),
``errors`` (the error object and its handlers), ``input_text`` (what question text may hold),
``access`` (API key, body size, per-client concurrency), ``answers`` (abstention and
degradation, column names, readable SPARQL and drawings), ``confidence`` (a confidence in plain
words), ``redaction`` (credentials), ``docs`` (OpenAPI text and ``/docs``).
"""

# No `from __future__ import annotations` here: the routes' request models are built inside
# create_app (their limits come from the config), and FastAPI must see them as classes, not as
# names it would look up in this module.
import contextlib
import threading
from functools import partial
from importlib import resources
from typing import Any, Iterable, Mapping

from fastapi import FastAPI, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import HTMLResponse
from fastapi.staticfiles import StaticFiles
from pydantic import ValidationError

from kgqa.answer import KGEngine
from kgqa.kg.wait_budget import kg_wait_budget
from kgqa.kg.errors import KGError, QueryTimeout
from kgqa.service.access import Gate
from kgqa.service.answers import answer_body
from kgqa.service.balance import ConnectionShedding, WorkerLoads
from kgqa.service.catalog import KGCatalog
from kgqa.service.confidence import ConfidenceScale
from kgqa.service.docs import DESCRIPTION, add_docs_page, declare_bearer_auth, mount_docs_assets
from kgqa.service.errors import (
    ERRORS_ASK, ERRORS_COMMON, ErrorKind, ServiceError, describe_errors, error_doc, error_response,
    failure_logger, install_error_handlers, request_id, safe_text, service_error_for,
)
from kgqa.service.limits import Limits
from kgqa.service.redaction import Redactor
from kgqa.kg.errors import UnknownKG
from kgqa.service.kg_schema import schema_body
from kgqa.service.schemas import AskResponse, BatchResponse, Health, KGList, KGSchemaOut, request_models


def create_app(engine: KGEngine, catalog: KGCatalog, limits: Limits = Limits(), *,
               api_key: str | None = None, min_confidence: float = 0.0, require_grounding: bool = False,
               calibration: Mapping[str, Any] | None = None, secrets: Iterable[str | None] = (),
               worker_loads: WorkerLoads | None = None) -> FastAPI:
    """The service.

    Args:
        api_key: when set, ``/ask*`` need ``Authorization: Bearer <api_key>``.
        min_confidence: below it the service abstains (``abstain.min_confidence``).
        require_grounding: abstain when the engine linked the question's words to the KG and none
            names a column, class or value of it (``abstain.require_grounding``).
        calibration: the measured figures that put plain words beside a confidence
            (``abstain.calibration``; :class:`~kgqa.service.confidence.ConfidenceScale`).
        secrets: strings never to show a client or write to a log (endpoint credentials).
        worker_loads: the table of questions in flight that worker processes share, so that
            ``limits.shed_connections_above`` moves connections only off the busier ones.
    """
    app = FastAPI(title="kgqa", version="0.1.0", description=DESCRIPTION,
                  docs_url=None, redoc_url=None, swagger_ui_oauth2_redirect_url=None)
    app.state.engine = engine
    app.state.catalog = catalog
    redact = Redactor([*secrets, api_key])
    AskRequest, BatchRequest = request_models(limits)
    log_failure = failure_logger(redact)

    app.add_middleware(Gate, limits=limits, api_key=api_key, log_failure=log_failure)
    if limits.shed_connections_above is not None:
        app.add_middleware(ConnectionShedding, above=limits.shed_connections_above, loads=worker_loads)

    static = resources.files("kgqa.service") / "static"
    app.mount("/static", StaticFiles(directory=str(static)), name="static")
    mount_docs_assets(app)

    ask_one = partial(answer_body, engine, catalog, min_confidence=min_confidence,
                      require_grounding=require_grounding, redact=redact, row_budget=limits.kg_row_budget,
                      confidence_scale=ConfidenceScale(min_confidence, calibration))

    turns = threading.Semaphore(limits.answers_at_once) if limits.answers_at_once else None

    def turn(req) -> contextlib.AbstractContextManager:
        """The turn a question waits for (``limits.answers_at_once``): one on an embedded KG,
        whose answer is all this process's CPU; none on an endpoint, whose answer mostly waits
        on the server (holding a turn there would leave the core idle)."""
        if turns is None or req is None:
            return contextlib.nullcontext()
        try:
            embedded = catalog.info(req.kg or catalog.default).backend == "embedded"
        except UnknownKG:  # ask_one says so (404)
            return contextlib.nullcontext()
        return turns if embedded else contextlib.nullcontext()

    def guarded(fn, *args, question=None):
        try:
            with turn(question), kg_wait_budget(limits.kg_wait_budget_s):
                return fn(*args)
        except ServiceError:
            raise
        except KGError as e:
            raise service_error_for(e, redact) from None

    install_error_handlers(app, log_failure)

    @app.post("/ask", summary="Answer one question", response_model=AskResponse,
              response_model_exclude_unset=True, responses=ERRORS_ASK)
    async def ask(req: AskRequest):
        return await run_in_threadpool(guarded, ask_one, req, question=req)

    @app.post("/ask/batch", summary="Answer several questions; each item carries its own status",
              response_model=BatchResponse, response_model_exclude_unset=True,
              responses={k: v for k, v in ERRORS_ASK.items() if k not in (404, 502, 503, 504)})
    async def ask_batch(req: BatchRequest, request: Request):
        rid = request_id(request)  # one for the batch: items are told apart by their position
        results = []
        for item in req.questions:
            try:
                try:
                    one = AskRequest.model_validate(item.model_dump())
                except ValidationError as e:
                    raise ServiceError(422, describe_errors(e.errors()), "bad_input") from None
                results.append({"status": 200, "result": await run_in_threadpool(guarded, ask_one, one, question=one)})
            except ServiceError as e:
                results.append({"status": e.status, "error": {
                    "status": e.status, "kind": e.kind, "message": safe_text(e.message), "request_id": rid}})
            except Exception as e:  # noqa: BLE001 - one item's bug is that item's 500, not the batch's
                log_failure(rid, e)
                results.append({"status": 500, "error": {
                    "status": 500, "kind": "internal", "request_id": rid,
                    "message": f"internal error (request id {rid}; see the server log)"}})
        return {"results": results}

    @app.get("/kgs", summary="The KGs this service answers over", response_model=KGList,
             responses=ERRORS_COMMON)
    async def kgs():
        infos = [catalog.info(n) for n in catalog.names()]
        models = await run_in_threadpool(models_of, [i.name for i in infos])
        return {"default": catalog.default,
                "kgs": [{"name": i.name, "backend": i.backend, "location": redact(i.location), **models.get(i.name, {})}
                        for i in infos]}

    def models_of(names: list[str]) -> dict[str, dict]:
        """Which model answers each KG, where the engine says (``PerKGEngine.model_for``)."""
        model_for = getattr(engine, "model_for", None)
        if model_for is None:
            return {}
        out = {}
        for name in names:
            try:
                out[name] = model_for(catalog.get(name)[1])
            except KGError:  # an unreachable endpoint: listed, its model unknown
                out[name] = {"model": None}
        return out

    @app.get("/kgs/{name}/schema", summary="What a KG offers: classes, properties, example questions",
             response_model=KGSchemaOut,
             responses={k: v for k, v in ERRORS_ASK.items() if k in (401, 404, 422, 429, 503, 504, *ERRORS_COMMON)})
    async def kg_schema(name: str):
        def build():
            try:
                _, kg = catalog.get(name)
            except UnknownKG as e:
                raise ServiceError(404, str(e), "unknown_kg") from None
            return schema_body(name, kg)

        return await run_in_threadpool(guarded, build)

    @app.get("/health", summary="Checks that the default KG answers a trivial query", response_model=Health,
             responses={503: error_doc("The default KG does not answer (unreachable or timed out)."),
                        **ERRORS_COMMON})
    async def health(request: Request):
        def check():
            name, kg = catalog.get(None)
            kg.ask("ASK { ?s ?p ?o }", timeout_s=5, use_cache=False)
            return name

        try:
            name = await run_in_threadpool(check)
        except KGError as e:
            kind: ErrorKind = "timeout" if isinstance(e, QueryTimeout) else "endpoint_unavailable"
            return error_response(503, kind, redact(str(e)), request_id(request))
        return {"status": "ok", "kg": name}

    @app.get("/", response_class=HTMLResponse, include_in_schema=False)
    async def page():
        return (static / "index.html").read_text(encoding="utf-8")

    add_docs_page(app)
    if api_key:
        declare_bearer_auth(app)
    return app
