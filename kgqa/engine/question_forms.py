"""What a question asks for, by how it opens: the forms the engine's readings share.

Each reading decides whether it is the question's by its opening ("who", "when", "how many");
one form each, here, so that two readings never disagree on what a question asks.
"""

from __future__ import annotations

import re

#: a question asking for things (not a yes/no question, not a value of one thing)
ASKS_FOR_THINGS = re.compile(r"^\s*(?:who|whom|which|what|list|name|give\s+me|how\s+many)\b", re.I)
#: a question asking how many
ASKS_HOW_MANY = re.compile(r"^\s*how\s+many\b", re.I)
#: a question asking who
ASKS_WHO = re.compile(r"^\s*(?:who|whom)\b", re.I)
#: a question asking when: "when", "since when", "in which year", "during what years"
ASKS_WHEN = re.compile(r"^\s*(?:when\b|since\s+when\b|(?:in\s+|for\s+|during\s+|from\s+)?(?:which|what)\s+years?\b)",
                       re.I)

__all__ = ["ASKS_FOR_THINGS", "ASKS_HOW_MANY", "ASKS_WHEN", "ASKS_WHO"]
