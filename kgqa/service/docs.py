"""The API's documentation: the OpenAPI description, the bearer scheme when a key is set, and
Swagger UI at ``/docs``, served from local files so the page works without a network."""

from importlib import resources
from typing import Any

from fastapi import FastAPI, Request
from fastapi.openapi.docs import get_swagger_ui_html
from fastapi.responses import HTMLResponse
from fastapi.staticfiles import StaticFiles

from kgqa.service.access import answers_question

# Swagger UI's files, from a pip package (fastapi-swagger ships the current Swagger UI 5, which
# reads FastAPI's OpenAPI 3.1; Swagger UI 4 shows an error for it): /docs needs no network.
DOCS_ASSETS_PACKAGE = "fastapi_swagger"
DOCS_ASSETS_URL = "/docs/assets"

DESCRIPTION = """\
Question answering over knowledge graphs (HGNet: outline, then fill).

**Status codes.** 200 only for an answer computed against a reachable KG. 503 when the SPARQL
endpoint is unreachable (the message names it), 504 when a query the answer needs timed out,
404 unknown KG, 422 bad input, 413 body too large, 429 too many concurrent requests from one
client, 401 missing or wrong API key, 502 the KG answered with something unusable, 500 a bug.
Every non-200 body is one `ErrorResponse`: `{"error": {"status", "kind", "message", "request_id"}}`.
In `/ask/batch` each item carries its own status.

**Partial failures.** An answer rests on the KG's schema and on the query finally chosen. If
either fails, there is no answer: 503 or 504. If only calls the answer does not rest on fail
(execution-guidance probes, so the search went on unguided; other candidate queries that timed
out; the label lookup for IRIs), the answer is served as a 200 with `degraded: true` and the
reasons in `degraded_reasons`.

**Abstaining.** With no rows, an engine error, no word of the question naming a column, class or
value of the KG (`abstain.require_grounding`), or a confidence below the configured threshold
(`abstain.min_confidence`), the service abstains: 200 with `answered: false`, empty `rows`, the
reason in `abstain_reason`, and with `explain` the best guess (rows, labels, SPARQL, confidence)
under `best_guess`. `confidence` is the engine's probability-like score of the chosen query.

**For people.** Beside the fields a program reads, an answer carries what a person reads:
`columns` (a name per column of `variables`: the label of the class or property that binds it in
the query graph, `count` or `average <property>` for an aggregate), `sparql_pretty` (the query with
`PREFIX` declarations, one triple pattern per line; `sparql` is what the KG ran) and
`confidence_band` (the confidence in plain words, "usually right" ... "usually wrong", with the
held-out accuracy measured by `python -m kgqa.bench.calibration`; configured as
`abstain.calibration`).
"""


def mount_docs_assets(app: FastAPI) -> None:
    """Serve Swagger UI's files under ``DOCS_ASSETS_URL``."""
    app.mount(DOCS_ASSETS_URL, StaticFiles(directory=str(resources.files(DOCS_ASSETS_PACKAGE) / "resources")),
              name="docs-assets")


def add_docs_page(app: FastAPI) -> None:
    """``GET /docs``: Swagger UI on the app's OpenAPI, loading only the files mount_docs_assets serves."""

    @app.get("/docs", response_class=HTMLResponse, include_in_schema=False)
    async def docs(request: Request):
        root = request.scope.get("root_path", "").rstrip("/")
        return get_swagger_ui_html(
            openapi_url=root + app.openapi_url, title="kgqa API",
            swagger_js_url=f"{root}{DOCS_ASSETS_URL}/swagger-ui-bundle.js",
            swagger_css_url=f"{root}{DOCS_ASSETS_URL}/swagger-ui.css",
            swagger_favicon_url=f"{root}{DOCS_ASSETS_URL}/favicon-32x32.png",
            # validatorUrl: Swagger UI would otherwise fetch a badge from validator.swagger.io
            swagger_ui_parameters={"validatorUrl": None, "tryItOutEnabled": True},
        )


def declare_bearer_auth(app: FastAPI) -> None:
    """State in the OpenAPI schema that /ask* need a bearer token (Swagger UI's Authorize button)."""
    base = app.openapi

    def openapi() -> dict[str, Any]:
        if app.openapi_schema:
            return app.openapi_schema
        schema = base()
        schema.setdefault("components", {}).setdefault("securitySchemes", {})["bearer"] = {
            "type": "http", "scheme": "bearer", "description": "serve.api_key (or $KGQA_API_KEY)"}
        for path, ops in schema.get("paths", {}).items():
            if answers_question(path):
                for op in ops.values():
                    op["security"] = [{"bearer": []}]
        app.openapi_schema = schema
        return schema

    app.openapi = openapi
