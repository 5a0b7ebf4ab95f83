"""H-expressions from ordered question decompositions (HPE section 4.1.1).

MuSiQue gives each question as ordered single-hop steps whose text refers to earlier
answers as ``#k`` (``Who is the creator of La Schiavona?``, ``Where did #1 die?``). HPE
combines linear chains with JOIN; steps that do not use earlier answers are gathered with
UNION so a later step can refer to several of them (HPE Figure 3's
``JOIN[... #2 ... #1, UNION[q2, q1]]``). Folding left to right keeps HPE's numbering: the
k-th step is the k-th executed primitive, so the dataset's ``#k`` needs no renumbering.
"""

from __future__ import annotations

import re
from typing import Sequence

from kgqa.compiler.ast import Join, Node, Union
from kgqa.compiler.hexpr_parser import parse_hexpr
from kgqa.compiler.scanner import escape

_REF = re.compile(r"#([1-9][0-9]*)")


def hexpr_from_steps(steps: Sequence[str]) -> Node:
    """Fold ``steps`` into ``JOIN`` / ``UNION`` nodes: step k+1 JOINs the steps so far when it
    refers to any of them, else is UNIONed with them."""
    if not steps:
        raise ValueError("a decomposition needs at least one step")
    # Each step goes through the H-expression parser so "#k" becomes a {#k} reference, while
    # commas and brackets inside the question stay text.
    leaves = [parse_hexpr(escape(step, ",[]")) for step in steps]
    tree: Node = leaves[0]
    for step, leaf in zip(steps[1:], leaves[1:]):
        tree = Join(leaf, tree) if _REF.search(step) else Union(leaf, tree)
    return tree
