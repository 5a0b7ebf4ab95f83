"""The FastAPI application: ``/ask``, ``/ask/batch``, ``/kgs``, ``/health`` and the web page.

The engine and the KG catalog are built once by the caller (``kgqa.serve``) and injected, so
models load at start-up, never per request. Errors map to status codes with a message and
never a stack trace: bad input 422, unknown KG 404, endpoint down 503 (naming it), SPARQL
timeout 504, anything else 500 with a request id that is in the server log.
"""

from __future__ import annotations

import logging
import time
import uuid
from dataclasses import dataclass
from importlib import resources
from typing import Any

from fastapi import FastAPI, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import HTMLResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, Field

from kgqa.answer import KGAnswer, KGEngine
from kgqa.kg.errors import EndpointUnavailable, KGError, QueryTimeout, ReadOnlyViolation, UnknownKG
from kgqa.kg.labels import labels_for_rows
from kgqa.service.catalog import KGCatalog
from kgqa.viz.adapt import drawable
from kgqa.viz.svg import draw_svg

log = logging.getLogger("kgqa.service")


@dataclass(frozen=True)
class Limits:
    max_question_chars: int = 500
    max_batch: int = 32
    max_top_k: int = 20


class AskRequest(BaseModel):
    question: str = Field(..., description="The question in English.")
    kg: str | None = Field(None, description="A KG name from GET /kgs; the default KG if omitted.")
    top_k: int = Field(5, ge=1, description="How many beams to return.")
    explain: bool = Field(True, description="Include query graphs, beams, candidates and probes.")


class BatchRequest(BaseModel):
    questions: list[AskRequest]


class ServiceError(Exception):
    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


def create_app(engine: KGEngine, catalog: KGCatalog, limits: Limits = Limits()) -> FastAPI:
    app = FastAPI(
        title="kgqa",
        version="0.1.0",
        description="Question answering over knowledge graphs (HGNet: outline, then fill).",
    )
    app.state.engine = engine
    app.state.catalog = catalog

    static = resources.files("kgqa.service") / "static"
    app.mount("/static", StaticFiles(directory=str(static)), name="static")

    def validate(req: AskRequest) -> None:
        q = req.question.strip()
        if not q:
            raise ServiceError(422, "question is empty")
        if len(q) > limits.max_question_chars:
            raise ServiceError(422, f"question is {len(q)} characters; the limit is {limits.max_question_chars}")
        if req.top_k > limits.max_top_k:
            raise ServiceError(422, f"top_k is at most {limits.max_top_k}")

    def ask_one(req: AskRequest) -> dict[str, Any]:
        validate(req)
        try:
            name, kg = catalog.get(req.kg)
        except UnknownKG as e:
            raise ServiceError(404, str(e)) from None
        started = time.perf_counter()
        result: KGAnswer = engine.answer(req.question.strip(), kg, kg_name=name, top_k=req.top_k)
        if result.rows and not result.labels:
            result.labels = labels_for_rows(kg, result.rows)
        body = result.to_json()
        body["timings_ms"]["total"] = round((time.perf_counter() - started) * 1000, 2)
        if req.explain:
            body["drawings"] = {
                "query_graph": draw_svg(drawable(result.query_graph), "query graph") if result.query_graph else None,
                "aqg": draw_svg(drawable(result.aqg), "abstract query graph") if result.aqg else None,
                "beams": [draw_svg(drawable(b.query_graph)) if b.query_graph else None for b in result.beams],
            }
        else:
            for key in ("query_graph", "aqg", "beams", "candidates", "question_links", "probes"):
                body.pop(key, None)
        return body

    def guarded(fn, *args):
        try:
            return fn(*args)
        except ServiceError:
            raise
        except EndpointUnavailable as e:
            raise ServiceError(503, str(e)) from None
        except QueryTimeout as e:
            raise ServiceError(504, str(e)) from None
        except UnknownKG as e:
            raise ServiceError(404, str(e)) from None
        except ReadOnlyViolation as e:  # the engine generated a non-read: refuse, never run it
            raise ServiceError(500, f"refused to run a generated query: {e}") from None
        except KGError as e:
            raise ServiceError(502, f"the KG failed: {e}") from None

    @app.exception_handler(ServiceError)
    async def _service_error(_: Request, exc: ServiceError):
        return JSONResponse(status_code=exc.status, content={"detail": exc.message})

    @app.exception_handler(Exception)
    async def _unexpected(_: Request, exc: Exception):
        rid = uuid.uuid4().hex[:12]
        log.exception("request %s failed", rid)
        return JSONResponse(status_code=500, content={"detail": f"internal error (request id {rid}; see the server log)"})

    @app.post("/ask", summary="Answer one question")
    async def ask(req: AskRequest) -> dict[str, Any]:
        return await run_in_threadpool(guarded, ask_one, req)

    @app.post("/ask/batch", summary="Answer several questions; each item carries its own status")
    async def ask_batch(req: BatchRequest) -> dict[str, Any]:
        if not req.questions:
            raise ServiceError(422, "questions is empty")
        if len(req.questions) > limits.max_batch:
            raise ServiceError(422, f"at most {limits.max_batch} questions per batch")
        results = []
        for item in req.questions:
            try:
                results.append({"status": 200, "result": await run_in_threadpool(guarded, ask_one, item)})
            except ServiceError as e:
                results.append({"status": e.status, "detail": e.message})
        return {"results": results}

    @app.get("/kgs", summary="The KGs this service answers over")
    async def kgs() -> dict[str, Any]:
        return {"default": catalog.default,
                "kgs": [catalog.info(n).__dict__ for n in catalog.names()]}

    @app.get("/health", summary="Checks that the default KG answers a trivial query")
    async def health():
        def check():
            name, kg = catalog.get(None)
            kg.ask("ASK { ?s ?p ?o }", timeout_s=5, use_cache=False)
            return name

        try:
            name = await run_in_threadpool(check)
        except KGError as e:
            return JSONResponse(status_code=503, content={"status": "unavailable", "detail": str(e)})
        return {"status": "ok", "kg": name}

    @app.get("/", response_class=HTMLResponse, include_in_schema=False)
    async def page():
        return (static / "index.html").read_text(encoding="utf-8")

    return app
