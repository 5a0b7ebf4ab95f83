"""The symbolic core for complex questions (DESIGN.md section 3).

Pure Python (no torch): the AST, the three expression languages (QCompiler's G[q], HPE's
H-expressions, ITLR's logical retrieval queries) with their parsers and printers, the
validator (QCompiler Appendix D and more), and the executor with pluggable leaf engines.
"""

from kgqa.compiler.ast import (
    Add,
    And,
    Atomic,
    CompEq,
    CompGt,
    CompLt,
    Dependent,
    Intersect,
    Join,
    List,
    Not,
    Operation,
    Or,
    Sub,
    Term,
    Union,
)
from kgqa.compiler.gq_parser import parse_gq
from kgqa.compiler.hexpr_parser import parse_hexpr
from kgqa.compiler.logical_parser import parse_logical
from kgqa.compiler.printer import print_gq, print_hexpr, print_logical
from kgqa.compiler.scanner import ParseError
from kgqa.compiler.validator import Limits, ValidationError, Violation, ViolationKind, validate, validate_or_raise

__all__ = [
    "Add", "And", "Atomic", "CompEq", "CompGt", "CompLt", "Dependent", "Intersect", "Join", "Limits", "List",
    "Not", "Operation", "Or", "ParseError", "Sub", "Term", "Union", "ValidationError", "Violation",
    "ViolationKind", "parse_gq", "parse_hexpr", "parse_logical", "print_gq", "print_hexpr", "print_logical",
    "validate", "validate_or_raise",
]
