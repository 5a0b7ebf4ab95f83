"""Word forms shared by schema linking and reranking: question words meet schema names."""


def singular(w: str) -> str:
    """A cheap singular ("companies" -> "company", "singers" -> "singer"; "class" stays)."""
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
        return w[:-1]
    return w
