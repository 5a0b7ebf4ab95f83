"""Readings session 45's blind KGs showed, asked through the real engine (the shipped
checkpoint) on a real Oxigraph server, each against a gold query run on the same KG:

- a chain linked by a verb to another named thing ("Which of X's children was born in Y?",
  "Which people live in the capital of Z?", "Does A live in the capital of Z?");
- "the same N as E" (the things sharing E's value of the property N names);
- "Who is taller, A or B?" (the one of two with more of a measure);
- "who is X's boss's boss": a chain asked with "who" ends at a thing, not an attribute;
- "Which products have been discontinued?" (a flag after "have been");
- "Who does X report to?" (the boss, for a name or a chain's end); "How many employees does X
  manage?" (``:manager`` names the verb's agent: those whose manager X is);
- "Is A an enemy of B?" where the KG states it once, as B's enemy (enemies hold both ways);
- things typed by a subclass of the asked class ("Which creatures did X create?"), and "Which N
  <verb>s the most M?".
"""

from __future__ import annotations

import pytest

from kgqa.engine.chain_links import object_chain, subject_chain
from kgqa.engine.comparison import Comparison, parse_which_of
from kgqa.engine.same_as import same_as

KIN, REL = "http://kin.example.net/id/", "http://kin.example.net/rel/"
SD, SO = "http://supply.example.com/data/", "http://supply.example.com/ontology/"
B = "http://bestiary.example.net/onto#"
PARENT = f"<{REL}father>|<{REL}mother>"


def test_the_forms_are_read_from_the_words():
    stated = {("ent", "T"): "theo quillon", ("ent", "O"): "ostrelund"}
    link = subject_chain("Which of Theo Quillon's children was born in Ostrelund?", stated)
    assert link is not None and link.readings[0].nouns == ("children",) and link.verb == "born in" and link.other == "O"
    found = object_chain("Does Ines Marrish live in the capital of Tamsaria?",
                         {("ent", "I"): "ines marrish", ("ent", "T"): "tamsaria"})
    assert found is not None and found[0].verb == "live in" and found[1] == "I"
    assert object_chain("What is the capital of Tamsaria?", {("ent", "T"): "tamsaria"}) is None
    assert same_as("Who works in the same department as Rafe Dallimore?", {("ent", "R"): "rafe dallimore"}) == \
        ("department", "R")
    assert parse_which_of("Who is taller, A or B?").comparative == "taller"
    assert parse_which_of("Which is the capital, A or B?") is None
    # a verb and "more" or a comparative with the noun compared
    assert parse_which_of("Which company has more employees, A or B?") == Comparison("A", "B", "more", "employees")
    assert parse_which_of("which city has a larger population: A or B") == Comparison("A", "B", "larger", "population")
    assert parse_which_of("Which conference drew fewer attendees, A or B?").noun == "attendees"
    assert parse_which_of("Which band is Felix in, A or B?") is None


@pytest.mark.parametrize("kg,question,gold", [
    ("kin", "Which of Theo Quillon's children was born in Ostrelund?",
     f"SELECT ?x WHERE {{ ?x {PARENT} <{KIN}P17> ; <{REL}birthPlace>/<{REL}locatedIn> <{KIN}N3> }}"),
    ("kin", "Which people live in the capital of Tamsaria?",
     f"SELECT ?x WHERE {{ <{KIN}N4> <{REL}capital> ?c . ?x <{REL}residence> ?c }}"),
    ("kin", "Who is older, Jonas Kovel or Aleksi Marrish?",
     f"SELECT ?x WHERE {{ VALUES ?x {{ <{KIN}P23> <{KIN}P25> }} ?x <{REL}birthYear> ?y }} ORDER BY ?y LIMIT 1"),
    ("supply", "Who works in the same department as Rafe Dallimore?",
     f"SELECT ?x WHERE {{ <{SD}employee/14> <{SO}worksIn> ?d . ?x <{SO}worksIn> ?d FILTER(?x != <{SD}employee/14>) }}"),
    ("supply", "who is sabine okonkwo-hale 's boss 's boss",
     f"SELECT ?x WHERE {{ <{SD}employee/11> <{SO}manager>/<{SO}manager> ?x }}"),
    ("supply", "Which products have been discontinued?", f"SELECT ?x WHERE {{ ?x <{SO}discontinued> true }}"),
    # "report to" says the boss (general English), for a name and after a chain
    ("supply", "Who does Corvin Ashdale report to?", f"SELECT ?x WHERE {{ <{SD}employee/4> <{SO}manager> ?x }}"),
    ("supply", "Who does Liesl Marrowgate's manager report to?",
     f"SELECT ?x WHERE {{ <{SD}employee/9> <{SO}manager>/<{SO}manager> ?x }}"),
    # a property named by the verb's agent noun: X manages those whose manager X is
    ("supply", "How many employees does Ilsabet Varga-Noon manage?",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x <{SO}manager> <{SD}employee/3> }}"),
    ("creatures", "Who is taller, Grumbak Stonejaw or Hulda Mossback?",
     f"SELECT ?x WHERE {{ VALUES ?x {{ <{B}Grumbak_Stonejaw> <{B}Hulda_Mossback> }} ?x <{B}heightInMeters> ?h }} "
     f"ORDER BY DESC(?h) LIMIT 1"),
    ("creatures", "What does the creator of Clay Warden Ummo ride?",
     f"SELECT ?x WHERE {{ <{B}ClayWardenUmmo> <{B}createdBy>/<{B}ridesOn> ?x }}"),
    # things typed by a subclass of the asked class are of it: no hop on to "creatures"
    ("creatures", "Which creatures did Azhrakul create?", f"SELECT ?x WHERE {{ ?x <{B}createdBy> <{B}Azhrakul> }}"),
    ("creatures", "Which creature speaks the most languages?",
     f"SELECT ?x WHERE {{ ?x <{B}hasLanguages> ?n }} ORDER BY DESC(?n) LIMIT 1"),
])
def test_the_things_asked_for(shipped_engine, bench_kg, answers_as_gold, kg, question, gold):
    got, want, answer = answers_as_gold(shipped_engine, bench_kg(kg), kg, question, gold)
    assert want and got == want, answer.sparql


@pytest.mark.parametrize("kg,question,ask", [
    ("kin", "Does Ines Marrish live in the capital of Tamsaria?",
     f"ASK {{ <{KIN}N4> <{REL}capital> ?c . <{KIN}P49> <{REL}residence> ?c }}"),
    ("kin", "Does Oskar Kovel live in the capital of Tamsaria?",
     f"ASK {{ <{KIN}N4> <{REL}capital> ?c . <{KIN}P1> <{REL}residence> ?c }}"),
    ("creatures", "Is Vexmor the Ashen an enemy of Glacivorn?",
     f"ASK {{ <{B}Vexmor_the_Ashen> <{B}enemyOf>|^<{B}enemyOf> <{B}Glacivorn> }}"),
    ("creatures", "Is Glacivorn an ally of Vexmor the Ashen?",
     f"ASK {{ <{B}Vexmor_the_Ashen> <{B}allyOf>|^<{B}allyOf> <{B}Glacivorn> }}"),
])
def test_yes_no(shipped_engine, bench_kg, kg, question, ask):
    truth = bench_kg(kg).ask(ask)
    answer = shipped_engine.answer(question, bench_kg(kg), kg_name=kg)
    assert answer.boolean is truth, answer.sparql


@pytest.mark.parametrize("name,nouns", [
    ("reports to", {"manager", "boss", "supervisor"}), ("lives in", {"residence", "home"}),
    ("is married to", {"spouse", "wife", "husband"}), ("works for", {"employer"}), ("plays for", {"team"}),
])
def test_a_property_named_by_a_verb_phrase_says_its_nouns(name, nouns):
    from kgqa.engine.stated_chain import verb_phrase_nouns

    assert nouns <= verb_phrase_nouns(name)


@pytest.mark.parametrize("name", ["from", "title", "father", "report", "has"])
def test_other_names_say_no_noun(name):
    """A preposition alone ("from": a flight's origin airport) or a noun says no other noun."""
    from kgqa.engine.stated_chain import verb_phrase_nouns

    assert verb_phrase_nouns(name) == set()


def test_the_noun_of_a_name_ending_the_question_is_a_possession():
    from kgqa.engine.possessed import possessed_nouns

    assert possessed_nouns("Who is the manager of Nancy Davolio?", ["Nancy Davolio"]) == [("nancy davolio", "manager")]
    assert possessed_nouns("Which products are in the Seafood category?", ["Seafood"]) == []
    assert possessed_nouns("Who is the manager of Nancy Davolio's sister?", ["Nancy Davolio"]) == [("nancy davolio", "sister")]
