"""``GET /kgs/{name}/schema``: the classes and properties of a KG with their labels and counts,
and a few example questions written from them (the web page's "what can I ask?")."""

from typing import Any

from kgqa.candidates.collect import default_collector
from kgqa.candidates.example_questions import example_questions
from kgqa.kg.base import KnowledgeGraph

#: Enough for a person to browse; a KG with more lists its most used ones.
MAX_TERMS = 500


def schema_body(name: str, kg: KnowledgeGraph) -> dict[str, Any]:
    """The ``KGSchemaOut`` body of ``kg`` (onboarding it first if this process has not)."""
    onboarded = default_collector().onboarded(kg)
    schema = onboarded.schema

    def label(iri: str) -> str:
        if iri in schema.classes:
            return schema.classes[iri].label
        if iri.startswith("literal:"):  # "literal:<datatype IRI>", the datatype's local name
            return iri.split(":", 1)[1].rsplit("#", 1)[-1] or "literal"
        return iri

    props = sorted(schema.properties.values(), key=lambda p: (-p.count, p.label))[:MAX_TERMS]
    return {
        "name": name,
        "classes": [{"iri": c.iri, "label": c.label, "count": c.count}
                    for c in sorted(schema.classes.values(), key=lambda c: c.label)[:MAX_TERMS]],
        "properties": [{"iri": p.iri, "label": p.label, "count": p.count, "is_link": p.is_link,
                        "domains": [label(d) for d in p.domains], "ranges": [label(r) for r in p.ranges]}
                       for p in props],
        "entity_names": len(onboarded.labels),
        "examples": example_questions(schema, onboarded.values),
    }
