"""The error object: every non-200 response is one :class:`ErrorResponse`, whatever failed (a
route, the access gate, validation, the KG, a bug), so a client reads errors one way. Also the
status each KG failure maps to, and the log line a bug leaves under its request id."""

import logging
import traceback
import uuid
from typing import Any, Callable, Iterable, Literal

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, Field
from starlette.exceptions import HTTPException as StarletteHTTPException

from kgqa.kg.errors import EndpointUnavailable, KGError, QueryTimeout, ReadOnlyViolation, UnknownKG
from kgqa.candidates.onboarding import NotOnboarded
from kgqa.service.redaction import Redactor

# Named for the package, not this module: the service logs as one source, whichever of its
# modules writes the line.
log = logging.getLogger("kgqa.service")

REQUEST_ID_KEY = "kgqa.request_id"  # ASGI scope key: set by the gate, read by the error handlers

ErrorKind = Literal[
    "bad_input", "unauthorized", "unknown_kg", "not_found", "method_not_allowed", "body_too_large",
    "too_many_requests", "internal", "kg_error", "endpoint_unavailable", "timeout", "http_error",
    "not_onboarded",
]
KIND_BY_STATUS: dict[int, ErrorKind] = {
    401: "unauthorized", 404: "not_found", 405: "method_not_allowed", 413: "body_too_large",
    422: "bad_input", 429: "too_many_requests", 500: "internal", 502: "kg_error",
    503: "endpoint_unavailable", 504: "timeout",
}


class ErrorDetail(BaseModel):
    status: int = Field(..., description="The HTTP status code, repeated.")
    kind: ErrorKind = Field(..., description="A machine-readable reason.")
    message: str = Field(..., description="What went wrong and, where it helps, what to do about it.")
    request_id: str = Field(..., description="Also in the X-Request-ID header and in the server log.")


class ErrorResponse(BaseModel):
    """The body of every non-200 response."""

    error: ErrorDetail


class ServiceError(Exception):
    def __init__(self, status: int, message: str, kind: ErrorKind | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.kind: ErrorKind = kind or KIND_BY_STATUS.get(status, "http_error")
        self.message = message


def safe_text(text: str) -> str:
    """``text`` as valid UTF-8 (a lone surrogate becomes ``\\udXXX``): never a 500 while encoding."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def error_response(status: int, kind: ErrorKind, message: str, request_id: str,
                   headers: dict[str, str] | None = None) -> JSONResponse:
    body = ErrorResponse(error=ErrorDetail(status=status, kind=kind, message=safe_text(message),
                                           request_id=request_id))
    return JSONResponse(status_code=status, content=body.model_dump(), headers=headers)


def describe_errors(errors: Iterable[dict[str, Any]]) -> str:
    """Pydantic's errors as one line, without the offending input (it may not even encode)."""
    parts = []
    for err in errors:
        loc = ".".join(str(x) for x in err.get("loc", ()) if x != "body")
        msg = str(err.get("msg", "invalid")).removeprefix("Value error, ")
        if err.get("type") == "json_invalid":
            msg = f"the body is not valid JSON ({(err.get('ctx') or {}).get('error', 'decode error')})"
        parts.append(f"{loc}: {msg}" if loc else msg)
    return "; ".join(parts) or "invalid request"


def service_error_for(exc: KGError, redact: Redactor) -> ServiceError:
    """The status a KG failure is answered with: the endpoint down or a query timing out are
    503/504 (retry later), an unusable KG answer is 502."""
    if isinstance(exc, EndpointUnavailable):
        return ServiceError(503, redact(str(exc)), "endpoint_unavailable")
    if isinstance(exc, QueryTimeout):
        return ServiceError(504, redact(str(exc)), "timeout")
    if isinstance(exc, UnknownKG):
        return ServiceError(404, str(exc), "unknown_kg")
    if isinstance(exc, NotOnboarded):  # a read-only replica: the operator must onboard the KG
        return ServiceError(503, redact(str(exc)), "not_onboarded")
    if isinstance(exc, ReadOnlyViolation):  # the engine generated a non-read: refuse, never run it
        return ServiceError(500, f"refused to run a generated query: {redact(str(exc))}", "internal")
    return ServiceError(502, f"the KG failed: {redact(str(exc))}", "kg_error")


def failure_logger(redact: Redactor) -> Callable[[str, BaseException], None]:
    """``log_failure(request id, exception)``: the traceback goes to the server log under the
    request id the client was given, with credentials redacted."""

    def log_failure(rid: str, exc: BaseException) -> None:
        text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
        log.error("request %s failed:\n%s", rid, redact(safe_text(text)))

    return log_failure


def request_id(request: Request) -> str:
    return request.scope.get(REQUEST_ID_KEY) or uuid.uuid4().hex[:12]


def install_error_handlers(app: FastAPI, log_failure: Callable[[str, BaseException], None]) -> None:
    """Answer every exception a route raises with an :class:`ErrorResponse`."""

    @app.exception_handler(ServiceError)
    async def _service_error(request: Request, exc: ServiceError):
        return error_response(exc.status, exc.kind, exc.message, request_id(request))

    @app.exception_handler(RequestValidationError)
    async def _invalid_request(request: Request, exc: RequestValidationError):
        return error_response(422, "bad_input", describe_errors(exc.errors()), request_id(request))

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(request: Request, exc: StarletteHTTPException):
        if exc.status_code == 400:  # FastAPI's "error parsing the body": invalid UTF-8, nesting too deep
            return error_response(422, "bad_input", "the request body is not valid JSON in UTF-8",
                                  request_id(request))
        kind = KIND_BY_STATUS.get(exc.status_code, "http_error")
        return error_response(exc.status_code, kind, str(exc.detail), request_id(request),
                              dict(exc.headers or {}))

    @app.exception_handler(Exception)
    async def _unexpected(request: Request, exc: Exception):
        rid = request_id(request)
        log_failure(rid, exc)
        return error_response(500, "internal", f"internal error (request id {rid}; see the server log)", rid)


# -- the error responses the routes declare in the OpenAPI schema ---------------------------------

def error_doc(description: str) -> dict[str, Any]:
    return {"model": ErrorResponse, "description": description}


ERRORS_COMMON = {500: error_doc("A bug; the request id is in the server log.")}
ERRORS_ASK = {
    401: error_doc("The API key is missing or wrong (`Authorization: Bearer <key>`), when one is configured."),
    404: error_doc("Unknown KG."),
    413: error_doc("The request body is larger than the limit."),
    422: error_doc("Bad input: a malformed body, a value outside the stated limits, blank text, control "
                   "characters or text that is not valid Unicode."),
    429: error_doc("Too many concurrent requests from this client."),
    502: error_doc("The KG answered with something unusable."),
    503: error_doc("The SPARQL endpoint is unreachable (the message names it); answer again once it is back. "
                   "Or (kind not_onboarded) this read-only replica has no indexes for the KG: run "
                   "python -m kgqa.onboard."),
    504: error_doc("A SPARQL query timed out."),
    **ERRORS_COMMON,
}
