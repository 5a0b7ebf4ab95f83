"""A minimal client for OpenAI-compatible ``/v1/chat/completions`` servers.

Any base URL works (vLLM, llama.cpp server, Ollama, a hosted API): ``base_url`` is the URL
that ends in ``/v1`` (``http://127.0.0.1:8000/v1``). The API key, when one is needed, comes
from the ``api_key`` argument or the ``OPENAI_API_KEY`` environment variable; it is never
logged. Transport errors and non-2xx answers raise :class:`ChatError`.
"""

from __future__ import annotations

import os
from typing import Any, Sequence

import httpx


class ChatError(RuntimeError):
    """The chat server could not be reached or answered with an error."""


class ChatClient:
    def __init__(
        self,
        base_url: str,
        model: str,
        *,
        api_key: str | None = None,
        timeout_s: float = 60.0,
        max_tokens: int = 512,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        if not base_url:
            raise ValueError("base_url is required (e.g. http://127.0.0.1:8000/v1)")
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.max_tokens = max_tokens
        key = api_key if api_key is not None else os.environ.get("OPENAI_API_KEY")
        headers = {"Authorization": f"Bearer {key}"} if key else {}
        self._http = httpx.Client(timeout=timeout_s, headers=headers, transport=transport)
        self.calls = 0

    def complete(self, messages: Sequence[dict[str, str]], *, temperature: float = 0.0, n: int = 1,
                 seed: int | None = None) -> list[str]:
        """The text of each returned choice (``n`` of them when the server honours ``n``)."""
        body: dict[str, Any] = {"model": self.model, "messages": list(messages), "temperature": temperature,
                                "max_tokens": self.max_tokens}
        if n != 1:
            body["n"] = n
        if seed is not None:
            body["seed"] = seed
        self.calls += 1
        try:
            resp = self._http.post(f"{self.base_url}/chat/completions", json=body)
        except httpx.HTTPError as exc:
            raise ChatError(f"chat server {self.base_url} unreachable: {exc}") from exc
        if resp.status_code >= 400:
            raise ChatError(f"chat server answered {resp.status_code}: {resp.text[:200]}")
        try:
            data = resp.json()
            return [str(c["message"]["content"] or "") for c in data["choices"]]
        except (ValueError, KeyError, TypeError) as exc:
            raise ChatError(f"not a chat completion: {resp.text[:200]}") from exc

    def close(self) -> None:
        self._http.close()
