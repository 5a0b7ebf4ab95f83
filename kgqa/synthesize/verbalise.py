"""Templates: a grounded draft (:class:`~.sampler.Draft`) as an English question.

Every word comes from the draft's slots (the KG's labels or local-name words, see
:mod:`.sampler`) or from general English (:mod:`.words`). Each shape has several phrasings
(wh-question, imperative, possessive and "of" forms, verb readings where a relation's words
allow them), chosen by the seeded ``rng``; numbers are written as digits, as the KG stores them.
"""

from __future__ import annotations

import random

from .words import (
    article,
    event_reading,
    is_personal,
    measure_adjectives,
    of_noun,
    ordinal,
    passive_reading,
    place_participle,
    plural,
    possessive,
    verb_reading,
)

THING = "thing"
_PREPS = {"in", "of", "by", "at", "on", "for", "from", "to", "with"}


def _cap(text: str) -> str:
    text = " ".join(text.split())
    return text[:1].upper() + text[1:]


def _q(text: str) -> str:
    text = _cap(text.rstrip(" ?."))
    return text + "?"


def _imp(text: str) -> str:
    return _cap(text.rstrip(" ?.")) + "."


def _noun(slots: dict) -> str:
    return slots.get("noun") or THING


# -- paths -----------------------------------------------------------------------------------
def _np(steps: list[dict], anchor: str, rng: random.Random) -> str:
    """The noun phrase a path names: possessive chains ("A's child's nationality"), "the p of
    X", and for a step walked backwards "the <noun> whose <p> is X"."""
    np = anchor
    for i, st in enumerate(steps):
        vr = verb_reading(st["prop"])
        of = of_noun(st["prop"])
        pv = passive_reading(st["prop"])
        if of and st["forward"]:  # A citizen_of B, from A: "the country A is a citizen of"
            np = f"the {st.get('noun') or THING} {np} is {article(of)} of"
        elif of and st.get("noun"):  # from B, things of a class: "the fire dragons that are enemies of B"
            np = rng.choice((f"the {plural(st['noun'])} that are {plural(of)} of {np}",
                             f"the {st['noun']} that is {article(of)} of {np}"))
        elif of:  # from B: "the citizens of B", "B's citizens", "the head of B"
            forms = [f"the {plural(of)} of {np}", f"the {of} of {np}"]
            if len(np) < 40 and " whose " not in np:
                forms.append(f"{possessive(np)} {plural(of)}")
            np = rng.choice(forms)
        elif pv and st["forward"]:  # "the city X was born in"
            np = f"the {st.get('noun') or THING} {np} {'was' if pv[0] == 'born' else 'is'} {pv[0]} {pv[1]}"
        elif pv:  # "the people born in X"
            np = f"the {plural(st.get('noun') or THING)} {pv[0]} {pv[1]} {np}"
        elif vr and st["forward"]:
            np = f"the {st.get('noun') or THING} {np} {vr[1]} {vr[2]}"
        elif vr:
            np = f"the {st.get('noun') or THING} that {vr[1]} {vr[2]} {np}"
        elif st["forward"]:
            if rng.random() < 0.5 and len(np) < 40 and " whose " not in np and np.split()[-1] not in _PREPS:
                np = f"{possessive(np)} {st['prop']}"
            else:
                np = f"the {st['prop']} of {np}"
        else:
            noun = st.get("noun") or THING
            np = rng.choice((f"the {noun} whose {st['prop']} is {np}", f"the {noun} with {st['prop']} {np}"))
    return np


def _wh(slots: dict, steps: list[dict]) -> str:
    last = steps[-1]
    if slots.get("literal"):
        return "what"
    noun = slots.get("noun") or last.get("noun")
    return "who" if is_personal(noun) or is_personal(last["prop"]) else "what"


def lookup(slots: dict, rng: random.Random) -> str:
    a, p = slots["anchor"], slots["steps"][0]["prop"]
    wh = _wh(slots, slots["steps"])
    forms = [f"{wh} is the {p} of {a}", f"{wh} is {possessive(a)} {p}", f"give me the {p} of {a}",
             f"tell me {possessive(a)} {p}", f"show the {p} of {a}", f"{possessive(a)} {p}"]
    ev = event_reading(p)
    if ev:
        wh2, aux, verb = ev
        forms += [f"{wh2} {aux} {a} {verb}"] * 3
    pv = passive_reading(p)
    if pv:  # "what is X located in", never "the located in of X"
        forms = [f"{wh} is {a} {pv[0]} {pv[1]}", f"tell me what {a} is {pv[0]} {pv[1]}"]
    pp = place_participle(p)
    if pp:
        forms += [f"where {pp[0]} {a} {pp[1]}"] * 2
    vr = verb_reading(p)
    if vr:
        forms = [f"{wh} does {a} {vr[0]} {vr[2]}", f"tell me what {a} {vr[1]} {vr[2]}"]
        if vr[2] in ("in", "at"):
            forms.append(f"where does {a} {vr[0]}")
    of = of_noun(p)
    if of:  # A citizen_of ?: "what is A a citizen of", "whose child is A"
        forms = [f"{wh} is {a} {article(of)} of", f"tell me what {a} is {article(of)} of"]
        if is_personal(of):
            forms.append(f"whose {of} is {a}")
    text = rng.choice(forms)
    return _imp(text) if text.split()[0] in ("give", "tell", "show") else _q(text)


def reverse(slots: dict, rng: random.Random) -> str:
    a, p = slots["anchor"], slots["steps"][0]["prop"]
    noun = slots.get("noun")
    if noun:
        pl = plural(noun)
        forms = [f"which {pl} have {p} {a}", f"which {noun} has {a} as its {p}", f"list the {pl} whose {p} is {a}",
                 f"give me all {pl} with {p} {a}", f"what {pl} have {a} as {p}"]
        if is_personal(noun):
            forms += [f"who has {a} as {p}", f"who has the {p} {a}"]
    else:
        forms = [f"whose {p} is {a}", f"{'who' if is_personal(p) else 'what'} has {p} {a}", f"who has {a} as {p}",
                 f"list everything whose {p} is {a}",
                 f"which things have {p} {a}"]
    ev = event_reading(p)
    if ev and ev[0] == "where" and ev[1] == "was":
        forms += [f"who was {ev[2]} in {a}"] * 2 + ([f"which {plural(noun)} were {ev[2]} in {a}"] if noun else [])
    # where the answer is typed (a noun), every form says the noun (or "who" for people): a
    # question that types its answer by a class it never says teaches the model to add types
    pv = passive_reading(p)
    if pv:  # "which offices are located in X", never "which offices have located in X"
        forms = [f"which {plural(noun)} are {pv[0]} {pv[1]} {a}", f"list the {plural(noun)} {pv[0]} {pv[1]} {a}"] if noun \
            else [f"{'who' if pv[0] == 'born' else 'what'} is {pv[0]} {pv[1]} {a}", f"list everything {pv[0]} {pv[1]} {a}"]
        if is_personal(noun):
            forms.append(f"who is {pv[0]} {pv[1]} {a}")
    vr = verb_reading(p)
    if vr:
        forms = [f"which {plural(noun)} {vr[0]} {vr[2]} {a}", f"list the {plural(noun)} that {vr[0]} {vr[2]} {a}"] if noun \
            else [f"who {vr[1]} {vr[2]} {a}", f"list everything that {vr[1]} {vr[2]} {a}"]
        if is_personal(noun):
            forms.append(f"who {vr[1]} {vr[2]} {a}")
    of = of_noun(p)
    if of:  # ? citizen_of B: "who are the citizens of B", "list B's citizens"
        forms = [f"which {plural(noun)} are {plural(of)} of {a}", f"list the {plural(noun)} that are {plural(of)} of {a}"] \
            if noun else [f"who are the {plural(of)} of {a}", f"list the {plural(of)} of {a}",
                          f"give me {possessive(a)} {plural(of)}", f"what is {article(of)} of {a}"]
        if is_personal(noun):
            forms += [f"who are the {plural(of)} of {a}", f"give me {possessive(a)} {plural(of)}"]
    text = rng.choice(forms)
    return _imp(text) if text.split()[0] in ("list", "give") else _q(text)


def chain(slots: dict, rng: random.Random) -> str:
    steps = slots["steps"]
    wh = _wh(slots, steps)
    np = _np(steps, slots["anchor"], rng)
    forms = [f"{wh} is {np}", f"give me {np}", f"tell me {np}", f"list {np}"]
    of = of_noun(steps[-1]["prop"])
    if of and steps[-1]["forward"]:  # "what is X's mother a citizen of"
        forms = [f"{wh} is {_np(steps[:-1], slots['anchor'], rng)} {article(of)} of"]
    elif steps[-1]["forward"] and not verb_reading(steps[-1]["prop"]) and not passive_reading(steps[-1]["prop"]):
        prev = _np(steps[:-1], slots["anchor"], rng)
        p = steps[-1]["prop"]
        forms += [f"{wh} is the {p} of {prev}", f"what {p} does {prev} have"]
        ev = event_reading(p)
        if ev:
            forms.append(f"{ev[0]} {ev[1]} {prev} {ev[2]}")
    text = rng.choice(forms)
    return _imp(text) if text.split()[0] in ("give", "tell", "list") else _q(text)


def count(slots: dict, rng: random.Random) -> str:
    steps = slots["steps"]
    last = steps[-1]
    prev = _np(steps[:-1], slots["anchor"], rng)
    noun = slots.get("noun") or last.get("noun")
    vr = verb_reading(last["prop"])
    if vr:
        pl = plural(noun) if noun else "things"
        forms = ([f"how many {pl} does {prev} {vr[0]} {vr[2]}", f"count the {pl} {prev} {vr[1]} {vr[2]}"]
                 if last["forward"] else
                 [f"how many {pl} {vr[0]} {vr[2]} {prev}", f"count the {pl} that {vr[0]} {vr[2]} {prev}"])
    elif passive_reading(last["prop"]):
        pv = passive_reading(last["prop"])
        pl = plural(noun) if noun else "things"
        forms = ([f"how many {pl} is {prev} {pv[0]} {pv[1]}"] if last["forward"] else
                 [f"how many {pl} are {pv[0]} {pv[1]} {prev}", f"count the {pl} {pv[0]} {pv[1]} {prev}"])
    elif of_noun(last["prop"]):
        of, pl = of_noun(last["prop"]), plural(noun) if noun else "things"
        if last["forward"]:
            forms = [f"how many {pl} is {prev} {article(of)} of"]
        elif noun:  # "how many fire dragons are enemies of X": the counted class said
            forms = [f"how many {pl} are {plural(of)} of {prev}", f"count the {pl} that are {plural(of)} of {prev}"]
        else:
            forms = [f"how many {plural(of)} does {prev} have", f"count the {plural(of)} of {prev}",
                     f"what is the number of {plural(of)} of {prev}"]
    elif last["forward"]:
        p = last["prop"]
        forms = [f"how many {plural(p)} does {prev} have", f"how many {plural(p)} has {prev} got",
                 f"what is the number of {plural(p)} of {prev}", f"count the {plural(p)} of {prev}"]
    else:
        pl = plural(noun) if noun else "things"
        p = last["prop"]
        forms = [f"how many {pl} have {p} {prev}", f"how many {pl} have {prev} as their {p}",
                 f"count the {pl} whose {p} is {prev}", f"what is the number of {pl} with {p} {prev}"]
    text = rng.choice(forms)
    return _imp(text) if text.startswith("count") else _q(text)


# -- class-level -----------------------------------------------------------------------------
def _extreme(slots: dict, desc: bool) -> tuple[str, bool]:
    """("the highest age" | "the oldest", whether it is a bare adjective)."""
    p = slots["prop"]
    if slots.get("kind") == "date":
        return (f"the latest {p}" if desc else f"the earliest {p}"), False
    _, _, most, least = measure_adjectives(p)
    word = most if desc else least
    return word, not word.startswith("the ")


def superlative(slots: dict, rng: random.Random) -> str:
    noun, p, desc, limit = _noun(slots), slots["prop"], slots["desc"], slots["limit"]
    ext, bare = _extreme(slots, desc)
    who = "who" if is_personal(noun) else "which"
    if limit == 1:
        if bare:
            forms = [f"which {noun} is the {ext}", f"who is the {ext} {noun}" if who == "who" else f"what is the {ext} {noun}",
                     f"name the {ext} {noun}", f"find the {noun} that is the {ext}"]
        else:
            forms = [f"which {noun} has {ext}", f"give me the {noun} with {ext}", f"what is the {noun} with {ext}",
                     f"{who} {noun} has {ext}" if who == "who" else f"find the {noun} that has {ext}"]
        if slots.get("kind") != "date":
            forms.append(f"which {noun} has the {'highest' if desc else 'lowest'} {p}")
    else:
        pl = plural(noun)
        top = ("latest" if desc else "earliest") if slots.get("kind") == "date" else "highest" if desc else "lowest"
        forms = [f"which {limit} {pl} have the {top} {p}", f"list the top {limit} {pl} by {p}" if desc
                 else f"list the bottom {limit} {pl} by {p}", f"give me the {limit} {pl} with the {top} {p}"]
        if bare:
            forms.append(f"who are the {limit} {ext} {pl}" if who == "who" else f"what are the {limit} {ext} {pl}")
    text = rng.choice(forms)
    return _imp(text) if text.split()[0] in ("name", "find", "give", "list") else _q(text)


def ordinal_q(slots: dict, rng: random.Random) -> str:
    noun, p, desc, n = _noun(slots), slots["prop"], slots["desc"], slots["n"]
    nth = ordinal(n, rng.choice((0, 0, 1)))
    ext, bare = _extreme(slots, desc)
    top = "highest" if desc else "lowest"
    forms = [f"which {noun} has the {nth} {top} {p}", f"what is the {noun} with the {nth} {top} {p}",
             f"give me the {noun} ranked {nth} by {p} {'from the top' if desc else 'from the bottom'}"]
    if bare:
        forms.append(f"{'who' if is_personal(noun) else 'which'} is the {nth} {ext} {noun}")
    text = rng.choice(forms)
    return _imp(text) if text.startswith("give") else _q(text)


_OP_WORDS = {
    ">": ("greater than", "more than", "above", "over"), "<": ("less than", "below", "under", "lower than"),
    ">=": ("at least", "no less than"), "<=": ("at most", "no more than"),
}
_DATE_WORDS = {">": ("after", "later than"), "<": ("before", "earlier than"), ">=": ("on or after",),
               "<=": ("on or before",)}


def compare(slots: dict, rng: random.Random) -> str:
    noun, p, op, v = _noun(slots), slots["prop"], slots["op"], slots["value"]
    pl = plural(noun)
    words = rng.choice((_DATE_WORDS if slots.get("kind") == "date" else _OP_WORDS)[op])
    forms = [f"which {pl} have {article(p) if rng.random() < 0.3 else 'a ' + p} {words} {v}",
             f"list the {pl} whose {p} is {words} {v}", f"give me all {pl} with {p} {words} {v}",
             f"what {pl} have {p} {words} {v}"]
    if is_personal(noun):
        forms.append(f"who has {article(p)} {words} {v}")
    more, less, _, _ = measure_adjectives(p)
    if op in (">", "<") and not more.startswith("a ") and slots.get("kind") != "date":
        forms.append(f"which {pl} are {more if op == '>' else less} than {v}")
    text = rng.choice(forms).replace("a a ", "a ")
    return _imp(text) if text.split()[0] in ("list", "give") else _q(text)


def group_most(slots: dict, rng: random.Random) -> str:
    noun, p, desc = slots.get("noun"), slots["prop"], slots["desc"]
    adj = "most" if desc else "least"
    if noun:
        pl = plural(noun)
        forms = [f"which {p} is the {adj} common among {pl}", f"what is the {adj} common {p} of {pl}",
                 f"which {p} do the {'most' if desc else 'fewest'} {pl} have",
                 f"give me the {p} shared by the {'most' if desc else 'fewest'} {pl}"]
    else:
        forms = [f"what is the {adj} common {p}", f"which {p} occurs {'most' if desc else 'least'} often",
                 f"which {p} do the {'most' if desc else 'fewest'} things have"]
    of, pv, vr = of_noun(p), passive_reading(p), verb_reading(p)
    who = plural(noun) if noun else "things"
    if of:  # "which thing has the most citizens", "... the most fire dragons as enemies" (the counted class said)
        forms = [f"which {THING} has the {'most' if desc else 'fewest'} {who} as {plural(of)}" if noun else
                 f"which {THING} has the {'most' if desc else 'fewest'} {plural(of)}"]
    elif pv:  # "where were the most things born", "what are the fewest things located in"
        forms = [f"what are the {'most' if desc else 'fewest'} {who} {pv[0]} {pv[1]}"]
        if place_participle(p):
            forms.append(f"where {'were' if place_participle(p)[0] == 'was' else 'are'} the {'most' if desc else 'fewest'} {who} {pv[0]}")
    elif vr:  # "what do the most things speak"
        forms = [f"what do the {'most' if desc else 'fewest'} {who} {vr[0]} {vr[2]}"]
    text = rng.choice(forms)
    return _imp(text) if text.startswith("give") else _q(text)


# -- yes/no ----------------------------------------------------------------------------------
def ask_entity(slots: dict, rng: random.Random) -> str:
    a, p, o = slots["anchor"], slots["prop"], slots["object"]
    forms = [f"is {o} the {p} of {a}", f"is {possessive(a)} {p} {o}", f"does {a} have {o} as {p}",
             f"is {o} {possessive(a)} {p}", f"does {a} have the {p} {o}"]
    ev = event_reading(p)
    if ev and ev[0] == "where":
        forms += [f"{'was' if ev[1] == 'was' else 'did'} {a} {ev[2]} in {o}"] * 2
    pv = passive_reading(p)
    if pv:  # "is X born in Y", never "is Y the born in of X"
        forms = [f"is {a} {pv[0]} {pv[1]} {o}", f"is it true that {a} is {pv[0]} {pv[1]} {o}"]
    vr = verb_reading(p)
    if vr:
        forms = [f"does {a} {vr[0]} {vr[2]} {o}", f"is it true that {a} {vr[1]} {vr[2]} {o}"]
    of = of_noun(p)
    if of:  # "is X a citizen of Y"
        forms = [f"is {a} {article(of)} of {o}", f"is {a} one of the {plural(of)} of {o}"]
    return _q(rng.choice(forms))


def ask_value(slots: dict, rng: random.Random) -> str:
    a, p, v = slots["anchor"], slots["prop"], slots["object"]
    forms = [f"is the {p} of {a} {v}", f"is {possessive(a)} {p} {v}", f"does {a} have {p} {v}",
             f"does {a} have {article(p)} of {v}"]
    if p == "age":
        forms.append(f"is {a} {v} years old")
    if slots.get("kind") == "date":
        forms.append(f"is {v} the {p} of {a}")
    return _q(rng.choice(forms))


def _comparative(slots: dict, higher: bool) -> tuple[str, bool]:
    p = slots["prop"]
    if slots.get("kind") == "date":
        return (f"a later {p}" if higher else f"an earlier {p}"), False
    more, less, _, _ = measure_adjectives(p)
    w = more if higher else less
    return w, not w.startswith("a ")


def pick_of_two(slots: dict, rng: random.Random) -> str:
    a, b, desc, noun = slots["a"], slots["b"], slots["desc"], _noun(slots)
    comp, bare = _comparative(slots, desc)
    who = "who" if is_personal(noun) else "which"
    if bare:
        forms = [f"{who} is {comp}, {a} or {b}", f"which {noun} is {comp}: {a} or {b}",
                 f"between {a} and {b}, {who} is {comp}"]
    else:
        forms = [f"{who} has {comp}, {a} or {b}", f"which {noun} has {comp}: {a} or {b}",
                 f"between {a} and {b}, which one has {comp}"]
    return _q(rng.choice(forms))


def ask_compare(slots: dict, rng: random.Random) -> str:
    a, b, op = slots["a"], slots["b"], slots["op"]
    comp, bare = _comparative(slots, op == ">")
    p = slots["prop"]
    bigger = "greater" if op == ">" else "smaller"
    if bare:
        forms = [f"is {a} {comp} than {b}", f"is {a} {comp} than {b} is"]
    else:
        forms = [f"does {a} have {comp} than {b}"]
    forms += [f"is the {p} of {a} {bigger} than that of {b}", f"is {possessive(a)} {p} {bigger} than {possessive(b)}"]
    return _q(rng.choice(forms))


def multi_column(slots: dict, rng: random.Random) -> str:
    noun = _noun(slots)
    cols = slots["cols"]
    what = " and ".join(cols)
    where = slots.get("where")
    tail = f" whose {where[0]} is {where[1]}" if where else ""
    pl = plural(noun)
    if slots.get("named"):
        forms = [f"list the {pl}{tail} and their {what}", f"give me each {noun}{tail} with its {what}",
                 f"what are the {pl}{tail} and their {what}", f"show all {pl}{tail} together with their {what}"]
    else:
        forms = [f"list the {what} of all {pl}{tail}", f"what are the {what} of the {pl}{tail}",
                 f"give me the {what} of every {noun}{tail}"]
    text = rng.choice(forms)
    return _q(text) if text.startswith("what") else _imp(text)


_FN_WORDS = {"AVG": ("average", "mean"), "SUM": ("total", "combined"), "MAX": ("maximum", "highest", "largest"),
             "MIN": ("minimum", "lowest", "smallest")}


def aggregate(slots: dict, rng: random.Random) -> str:
    noun, p, fn = _noun(slots), slots["prop"], slots["fn"]
    pl = plural(noun)
    fw = rng.choice(_FN_WORDS[fn])
    where = slots.get("where")
    scope = f"{pl} whose {where[0]} is {where[1]}" if where else f"all {pl}"
    forms = [f"what is the {fw} {p} of {scope}", f"find the {fw} {p} of {scope}", f"give me the {fw} {p} among {scope}",
             f"what is the {fw} {p} over {scope}"]
    if fn == "SUM":
        forms.append(f"what do {scope} add up to in {p}")
    text = rng.choice(forms)
    return _imp(text) if text.split()[0] in ("find", "give") else _q(text)


def ratio(slots: dict, rng: random.Random) -> str:
    noun, p, v = slots.get("noun"), slots["prop"], slots["value"]
    pl = plural(noun) if noun else f"things with {article(p)}"
    forms = [f"what share of {pl} have {p} {v}", f"what fraction of {pl} have {v} as {p}",
             f"what is the proportion of {pl} whose {p} is {v}", f"what ratio of {pl} have the {p} {v}"]
    vr = verb_reading(p)
    pv, of = passive_reading(p), of_noun(p)
    said = (f"{vr[0]} {vr[2]}" if vr else f"are {pv[0]} {pv[1]}" if pv else f"are {plural(of)} of" if of else None)
    if said:  # "what share of things speak X", "... are born in X", "... are citizens of X"
        pl = plural(noun) if noun else "things"
        forms = [f"what share of {pl} {said} {v}", f"what fraction of {pl} {said} {v}"]
    if slots.get("percent") and said:
        forms = [f"what percentage of {pl} {said} {v}", f"what percent of {pl} {said} {v}"]
    elif slots.get("percent"):
        forms = [f"what percentage of {pl} have {p} {v}", f"what percent of {pl} have {v} as {p}",
                 f"how many percent of {pl} have the {p} {v}"]
    return _q(rng.choice(forms))


def count_class(slots: dict, rng: random.Random) -> str:
    noun = _noun(slots)
    pl = plural(noun)
    where, comp = slots.get("where"), slots.get("compare")
    if where:
        p, v = where
        vr = verb_reading(p)
        forms = [f"how many {pl} have {p} {v}", f"count the {pl} whose {p} is {v}",
                 f"what is the number of {pl} with {p} {v}", f"how many {pl} are there whose {p} is {v}"]
        if vr:
            forms = [f"how many {pl} {vr[0]} {vr[2]} {v}", f"count the {pl} that {vr[0]} {vr[2]} {v}"]
    elif comp:
        p, op, v = comp
        words = rng.choice(_OP_WORDS[op])
        forms = [f"how many {pl} have {article(p) if rng.random() < 0.5 else 'a ' + p} {words} {v}",
                 f"count the {pl} whose {p} is {words} {v}", f"what is the number of {pl} with {p} {words} {v}"]
        more, less, _, _ = measure_adjectives(p)
        if op in (">", "<") and not more.startswith("a "):
            forms.append(f"how many {pl} are {more if op == '>' else less} than {v}")
    else:
        forms = [f"how many {pl} are there", f"count the {pl}", f"what is the number of {pl}",
                 f"how many {pl} do we have", f"give me the total number of {pl}"]
    text = rng.choice(forms).replace("a a ", "a ")
    return _imp(text) if text.split()[0] in ("count", "give") else _q(text)


def sorted_list(slots: dict, rng: random.Random) -> str:
    noun, p, desc = _noun(slots), slots["prop"], slots["desc"]
    pl = plural(noun)
    order = "descending" if desc else "ascending"
    with_key = f" and their {p}" if slots.get("show") else ""
    forms = [f"list the {pl}{with_key} sorted by {p} in {order} order", f"list all {pl}{with_key} ordered by {p}"
             + (" from the highest" if desc else ""), f"show the {pl}{with_key} in {order} order of {p}",
             f"sort the {pl}{with_key} by {p}, {'highest' if desc else 'lowest'} first"]
    if slots.get("kind") == "date":
        forms.append(f"list the {pl}{with_key} from the {'latest' if desc else 'earliest'} {p} to the "
                     f"{'earliest' if desc else 'latest'}")
    else:
        _, _, most, least = measure_adjectives(p)
        if not most.startswith("the "):
            forms.append(f"list the {pl}{with_key} from the {most if desc else least} to the {least if desc else most}")
    return _imp(rng.choice(forms))


def group_count(slots: dict, rng: random.Random) -> str:
    noun, p = slots.get("noun"), slots["prop"]
    pl = plural(noun) if noun else "things"
    forms = [f"for each {p}, how many {pl} are there", f"how many {pl} have each {p}",
             f"show each {p} and the number of {pl} with it", f"count the {pl} per {p}",
             f"list every {p} together with how many {pl} have it"]
    vr, pv, of = verb_reading(p), passive_reading(p), of_noun(p)
    if vr:
        forms = [f"how many {pl} {vr[0]} {vr[2]} each {THING}", f"count the {pl} by what they {vr[0]} {vr[2]}"]
    elif pv:  # "how many things are located in each thing"
        forms = [f"how many {pl} are {pv[0]} {pv[1]} each {THING}", f"count the {pl} by what they are {pv[0]} {pv[1]}"]
    elif of and noun:  # "how many fire dragons are enemies of each thing" (the counted class said)
        forms = [f"how many {pl} are {plural(of)} of each {THING}", f"count the {pl} that are {plural(of)} of each {THING}"]
    elif of:  # "how many citizens does each thing have"
        forms = [f"how many {plural(of)} does each {THING} have", f"count the {plural(of)} of each {THING}"]
    text = rng.choice(forms)
    return _imp(text) if text.split()[0] in ("show", "count", "list") else _q(text)


TEMPLATES = {
    "lookup": lookup, "reverse": reverse, "chain2": chain, "chain3": chain, "count": count,
    "superlative": superlative, "ordinal": ordinal_q, "compare_number": compare, "compare_date": compare,
    "group_most": group_most, "ask_entity": ask_entity, "ask_value": ask_value, "pick_of_two": pick_of_two,
    "ask_compare": ask_compare, "multi_column": multi_column, "aggregate": aggregate, "ratio": ratio,
    "count_class": count_class, "sorted_list": sorted_list, "group_count": group_count,
}


def verbalise(draft, rng: random.Random) -> str:
    """The question text of ``draft``."""
    return TEMPLATES[draft.shape](draft.slots, rng)


# -- composed shapes -------------------------------------------------------------------------
def _list(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _cols(cols: list[str], rng: random.Random, many: bool = True) -> str:
    """"the name and age" / "the names and ages": a column said singular or plural."""
    return _list([plural(c) if many and rng.random() < 0.5 else c for c in cols])


def _cond(f, rng: random.Random) -> str:
    """A filter as a relative clause body: "whose age is over 30", "whose name contains smith"."""
    p, op, v, kind = f
    if op == "=":
        return rng.choice((f"whose {p} is {v}", f"with {p} {v}", f"whose {p} is {v}"))
    if op == "!=":
        return rng.choice((f"whose {p} is not {v}", f"with a {p} other than {v}"))
    if op == "CONTAINS":
        return rng.choice((f"whose {p} contains {v}", f"with the word {v} in their {p}"))
    if op in ("or", "between"):
        lo, hi = v
        if op == "between":
            return rng.choice((f"whose {p} is between {lo} and {hi}", f"with {p} from {lo} to {hi}"))
        return rng.choice((f"whose {p} is below {lo} or above {hi}", f"with {p} less than {lo} or greater than {hi}"))
    words = rng.choice((_DATE_WORDS if kind == "date" else _OP_WORDS)[op])
    return rng.choice((f"whose {p} is {words} {v}", f"with {p} {words} {v}"))


def _conds(filters, rng: random.Random) -> str:
    parts = [_cond(f, rng) for f in filters]
    if len(parts) == 2:
        second = parts[1].replace("whose ", "", 1) if parts[1].startswith("whose ") else parts[1]
        return f"{parts[0]} and {'whose ' + second if rng.random() < 0.5 and parts[1].startswith('whose') else second}"
    return " and ".join(parts)


def _finish(text: str) -> str:
    wh = text.split()[0] in ("what", "which", "who", "how") or (
        text.startswith("for each") and (", what " in text or ", how many " in text))
    return _q(text) if wh else _imp(text)


def select_where(slots: dict, rng: random.Random) -> str:
    noun = _noun(slots)
    pl = plural(noun)
    cols = _cols(slots["cols"], rng)
    cond = _conds(slots["filters"], rng)
    scope = f"{pl} {cond}" if cond else f"all {pl}"
    if slots.get("distinct"):
        forms = [f"what are the distinct {cols} of {scope}", f"list the different {cols} of {scope}",
                 f"find the unique {cols} of {scope}"]
    elif cond:
        forms = [f"what are the {cols} of the {pl} {cond}", f"list the {cols} of {pl} {cond}",
                 f"give me the {cols} of every {noun} {cond}", f"show the {cols} of the {pl} {cond}",
                 f"find the {cols} of {pl} {cond}", f"what is the {_list(slots['cols'])} of the {noun} {cond}"]
    else:
        forms = [f"list the {cols} of all {pl}", f"what are the {cols} of the {pl}", f"show the {cols} of every {noun}",
                 f"give me the {cols} of each {noun}"]
    return _finish(rng.choice(forms))


def select_ordered(slots: dict, rng: random.Random) -> str:
    noun, key, desc, limit = _noun(slots), slots["key"], slots["desc"], slots["limit"]
    pl = plural(noun)
    cols = _cols(slots["cols"], rng, many=limit != 1)
    cond = _conds(slots["filters"], rng)
    scope = f"{pl} {cond}" if cond else pl
    date = slots.get("kind") == "date"
    top = ("latest" if desc else "earliest") if date else ("highest" if desc else "lowest")
    if limit == 1:
        if slots.get("key_shown") and len(slots["cols"]) == 1:
            forms = [f"what is the {top} {key} of {scope}", f"give me the {top} {key} among {scope}",
                     f"find the {top} {key} of all {scope}"]
        else:
            forms = [f"what is the {cols} of the {noun} with the {top} {key}" + (f" among {scope}" if cond else ""),
                     f"give me the {cols} of the {noun} {cond + ' ' if cond else ''}that has the {top} {key}",
                     f"find the {cols} of the {noun} with the {top} {key}" + (f", among {scope}" if cond else "")]
    elif limit:
        forms = [f"what are the {cols} of the {limit} {pl} with the {top} {key}" + (f" among {scope}" if cond else ""),
                 f"list the {cols} of the top {limit} {scope} by {key}" if desc
                 else f"list the {cols} of the {limit} {scope} with the {top} {key}"]
    else:
        order = rng.choice((("descending" if desc else "ascending") + " order of " + key,
                            f"{key}, {'highest' if desc else 'lowest'} first" if not date else
                            f"{key}, {'latest' if desc else 'earliest'} first"))
        forms = [f"list the {cols} of {scope} sorted by {order}", f"show the {cols} of all {scope} in {order}",
                 f"what are the {cols} of the {scope}, ordered by {key}{' descending' if desc else ''}"]
    return _finish(rng.choice(forms))


def column_stats(slots: dict, rng: random.Random) -> str:
    noun, p, mode = _noun(slots), slots["prop"], slots["mode"]
    pl = plural(noun)
    if mode == "distinct":
        forms = [f"how many different {plural(p)} do {pl} have", f"how many distinct {plural(p)} are there among {pl}",
                 f"count the different {plural(p)} of {pl}", f"what is the number of distinct {plural(p)} of {pl}"]
    elif mode == "per_group":
        fw = rng.choice(_FN_WORDS[slots["fn"]])
        k = slots["key"]
        forms = [f"what is the {fw} {p} of {pl} for each {k}", f"for each {k}, what is the {fw} {p} of the {pl}",
                 f"show each {k} and the {fw} {p} of {pl} with it", f"give me the {fw} {p} of {pl} per {k}"]
    elif mode == "two":
        a, b = rng.choice(_FN_WORDS[slots["fn"]]), rng.choice(_FN_WORDS[slots["fn2"]])
        forms = [f"what are the {a} and {b} {p} of all {pl}", f"give me the {a} and the {b} {p} of {pl}",
                 f"find the {a} and {b} {p} among {pl}"]
    else:
        c, op = slots["col"], slots["op"]
        rel = "above" if op == ">" else "below"
        forms = [f"what are the {_cols([c], rng)} of the {pl} whose {p} is {rel} the average",
                 (f"list the {_cols([c], rng)} of {pl} with {article(p) if rng.random() < 0.5 else 'a ' + p} "
                  f"{'higher' if op == '>' else 'lower'} than average")]
    return _finish(rng.choice(forms).replace("a a ", "a "))


def group_by(slots: dict, rng: random.Random) -> str:
    noun, k = _noun(slots), slots["key"]
    pl, other, link = plural(noun), slots.get("other"), slots.get("link")
    # what is counted: the rows themselves, or the rows of another class that link to them
    if other:
        counted = plural(other)
        per = f"{noun} {k}"
        have = rng.choice((f"have as {link}", "are linked to"))
    else:
        counted, per, have = pl, k, None
    show, top, having = slots["show"], slots.get("top"), slots.get("having")
    with_count = " and how many " + (f"{counted} there are" if not other else f"{counted} it has") if show else ""
    if top:
        desc, limit = top
        most = "most" if desc else "fewest"
        if limit == 1:
            if other:
                forms = [f"which {per} has the {most} {counted}{with_count}",
                         f"what is the {per} with the {most} {counted}{with_count}",
                         f"give me the {per} that the {most} {counted} {have}{with_count}"]
            else:
                forms = [f"which {k} do the {most} {pl} have{with_count}",
                         f"what is the {'most' if desc else 'least'} common {k} of {pl}{with_count}",
                         f"give me the {k} shared by the {most} {pl}{with_count}"]
        else:
            forms = [f"which {limit} {plural(per)} have the {most} {counted}{with_count}",
                     f"list the {limit} {plural(per)} with the {most} {counted}{with_count}"]
    elif having:
        op, n = having
        amount = {">": f"more than {n}", ">=": f"at least {n}"}[op]
        if other:
            forms = [f"which {plural(per)} have {amount} {counted}{with_count}",
                     f"list the {plural(per)} with {amount} {counted}{with_count}",
                     f"what are the {plural(per)} of {pl} that {amount} {counted} {have}{with_count}"]
        else:
            forms = [f"which {plural(k)} are shared by {amount} {pl}{with_count}",
                     f"list the {plural(k)} that {amount} {pl} have{with_count}",
                     f"what {plural(k)} do {amount} {pl} have{with_count}"]
    else:
        if other:
            forms = [f"for each {per}, how many {counted} are there", f"show each {per} and the number of {counted} it has",
                     f"count the {counted} of each {noun} by {k}"]
        else:
            forms = [f"for each {k}, how many {pl} are there", f"show each {k} and the number of {pl} with it",
                     f"count the {pl} per {k}", f"how many {pl} have each {k}"]
    return _finish(rng.choice(forms))


def _says(link: str, noun: str | None) -> bool:
    """Does a link's name say the class at its end ("host city" a city)? Where it does not
    ("ruled by" a troll), the class noun is said instead: the query types that end."""
    return bool(noun) and noun.split()[-1] in link.split()


def _via(steps: list[dict], cond: str, rng: random.Random) -> str:
    """The relative clause that joins the answer rows to the rows a filter names."""
    far = steps[-1]
    if len(steps) == 1:
        st = steps[0]
        if st["forward"]:
            forms = [f"whose {st['link']} is {article(st['noun'])} {cond}"]
            if cond.startswith("whose ") and _says(st["link"], st["noun"]):  # "whose host city's status is Village"
                forms.append(f"whose {possessive(st['link'])} {cond[len('whose '):]}")
            return rng.choice(forms)
        return rng.choice((f"that are the {st['link']} of {article(st['noun'])} {cond}",
                           f"that are {st['link']} of some {st['noun']} {cond}"))
    mid = steps[0]["noun"]
    return rng.choice((f"that have {article(mid)} whose {far['link']} is {article(far['noun'])} {cond}",
                       f"with {article(mid)} linked to {article(far['noun'])} {cond}"))


def join(slots: dict, rng: random.Random) -> str:
    noun = _noun(slots)
    pl = plural(noun)
    steps = slots["steps"]
    near = [w for i, w in slots["cols"] if i == 0]
    cols = _cols(near, rng)
    pre = "distinct " if slots.get("distinct") else ""
    if slots["filters"]:
        cond = _cond(slots["filters"][0], rng)
        clause = _via(steps, cond, rng)
        forms = [f"what are the {pre}{cols} of the {pl} {clause}", f"list the {pre}{cols} of {pl} {clause}",
                 f"give me the {pre}{cols} of each {noun} {clause}", f"find the {pre}{cols} of {pl} {clause}"]
    else:
        far_col = next(w for i, w in slots["cols"] if i != 0)
        far = steps[-1]
        whose = far["link"] if len(steps) == 1 and far["forward"] and _says(far["link"], far["noun"]) else far["noun"]
        forms = [f"list the {pre}{cols} of each {noun} and the {far_col} of its {whose}",
                 f"show the {pre}{cols} of every {noun} together with the {far_col} of the {far['noun']} it is linked to",
                 f"what are the {pre}{cols} of the {pl} and the {plural(far_col)} of their {plural(whose)}"]
    return _finish(rng.choice(forms))


def negation(slots: dict, rng: random.Random) -> str:
    noun, col, other, link = _noun(slots), slots["col"], slots["other"] or THING, slots["link"]
    pl = plural(noun)
    c = _cols([col], rng)
    forms = [f"list the {c} of {pl} that are not the {link} of any {other}",
             f"what are the {c} of the {pl} that have no {other}",
             f"find the {c} of {pl} without any {other}",
             f"show the {c} of the {pl} that no {other} has as {link}"]
    return _finish(rng.choice(forms))


TEMPLATES.update({"select_where": select_where, "select_ordered": select_ordered, "column_stats": column_stats,
                  "group_by": group_by, "join": join, "negation": negation})
