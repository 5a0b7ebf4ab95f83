"""Which things of a KG are people: the test a "who" question's answer must pass.

A KG says a thing is a person by its class ("foaf:Person", "schema:Person", "prov:Agent",
"popolo:Person") or by a part of a name only people have ("foaf:givenName", vCard's
``family-name``); no other sign is general (a party and a person both have a ``foaf:name``).
"""

from __future__ import annotations

from kgqa.candidates.title_properties import NAME_PART_WORDS

#: the last word of a class of people ("foaf:Person", "schema:Person", "prov:Agent")
PERSON_CLASS_WORDS = frozenset({"person", "people", "agent", "human", "individual"})


def person_pattern(var: str) -> str:
    """A SPARQL group that holds where ``?var`` is a person (module docstring)."""
    classes = "|".join(sorted(PERSON_CLASS_WORDS))
    # vCard's family-name, schema's given_name: the name part's letters, whatever joins them
    parts = "|".join(sorted(NAME_PART_WORDS))
    return (f"{{ {{ ?{var} a ?person_class_ . FILTER(REGEX(STR(?person_class_), \"[/#]({classes})$\", \"i\")) }} "
            f"UNION {{ ?{var} ?person_name_ ?person_part_ . "
            f"FILTER(REGEX(REPLACE(STR(?person_name_), \"^.*[/#]|[-_]\", \"\"), \"^({parts})$\", \"i\")) }} }}")


__all__ = ["PERSON_CLASS_WORDS", "person_pattern"]
