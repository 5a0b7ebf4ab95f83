"""The value functions and string operators of the grammar: names, SPARQL spelling, folding.

Two small enumerations, each attached to an existing edge class (no new classes):

* **Value functions** are Agg instances: ``<?d YEAR ?y>`` is an Agg edge from ``?d`` into a
  *computed* variable ``?y`` = ``YEAR(?d)``. They cover ``BIND``, projected expressions,
  casts, date parts and the ``str()``/``lcase()``/``lang()`` wrappers of string filters
  (``regex(lcase(str(?l)), "x")``: Agg STR, Agg LCASE, then Cmp REGEX), composing by chains.
* **String operators** are Cmp instances between a variable and a string value:
  ``REGEX``, ``REGEX_I`` (flag ``"i"``), ``CONTAINS``, ``STRSTARTS``, ``STRENDS``,
  ``LANGMATCHES``.

Functions of constants are folded when SPARQL is read (``xsd:dateTime("1950-..")`` is the
typed literal; ``lcase("Foo")`` is ``"foo"``), so a constant is always a Val vertex.
"""

from __future__ import annotations

from rdflib import Literal, URIRef
from rdflib.namespace import XSD

#: Built-in unary functions (SPARQL 1.1 section 17.4), by their SPARQL name.
BUILTIN_FUNCTIONS: tuple[str, ...] = (
    "STR", "LCASE", "UCASE", "LANG", "DATATYPE", "STRLEN", "YEAR", "MONTH", "DAY", "HOURS",
    "MINUTES", "SECONDS", "ABS", "ROUND", "CEIL", "FLOOR",
)
#: XSD constructor functions (casts), written ``xsd:NAME`` as instances.
CAST_FUNCTIONS: tuple[str, ...] = tuple(
    f"xsd:{t}" for t in ("integer", "decimal", "double", "float", "string", "boolean", "date", "dateTime", "gYear")
)
#: Functions added after the first release of the enumeration (appended, so the instance
#: indices of a trained checkpoint keep their meaning): ``BOUND`` (``FILTER(!BOUND(?d))`` over an
#: optional attribute is ``BOUND(?d) = false``).
LATE_FUNCTIONS: tuple[str, ...] = ("BOUND",)
VALUE_FUNCTIONS: tuple[str, ...] = BUILTIN_FUNCTIONS + CAST_FUNCTIONS + LATE_FUNCTIONS

#: Arithmetic (SPARQL 1.1 section 17.4.1): binary operators over a computed value's operands.
#: ``<?a SUB ?d> <?b OPERAND ?d>`` makes ``?d`` the value ``?a - ?b``: the Agg edge carrying the
#: operator comes from the left operand, the one carrying ``OPERAND`` from the right one.
ARITHMETIC_OPS: tuple[str, ...] = ("ADD", "SUB", "MUL", "DIV")
OPERAND = "OPERAND"
ARITHMETIC_SYMBOL: dict[str, str] = {"ADD": "+", "SUB": "-", "MUL": "*", "DIV": "/"}
ARITHMETIC_BY_SYMBOL: dict[str, str] = {v: k for k, v in ARITHMETIC_SYMBOL.items()}

#: String operators used as Cmp instances (``CONTAINS`` predates them in the grammar).
STRING_OPS: tuple[str, ...] = ("REGEX", "REGEX_I", "STRSTARTS", "STRENDS", "LANGMATCHES")
_STRING_CALLS = {"REGEX", "STRSTARTS", "STRENDS", "LANGMATCHES", "CONTAINS"}


def function_name(call_name: str) -> str | None:
    """The instance name of a unary function call (rdflib's ``Builtin_X`` name or a cast IRI)."""
    upper = call_name.upper()
    if upper in BUILTIN_FUNCTIONS or upper in LATE_FUNCTIONS:
        return upper
    if call_name.startswith(str(XSD)):
        name = "xsd:" + call_name[len(str(XSD)):]
        return name if name in CAST_FUNCTIONS else None
    return None


def is_string_call(call_name: str) -> bool:
    return call_name.upper() in _STRING_CALLS


def string_op(call_name: str, flags: Literal | None) -> str | None:
    """Cmp instance for a string call; ``None`` for flags the grammar does not hold."""
    name = call_name.upper()
    if name == "REGEX" and flags is not None:
        return "REGEX_I" if str(flags) == "i" else None
    return name


def function_to_sparql(name: str, argument: str) -> str:
    if name.startswith("xsd:"):
        return f"<{XSD}{name[4:]}>({argument})"
    return f"{name}({argument})"


def string_op_to_sparql(op: str, left: str, right: str) -> str:
    if op == "REGEX_I":
        return f'REGEX({left}, {right}, "i")'
    return f"{op}({left}, {right})"


def fold_constant(name: str, value: Literal | URIRef) -> Literal | URIRef | None:
    """A function applied to a constant, evaluated; ``None`` if it is not foldable here."""
    if name.startswith("xsd:"):
        if isinstance(value, Literal):
            # typed as rdflib types a literal it parses (same lexical normalisation), so the
            # folded cast and the typed literal it is rendered as are one value
            return Literal(str(value), datatype=URIRef(str(XSD) + name[4:]))
        return None
    if name == "STR":
        return Literal(str(value))
    if name in ("LCASE", "UCASE") and isinstance(value, Literal):
        text = str(value).lower() if name == "LCASE" else str(value).upper()
        return Literal(text, lang=value.language, datatype=value.datatype if not value.language else None)
    return None


__all__ = [
    "ARITHMETIC_BY_SYMBOL", "ARITHMETIC_OPS", "ARITHMETIC_SYMBOL", "LATE_FUNCTIONS", "OPERAND", "BUILTIN_FUNCTIONS", "CAST_FUNCTIONS", "STRING_OPS", "VALUE_FUNCTIONS", "fold_constant", "function_name",
    "function_to_sparql", "is_string_call", "string_op", "string_op_to_sparql",
]
