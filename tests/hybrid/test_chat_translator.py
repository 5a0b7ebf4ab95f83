"""The chat translator against an in-process HTTP server speaking /v1/chat/completions.

The server is a protocol peer (it returns canned completions in order and records the
requests it got), not a mock of our classes: the real ChatClient talks HTTP to it.
"""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from kgqa.compiler import Atomic, Dependent, validate
from kgqa.hybrid.chat import ChatClient, ChatError
from kgqa.hybrid.reader import ChatReader
from kgqa.hybrid.translator import ChatTranslator, extract_expression
from kgqa.text.store import Passage


class CannedChatServer:
    def __init__(self, replies: list[str | int]) -> None:
        self.replies = list(replies)
        self.requests: list[dict] = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):  # keep pytest output clean
                pass

            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                server.requests.append({"path": self.path, "body": body, "auth": self.headers.get("Authorization")})
                reply = server.replies.pop(0) if server.replies else "compiled_expression = ???"
                if isinstance(reply, int):
                    self.send_response(reply)
                    self.end_headers()
                    self.wfile.write(b'{"error": "boom"}')
                    return
                payload = {"id": "x", "object": "chat.completion", "model": body["model"],
                           "choices": [{"index": 0, "finish_reason": "stop",
                                        "message": {"role": "assistant", "content": reply}}]}
                data = json.dumps(payload).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.httpd.shutdown()
        self.httpd.server_close()


Q = "Where did the director of Titanic grow up?"


def test_valid_first_answer_is_taken():
    with CannedChatServer(["Step1: ...\ncompiled_expression = Who directed Titanic? * Where did {director} grow up?"]) as srv:
        tr = ChatTranslator(ChatClient(srv.base_url, "qwen", api_key="k"))
        t = tr.translate_full(Q)
    assert t.valid and t.attempts == 1
    assert t.expression == Dependent(Atomic("Who directed Titanic?"), Atomic("Where did {director} grow up?"))
    req = srv.requests[0]
    assert req["path"] == "/v1/chat/completions"
    assert req["auth"] == "Bearer k"
    assert req["body"]["model"] == "qwen" and req["body"]["temperature"] == 0.0
    assert "<DependentQuery>" in req["body"]["messages"][0]["content"]  # QCompiler's grammar prompt
    assert req["body"]["messages"][-1]["content"] == f"query = {Q}"


def test_invalid_expressions_are_resampled_with_the_validator_reason():
    replies = [
        "compiled_expression = Who directed Titanic? * Where did he grow up?",  # missing dependency
        "compiled_expression = (Who directed Titanic? + Where did {x} grow up?",  # parse error
        "compiled_expression = Who directed Titanic? * Where did {director} grow up?",
    ]
    with CannedChatServer(replies) as srv:
        t = ChatTranslator(ChatClient(srv.base_url, "m"), max_attempts=4).translate_full(Q)
    assert t.valid and t.attempts == 3
    assert validate(t.expression) == []
    assert [r for _, r in t.rejected][0].startswith("missing dependency")
    assert "parse error" in t.rejected[1][1]
    temps = [r["body"]["temperature"] for r in srv.requests]
    assert temps[0] == 0.0 and temps[1] > 0 and temps[2] > temps[1]
    feedback = srv.requests[1]["body"]["messages"][-1]["content"]
    assert "missing dependency" in feedback


def test_cap_then_atomic_fallback_and_server_errors():
    with CannedChatServer([500, "compiled_expression = Where did {x} grow up?", "nonsense * "]) as srv:
        t = ChatTranslator(ChatClient(srv.base_url, "m"), max_attempts=3).translate_full(Q)
    assert not t.valid and t.fallback and t.attempts == 3
    assert t.expression == Atomic(Q)
    assert t.rejected[0][1].startswith("backend error")
    assert "erroneous dependency" in t.rejected[1][1]


def test_unreachable_server_raises_chat_error():
    client = ChatClient("http://127.0.0.1:9/v1", "m", timeout_s=2)
    with pytest.raises(ChatError):
        client.complete([{"role": "user", "content": "hi"}])


def test_extract_expression():
    assert extract_expression("Thought...\ncompiled_expression = A? * B {a}?\n") == "A? * B {a}?"
    assert extract_expression("```\nA? + B?\n```") == "A? + B?"
    assert extract_expression('compiled_expression: "A?"') == "A?"


def test_chat_reader_returns_answer_and_passage():
    passages = [Passage("1", "Titanic", "Titanic is a 1997 film."), Passage("2", "James Cameron", "Cameron grew up in Ontario.")]
    with CannedChatServer(['{"answer": "Ontario", "passage": 2}']) as srv:
        ans = ChatReader(ChatClient(srv.base_url, "m")).read("Where did James Cameron grow up?", passages)
    assert ans.answer == "Ontario" and ans.passage.pid == "2" and ans.score == 1.0
