"""Family relations a KG composes rather than states: grandchildren, siblings, cousins, ...

A family KG states a few relations (a father and a mother, or a parent or a child; a spouse;
perhaps a gender) and people ask for many more: "Who are the grandchildren of X?", "How many
siblings does X have?", "Is A a great-grandfather of B?", "Who is X's paternal grandfather?".
English kinship words are compositions of steps up to a parent and down to a child, some
with a gender: a grandchild is a child's child, a sibling a parent's other child, a cousin a
parent's sibling's child. No model learns these from benchmarks whose KGs hold tables, and the
schema ranker can only pick the nearest stated relation ("grandchildren" -> spouse).

:func:`family_relations` reads which of the KG's properties go up (``father``, ``has_mother``,
``childOf``), down (``child``, ``parentOf``), to a spouse or sibling, and which says a person's
gender (with its male and female values), from the properties' own words. :func:`kin_hop` turns
a kinship noun into a :class:`KinHop`: the triple patterns that reach the relatives from a
person, each step by the KG's own properties, a gender by a gendered property ("father") or by
the gender property, and the person himself left out of his siblings. A noun that one of the
KG's properties names itself ("grandchild" on a KG with ``hasGrandchild``) is that property's,
not a composition. :mod:`kgqa.engine.stated_chain` walks these hops as it walks properties.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from kgqa.kg.terms import iri_to_sparql
from kgqa.wordforms import singular

UP, DOWN, SPOUSE = "up", "down", "spouse"
MALE, FEMALE = "male", "female"

# a property's core word -> (direction from the subject, gender of the object); a property read
# "X of" ("childOf", "offspring of") goes the other way
_STEP_WORDS = {
    "father": (UP, MALE), "mother": (UP, FEMALE), "parent": (UP, None),
    "child": (DOWN, None), "kid": (DOWN, None), "offspring": (DOWN, None), "son": (DOWN, MALE),
    "daughter": (DOWN, FEMALE),
    "spouse": (SPOUSE, None), "husband": (SPOUSE, MALE), "wife": (SPOUSE, FEMALE), "partner": (SPOUSE, None),
    "married": (SPOUSE, None),
}
_FILLER = frozenset("has have is was a an the to".split())
_GENDER_WORDS = frozenset({"gender", "sex"})
_MALE_VALUES = frozenset({"male", "m", "man", "men", "boy", "masculine"})
_FEMALE_VALUES = frozenset({"female", "f", "woman", "women", "girl", "feminine"})

# kinship nouns (singular, lower case) -> their steps (direction, gender of the one reached)
_TERMS: dict[str, tuple[tuple[str, str | None], ...]] = {
    "parent": ((UP, None),),
    "father": ((UP, MALE),), "dad": ((UP, MALE),),
    "mother": ((UP, FEMALE),), "mum": ((UP, FEMALE),), "mom": ((UP, FEMALE),),
    "child": ((DOWN, None),), "kid": ((DOWN, None),), "offspring": ((DOWN, None),),
    "son": ((DOWN, MALE),), "daughter": ((DOWN, FEMALE),),
    "grandparent": ((UP, None), (UP, None)),
    "grandfather": ((UP, None), (UP, MALE)), "grandmother": ((UP, None), (UP, FEMALE)),
    "grandchild": ((DOWN, None), (DOWN, None)),
    "grandson": ((DOWN, None), (DOWN, MALE)), "granddaughter": ((DOWN, None), (DOWN, FEMALE)),
    "sibling": ((UP, None), (DOWN, None)),
    "brother": ((UP, None), (DOWN, MALE)), "sister": ((UP, None), (DOWN, FEMALE)),
    "uncle": ((UP, None), (UP, None), (DOWN, MALE)), "aunt": ((UP, None), (UP, None), (DOWN, FEMALE)),
    "nephew": ((UP, None), (DOWN, None), (DOWN, MALE)),
    "niece": ((UP, None), (DOWN, None), (DOWN, FEMALE)),
    "cousin": ((UP, None), (UP, None), (DOWN, None), (DOWN, None)),
    "spouse": ((SPOUSE, None),), "husband": ((SPOUSE, MALE),),
    "wife": ((SPOUSE, FEMALE),), "partner": ((SPOUSE, None),),
}
_PLURALS = {"children": "child", "kids": "kid", "grandchildren": "grandchild", "wives": "wife",
            "great-grandchildren": "great-grandchild", "offsprings": "offspring"}
_SIDE = {"paternal": MALE, "maternal": FEMALE}
_GREAT = re.compile(r"^((?:great[\s-]+)+)")


@dataclass(frozen=True, eq=False)  # one per KG, compared and hashed as itself
class FamilyRelations:
    """The KG's family properties: ``steps`` direction -> [(IRI, forward?, gender)] (forward:
    the subject is the person the step starts from), and the gender property with the value
    terms (SPARQL) that say male and female."""

    steps: dict
    gender: str | None = None
    values: dict | None = None  # MALE/FEMALE -> a SPARQL term

    @property
    def has_parents(self) -> bool:
        return bool(self.steps.get(UP) or self.steps.get(DOWN))


def _words(text: str) -> list[str]:
    return [w for w in re.findall(r"[a-z]+", re.sub(r"([a-z])([A-Z])", r"\1 \2", text).lower()) if w not in _FILLER]


def family_relations(properties: dict, gender_values=None) -> FamilyRelations | None:
    """The :class:`FamilyRelations` of a KG's ``properties`` (IRI -> an item with ``local`` and
    ``label`` words), or None when no property goes to a parent or a child.
    ``gender_values(iri)``: the distinct values of the gender property, as SPARQL terms with
    their words (``[(term, text)]``), read only when the KG has one."""
    steps: dict[str, list] = {UP: [], DOWN: [], SPOUSE: []}
    gender = None
    for iri, p in sorted(properties.items()):
        ws = _words(p.local or p.label or "")
        of_form = len(ws) >= 2 and ws[-1] == "of"
        core = ws[:-1] if of_form else ws
        if len(core) == 1 and singular(core[0]) in _GENDER_WORDS:
            gender = gender or iri
            continue
        if len(core) != 1:
            continue
        word = _PLURALS.get(core[0], singular(core[0]))
        if word not in _STEP_WORDS:
            continue
        direction, sex = _STEP_WORDS[word]
        if of_form and direction != SPOUSE:  # "child of": the object is the parent
            steps[UP if direction == DOWN else DOWN].append((iri, False, sex))
        else:
            steps[direction].append((iri, True, sex))
    if not steps[UP] and not steps[DOWN]:
        return None
    values = None
    if gender is not None and gender_values is not None:
        values = {}
        for term, text in gender_values(gender):
            said = set(_words(text))
            if said & _MALE_VALUES and not said & _FEMALE_VALUES:
                values.setdefault(MALE, term)
            elif said & _FEMALE_VALUES:
                values.setdefault(FEMALE, term)
    return FamilyRelations(steps, gender, values or None)


#: two kin nouns of one relation said together ("brothers and sisters", "sons or daughters")
_BOTH_SEXES = re.compile(r"(?P<a>[a-z-]+)\s+(?:and|or|&)\s+(?P<b>[a-z-]+)")


def kin_term(noun: str) -> tuple[tuple[str, str | None], ...] | None:
    """The steps of a kinship noun ("grandchildren", "paternal grandfather", "great-grandson",
    "half-sister" is none), or None when ``noun`` is not one."""
    text = noun.strip().lower()
    pair = _BOTH_SEXES.fullmatch(text)
    if pair:  # "brothers and sisters": the steps of both, with no one sex
        one, other = kin_term(pair["a"]), kin_term(pair["b"])
        if one and other and [d for d, _ in one] == [d for d, _ in other]:
            return tuple((d, None if sex != other[k][1] else sex) for k, (d, sex) in enumerate(one))
        return None
    side = None
    first = text.split(" ", 1)[0]
    if first in _SIDE and " " in text:
        side, text = _SIDE[first], text.split(" ", 1)[1]
    great = _GREAT.match(text)
    greats = great.group(1).count("great") if great else 0
    base = text[great.end():] if great else text
    base = _PLURALS.get(base, _PLURALS.get(f"great-{base}", base))
    base = base.removeprefix("great-")
    if base not in _TERMS:
        base = singular(base)
    if base not in _TERMS or " " in base:
        return None
    steps = _TERMS[base]
    if greats:
        if not base.startswith("grand"):
            return None
        direction = steps[0][0]
        steps = ((direction, None),) * greats + steps
    if side is not None:  # "paternal grandfather": the first step up is to the father
        if steps[0][0] != UP or len(steps) < 2:
            return None
        steps = ((UP, side),) + steps[1:]
    return steps


@dataclass(frozen=True)
class KinHop:
    """A kinship noun as a hop of a chain: the triple patterns from a person to the relatives
    (:meth:`patterns`). ``noun`` is what it reads, for the trace."""

    noun: str
    steps: tuple  # ((direction, gender), ...)
    relations: FamilyRelations

    def patterns(self, start: str, end: str, prefix: str) -> list[str]:
        """Triple patterns (and filters) from ``start`` to ``end`` (SPARQL terms or variables);
        inner variables are named ``?{prefix}{i}``. A step down right after a step up reaches
        the parent's *other* children: a sibling is not oneself, an aunt not one's parent."""
        nodes = [start, *(f"?{prefix}{i}" for i in range(len(self.steps) - 1)), end]
        out = []
        for i, (direction, sex) in enumerate(self.steps):
            path, needs_gender = _step_path(self.relations, direction, sex)
            out.append(f"{nodes[i]} {path} {nodes[i + 1]} .")
            if needs_gender:
                out.append(f"{nodes[i + 1]} {iri_to_sparql(self.relations.gender)} {self.relations.values[sex]} .")
            if i and direction == DOWN and self.steps[i - 1][0] == UP:
                out.append(f"FILTER({nodes[i + 1]} != {nodes[i - 1]})")
        return out


def _step_path(relations: FamilyRelations, direction: str, sex: str | None) -> tuple[str, bool]:
    """The SPARQL path of one step and whether the gender property must still say ``sex``."""
    steps = relations.steps.get(direction, [])
    if direction in (UP, DOWN):  # the other direction's properties, read backwards, go here too
        back = UP if direction == DOWN else DOWN
        # read backwards, a gendered property says the gender of the one the step starts from
        # (^father reaches a father's children, of any gender)
        steps = steps + [(iri, not forward, None) for iri, forward, g in relations.steps.get(back, [])]
    if sex is not None:
        gendered = [s for s in steps if s[2] == sex]
        if gendered:
            return _union(gendered, direction == SPOUSE), False
        steps = [s for s in steps if s[2] is None] or steps
        return _union(steps, direction == SPOUSE), True
    return _union(steps, direction == SPOUSE), False


def _union(steps: list, both_ways: bool) -> str:
    parts = []
    for iri, forward, _ in steps:
        term = iri_to_sparql(iri)
        parts.append(term if forward else f"^{term}")
        if both_ways:
            parts.append(f"^{term}" if forward else term)
    parts = list(dict.fromkeys(parts))
    return parts[0] if len(parts) == 1 else "(" + "|".join(parts) + ")"


def kin_hop(noun: str, relations: FamilyRelations | None, named_by_property) -> KinHop | None:
    """``noun`` as a :class:`KinHop` on a KG with ``relations``, or None: not a kinship noun, a
    noun one of the KG's properties names itself (``named_by_property(noun)``), a step the KG
    has no property for, or a gender it cannot say."""
    if relations is None or named_by_property(noun):
        return None
    steps = kin_term(noun)
    if steps is None:
        return None
    for direction, sex in steps:
        if direction == SPOUSE and not relations.steps.get(SPOUSE):
            return None
        if direction != SPOUSE and not relations.has_parents:
            return None
        if sex is not None:
            _, needs_gender = _step_path(relations, direction, sex)
            if needs_gender and (relations.gender is None or not relations.values or sex not in relations.values):
                return None
    return KinHop(noun, steps, relations)




_KIN_WORDS = frozenset(_TERMS) | frozenset(_PLURALS) | {f"{t}s" for t in _TERMS} | {"paternal", "maternal"}
_WORD = re.compile(r"[a-z]+(?:-[a-z]+)*")


def mentions_kin(text: str) -> bool:
    """Does ``text`` say a kinship word ("grandchildren", "great-grandfather")? A test on the
    text alone, so that other questions do not pay for reading the KG's family relations."""
    return any(w in _KIN_WORDS or w.removeprefix("great-") in _KIN_WORDS for w in _WORD.findall(text.lower()))


# "Are Jonas Kovel and Petra Kovel siblings?", "Were A and B first cousins?"
_PAIR = re.compile(r"^\s*(?:are|were)\s+(?P<a>.+?)\s+and\s+(?P<rest>.+?)\s*[?.!]*\s*$", re.IGNORECASE)


def kin_pair(question: str, names) -> tuple[str, str, str] | None:
    """``(name A, name B, noun)`` for "Are A and B <relatives>?" where A and B are two of the
    stated ``names`` and the noun a plural kinship word ("siblings", "cousins"); else None."""
    m = _PAIR.match(question)
    if m is None:
        return None
    said = {n.strip().lower() for n in names if n}
    a, rest = m["a"].strip().lower(), m["rest"].strip().lower()
    for b in sorted(said, key=len, reverse=True):
        if b != a and a in said and rest.startswith(b + " "):
            noun = rest[len(b):].strip()
            return (a, b, noun) if kin_term(noun) is not None else None
    return None


__all__ = ["FamilyRelations", "KinHop", "family_relations", "kin_hop", "kin_pair", "kin_term", "mentions_kin"]
