"""A few questions a KG can answer, written from its onboarded schema: what the web page
offers a user who does not yet know what the KG holds.

Templates over the schema's readable labels, one per kind of question the engine answers
(counting a class, a superlative over a numeric property, a lookup by a known value, a yes/no
question), each filled with the most used class and properties so they read like the KG's
own subject matter. Deterministic: the same schema gives the same questions.
"""

from __future__ import annotations

from .schema import SchemaIndex, SchemaItem
from .values import ValueIndex, is_numeric_datatype


#: Words of a numeric property that is an identifier or a code, not a quantity to compare.
_KEYISH = {"id", "code", "number", "no", "key", "zip", "phone"}
#: Strings a KG uses for "no value".
_NO_VALUE = {"null", "none", "n/a", "na", "unknown", "nan"}


_MASS_NOUNS = {"data", "information", "info", "equipment", "staff", "personnel"}


def _is_key(words: str) -> bool:
    last = words.split()[-1] if words.split() else ""
    return bool(_KEYISH & set(words.split())) or last.endswith("id")


def plural(noun: str) -> str:
    """English plural of a label's last word (good enough for prompts, not for grammar books)."""
    head, _, last = noun.rpartition(" ")
    if last.endswith(("ss", "x", "ch", "sh")):
        last += "es"
    elif last.endswith("y") and last[-2:-1] not in "aeiou":
        last = last[:-1] + "ies"
    elif last.endswith("s") or last in _MASS_NOUNS:
        pass  # a table named in the plural already ("car names"), or "data"
    else:
        last += "s"
    return f"{head} {last}".strip()


def example_questions(schema: SchemaIndex, values: ValueIndex | None = None, k: int = 4) -> list[str]:
    """Up to ``k`` example questions for the KG of ``schema`` (and ``values``, for lookups)."""
    props = sorted(schema.properties.values(), key=lambda p: (-p.count, p.iri))
    out: list[str] = []
    by_class = _properties_by_class(schema, props)
    for cls_iri, cls_props in by_class:
        noun = schema.classes[cls_iri].label
        out.append(f"How many {plural(noun)} are there?")
        numeric = [p for p in cls_props if any(is_numeric_datatype(d) for d in p.literal_datatypes)
                   and not _is_key(p.local or p.label)]
        if numeric:
            out.append(f"Which {noun} has the highest {numeric[0].local or numeric[0].label}?")
        value = _a_value(values, cls_props)
        if value is not None:
            prop, text = value
            what = prop.local or prop.label
            out.append(f"Which {plural(noun)} have {what} {text}?")
            out.append(f"Is there any {noun} whose {what} is {text}?")
        if len(out) >= k:
            break
    return out[:k]


def _properties_by_class(schema: SchemaIndex, props: list[SchemaItem]) -> list[tuple[str, list[SchemaItem]]]:
    """Classes with the properties observed on them, the most used class first."""
    grouped: dict[str, list[SchemaItem]] = {}
    for p in props:
        if p.domains:
            dom = max(p.domains, key=p.domains.get)
            if dom in schema.classes:
                grouped.setdefault(dom, []).append(p)
    return sorted(grouped.items(), key=lambda kv: (-sum(p.count for p in kv[1]), kv[0]))


def _a_value(values: ValueIndex | None, props: list[SchemaItem]) -> tuple[SchemaItem, str] | None:
    """A short string value of one of ``props`` (a name-like value reads best)."""
    if values is None:
        return None
    wanted = {p.iri: p for p in props if not p.is_link}
    for v in values.values:
        if v.datatype is not None and is_numeric_datatype(v.datatype):
            continue
        if 2 < len(v.text) <= 30 and any(ch.isalpha() for ch in v.text) and v.text.casefold() not in _NO_VALUE:
            for p in v.properties:
                if p in wanted:
                    return wanted[p], v.text
    return None
