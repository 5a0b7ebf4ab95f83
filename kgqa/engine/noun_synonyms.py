"""General-English synonyms of the nouns people ask a KG for, for the stated chains' word match.

The schema ranker fits a single noun poorly where the KG names the relation by another word:
on a family KG it scores "job" closest to ``father`` (``occupation`` 0.06 below). A relation
whose name is a synonym of the noun ("job" / ``occupation``, "home" / ``residence``, "wage" /
``salary``) shares a word with it through this table, as ``birthPlace`` shares "birth place".
The table is ordinary English, each entry read both ways; no KG's vocabulary is in it.
"""

from __future__ import annotations

_GROUPS = (
    {"job", "occupation", "profession", "career"},
    {"home", "residence", "domicile"},
    {"nationality", "citizenship"},
    {"salary", "wage", "pay"},
    {"boss", "supervisor", "superior"},
    {"phone", "telephone"},
    {"price", "cost"},
    {"author", "writer"},
    {"birthday", "birthdate"},
)
_SYNONYMS: dict[str, frozenset[str]] = {}
for _group in _GROUPS:
    for _word in _group:
        _SYNONYMS[_word] = _SYNONYMS.get(_word, frozenset()) | frozenset(_group - {_word})


def with_synonyms(words: set[str]) -> set[str]:
    """``words`` and their synonyms (singular, lower-case words in, the same out)."""
    out = set(words)
    for w in words:
        out |= _SYNONYMS.get(w, frozenset())
    return out
