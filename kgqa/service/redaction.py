"""Credentials kept out of responses and logs: endpoint credentials must never reach a client
or a log line, whatever error message or KG location carries them."""

import re
from typing import Iterable


class Redactor:
    """Removes credentials from text bound for a client or a log: the configured secrets
    (endpoint user and password, the API key) and the userinfo part of any URL."""

    USERINFO = re.compile(r"(?<=://)[^/\s@]+@")

    def __init__(self, secrets: Iterable[str | None] = ()) -> None:
        # Longest first, so a secret that contains another is removed whole.
        self.secrets = sorted({s for s in secrets if s}, key=len, reverse=True)

    def __call__(self, text: str) -> str:
        text = self.USERINFO.sub("***@", text)
        for s in self.secrets:
            text = text.replace(s, "***")
        return text
