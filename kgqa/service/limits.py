"""The service's request limits, one object shared by the request models (which state them in
the OpenAPI schema) and the access gate (which enforces the body size and concurrency)."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Limits:
    """Request limits (``limits:`` in ``conf/serve.yaml``); the OpenAPI schema states them."""

    max_question_chars: int = 500
    max_batch: int = 32
    max_top_k: int = 20
    max_body_bytes: int = 64 * 1024
    max_concurrent_per_client: int = 8  # per worker process, keyed by the client's address
    # One question (one batch item) may lose this many seconds to KG calls that fail, then the
    # answer is a 504: a hung endpoint costs this, not one kg.timeout_s per call
    # (kgqa.kg.wait_budget). Calls that answer are not charged, however slow.
    kg_wait_budget_s: float = 15.0
    # One question (one batch item) may hold this many rows from its SELECTs in all (each is cut
    # at kg.max_rows first); past it the query fails with a clear error instead of the process
    # growing (kgqa.kg.row_budget). None: no budget beyond each query's cap.
    kg_row_budget: int | None = 200_000
    # Questions on an embedded KG one worker process computes at once (None: as many as
    # arrive); the others wait their turn, first come first served. Decoding holds the GIL:
    # questions computed side by side in one process share its core, each taking as long as all
    # of them, and hand the GIL back and forth around every KG call. A question on an endpoint
    # KG never waits for a turn: most of its time is the server's, and a turn held while waiting
    # on it would leave the core idle.
    answers_at_once: int | None = None
    # With several workers: close a kept-alive connection after its answer while more than this
    # many questions are in flight in this worker and two more than in the least busy one, so
    # the client's next connection can land on a less busy worker (kgqa.service.balance; the
    # serving process turns it off for one worker). None: connections stay open.
    shed_connections_above: int | None = None
