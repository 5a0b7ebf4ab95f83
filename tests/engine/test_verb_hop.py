"""kgqa.engine.verb_hop: the property the question's verb names, in the direction it says."""

from __future__ import annotations

from kgqa.engine.verb_hop import verb_form, verb_hop
from kgqa.wordforms import stem

S = "http://example.org/sw#"


def test_stems_meet_verbs_and_agent_nouns():
    assert stem("maintains") == stem("maintainer") == stem("maintain")
    assert stem("taught") == stem("teacher") and stem("directed") == stem("director")
    assert stem("mentor") == stem("mentored") == "mentor"


def test_who_does_the_verb():
    assert verb_form("Which projects does keiko halloran maintain?", "keiko halloran", "projects").entity_subject
    assert not verb_form("Which projects depend on cinderpipe?", "cinderpipe", "projects").entity_subject
    assert not verb_form("What is ferris disease treated with?", "ferris disease", None).entity_subject
    mentor = verb_form("Who is cyrus langtree's mentor?", "cyrus langtree", None)
    assert mentor.possessed and mentor.words == ["mentor"]
    assert verb_form("How many projects does keiko halloran maintain?", "keiko halloran", None) is None
    # a noun before the name and one after it: a chain, the model's
    assert verb_form("What is the nationality of anna berg's child?", "anna berg", None) is None


def _read(question, name, out, into):
    words = question.split()
    noun = (words[1].lower(), None) if words[0].lower() in ("which", "what") else (None, None)

    def listing(query):
        if " a ?p" in query:
            return []  # the named thing's classes: none here
        return out if query.startswith(f"SELECT DISTINCT ?p WHERE {{ <{S}{name}> ?p") else into

    found = verb_hop(question, {("ent", S + name): name.lower()}, lambda q: noun, lambda c: "a", listing,
                     lambda props: sorted(props)[0] if props else None, lambda p: p.rsplit("#", 1)[-1])
    return None if found is None else found.sparql


def test_the_direction_the_question_says():
    # stored both ways round: who depends is the answer; the maintainer is who maintains
    assert f"?x <{S}dependsOn> <{S}cinderpipe>" in _read("Which projects depend on cinderpipe?", "cinderpipe",
                                                        [S + "dependsOn"], [S + "dependsOn"])
    assert f"?x <{S}maintainer> <{S}keiko>" in _read("Which projects does keiko maintain?", "keiko",
                                                    [S + "maintainer"], [S + "maintainer"])
    assert f"<{S}lantern> <{S}maintainer> ?x" in _read("Who maintains lantern?", "lantern",
                                                      [S + "maintainer"], [S + "maintainer"])
    assert f"<{S}cyrus> <{S}mentor> ?x" in _read("Who is cyrus's mentor?", "cyrus", [S + "mentor"], [S + "mentor"])
    # one way only: that way
    assert f"?x <{S}treats> <{S}ferris>" in _read("What is ferris treated with?", "ferris", [S + "prevalence"],
                                                 [S + "treats"])


def test_a_verb_naming_no_property_is_no_reading():
    assert _read("Where was ferris born?", "ferris", [S + "birthPlace"], []) is None
    assert _read("Which drugs treat ferris?", "ferris", [S + "prevalence"], [S + "gene"]) is None
    # two relations said: a chain, not one step
    assert _read("Who is the spouse of the director of paper?", "paper", [S + "director"], [S + "spouse"]) is None
    # not done to X: "the budget of the Sales department" is no participle
    assert _read("What is the budget of the sales department?", "sales", [], [S + "department"]) is None


def test_the_noun_phrase_a_thing_has_names_its_own_property():
    had = verb_form("What optional skills does a web developer have?", "web developer", "optional")
    assert had.possessed and had.words == ["optional", "skills"]
    assert verb_form("Which projects does keiko have?", "keiko", "projects").words == ["projects"]
    # the noun phrase's every word: the optional skills, not the essential ones
    assert f"<{S}baker> <{S}relatedOptionalSkill> ?x" in _read(
        "What optional skills does baker have?", "baker", [S + "relatedEssentialSkill", S + "relatedOptionalSkill"], [])
    # X's own property only: what points at X is not what X has
    assert _read("What optional skills does baker have?", "baker", [], [S + "relatedOptionalSkill"]) is None


def test_the_asked_class_one_step_from_the_named_thing():
    from kgqa.engine.verb_hop import class_hop

    def listing(outs, ins):
        return lambda q: outs if q.startswith(f"SELECT DISTINCT ?p WHERE {{ <{S}sql> ?p ?x") else ins

    found = class_hop({("ent", S + "sql"): "sql"}, S + "SkillGroup", lambda c: "a", listing([S + "broader"], []))
    assert f"<{S}sql> <{S}broader> ?x . ?x a <{S}SkillGroup>" in found.sparql
    found = class_hop({("ent", S + "sql"): "sql"}, S + "Skill", lambda c: "a", listing([], [S + "broader"]))
    assert f"?x <{S}broader> <{S}sql>" in found.sparql
    # two links to the class, or no class asked: nothing says which
    assert class_hop({("ent", S + "sql"): "sql"}, S + "Skill", lambda c: "a", listing([S + "a"], [S + "b"])) is None
    assert class_hop({("ent", S + "sql"): "sql"}, None, lambda c: "a", listing([S + "a"], [])) is None
