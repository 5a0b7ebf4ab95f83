"""Who may use the service and how much: the :class:`Gate` middleware checks the API key, the
body size and each client's concurrent requests before a route runs, and gives every request
the id its errors and log lines carry."""

import hmac
import uuid

from starlette.datastructures import Headers

from kgqa.service.errors import KIND_BY_STATUS, REQUEST_ID_KEY, error_response
from kgqa.service.limits import Limits

REQUEST_ID_HEADER = "X-Request-ID"


def answers_question(path: str) -> bool:
    """The routes that compute answers: the key guards them, the docs say so, and a backlog of
    them is what a busy worker sheds (:mod:`kgqa.service.balance`)."""
    return path == "/ask" or path.startswith("/ask/")


class Gate:
    """Pure ASGI middleware in front of every route.

    In order: a request id (header ``X-Request-ID``); on ``/ask*`` and ``/kgs/*/schema`` the API key (401), before
    any body is read; the body size (413), read whole here so a slow or endless body never
    reaches the app; on ``/ask*`` the client's concurrent requests (429).
    """

    def __init__(self, app, *, limits: Limits, api_key: str | None, log_failure) -> None:
        self.app = app
        self.limits = limits
        self.api_key = api_key.encode() if api_key else None
        self.log_failure = log_failure  # (request id, exception): logs it with credentials redacted
        self.active: dict[str, int] = {}  # the event loop is one thread: no lock needed

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        rid = uuid.uuid4().hex[:12]
        scope[REQUEST_ID_KEY] = rid

        started = False

        async def send_with_id(message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
                message.setdefault("headers", [])
                message["headers"] = list(message["headers"]) + [(REQUEST_ID_HEADER.lower().encode(), rid.encode())]
            await send(message)

        async def refuse(status: int, message: str, headers: dict[str, str] | None = None) -> None:
            await error_response(status, KIND_BY_STATUS[status], message, rid, headers)(scope, receive, send_with_id)

        path = scope.get("path", "")
        # what reads the KG on a client's behalf: answers, and a KG's schema (its contents)
        guarded = answers_question(path) or (path.startswith("/kgs/") and path.endswith("/schema"))
        headers = Headers(scope=scope)
        if guarded and self.api_key and not self.authorized(headers.get("authorization")):
            await refuse(401, "this service needs an API key: send 'Authorization: Bearer <key>'",
                         {"WWW-Authenticate": "Bearer"})
            return

        limit = self.limits.max_body_bytes
        too_large = f"the request body is over the {limit} byte limit"
        declared = headers.get("content-length")
        if declared is not None and declared.isdigit() and int(declared) > limit:
            await refuse(413, too_large)
            return
        chunks, size = [], 0
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return  # the client went away
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > limit:
                await refuse(413, too_large)
                return
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        body, replayed = b"".join(chunks), False

        async def replay():
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        async def run() -> None:
            # An exception that got past the routes' handlers (a response that does not fit its
            # model, say) is answered and logged here, redacted; re-raised, the server would log
            # it again unredacted.
            try:
                await self.app(scope, replay, send_with_id)
            except Exception as exc:  # noqa: BLE001
                self.log_failure(rid, exc)
                if not started:
                    await refuse(500, f"internal error (request id {rid}; see the server log)")

        if not guarded:
            await run()
            return
        client = (scope.get("client") or ("unknown", 0))[0]
        if self.active.get(client, 0) >= self.limits.max_concurrent_per_client:
            await refuse(429, f"more than {self.limits.max_concurrent_per_client} concurrent requests "
                              "from this client; retry when one has finished", {"Retry-After": "1"})
            return
        self.active[client] = self.active.get(client, 0) + 1
        try:
            await run()
        finally:
            self.active[client] -= 1
            if not self.active[client]:
                del self.active[client]

    def authorized(self, header: str | None) -> bool:
        if not header:
            return False
        scheme, _, token = header.partition(" ")
        return scheme.lower() == "bearer" and hmac.compare_digest(token.strip().encode(), self.api_key)
