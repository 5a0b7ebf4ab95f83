"""``python -m kgqa.bench.owl_kg``: questions about a small OWL KG as found in the wild, one JSON
object on stdout.

The KG is ``tests/candidates/data/bestiary.ttl``: individuals named only by IRI local names
(``RedDragon``, ``DraconicL``), no ``rdfs:label`` on any of them, each typed only with its most
specific class (``:Balor a :Demon``; ``:Demon rdfs:subClassOf :Creature``), abbreviated datatype
properties explained by comments (``:dex``, "Dexterity score"). The questions below were written
by hand in plain English while building :mod:`kgqa.candidates.hierarchy` and
:mod:`kgqa.engine.stated_pair`; they are a regression figure for those, not a held-out set.
Gold answers are SPARQL on the same KG (``GOLD``), so the figures follow the KG file.

Groups: ``lists`` (which/who/what), ``counts``, ``yes_no`` (half false), each right when the
answer's set of local names (lists), the count, or the boolean equals the gold.

    python -m kgqa.bench.owl_kg [--search stated_pair=false] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "bestiary.ttl"
B = "http://example.org/bestiary#"
_CREATURE = f"?x a/<http://www.w3.org/2000/01/rdf-schema#subClassOf>* <{B}Creature>"

# (question, group, gold SPARQL): lists project ?x, counts one number, yes/no an ASK
QUESTIONS: list[tuple[str, str, str]] = [
    ("Which creatures are chaotic evil?", "lists", f"SELECT ?x WHERE {{ {_CREATURE} . ?x <{B}hasAlignment> <{B}chaoticEvil> }}"),
    ("Which creatures speak Abyssal?", "lists", f"SELECT ?x WHERE {{ {_CREATURE} . ?x <{B}hasLanguages> <{B}AbyssalL> }}"),
    ("Which creature has the highest dexterity?", "lists",
     f"SELECT ?x WHERE {{ {_CREATURE} . ?x <{B}dex> ?d }} ORDER BY DESC(?d) LIMIT 1"),
    ("Which demons speak Common?", "lists", f"SELECT ?x WHERE {{ ?x a <{B}Demon> ; <{B}hasLanguages> <{B}CommonL> }}"),
    ("What languages do dragons speak?", "lists", f"SELECT DISTINCT ?x WHERE {{ ?d a <{B}Dragon> ; <{B}hasLanguages> ?x }}"),
    ("Which creatures have a speed of 30?", "lists", f"SELECT ?x WHERE {{ {_CREATURE} . ?x <{B}hasSpeedValue> 30 }}"),
    ("Which creatures have a speed greater than 35?", "lists",
     f"SELECT ?x WHERE {{ {_CREATURE} . ?x <{B}hasSpeedValue> ?s FILTER(?s > 35) }}"),
    ("Which dragon is the fastest?", "lists",
     f"SELECT ?x WHERE {{ ?x a <{B}Dragon> ; <{B}hasSpeedValue> ?s . {{ SELECT (MAX(?t) AS ?s) WHERE {{ ?y a <{B}Dragon> ; <{B}hasSpeedValue> ?t }} }} }}"),
    ("Which creature is the strongest?", "lists",
     f"SELECT ?x WHERE {{ {_CREATURE} . ?x <{B}str> ?s . {{ SELECT (MAX(?t) AS ?s) WHERE {{ ?y <{B}str> ?t }} }} }}"),
    ("Which alignment does Vrock have?", "lists", f"SELECT ?x WHERE {{ <{B}Vrock> <{B}hasAlignment> ?x }}"),
    ("Who speaks Giant?", "lists", f"SELECT ?x WHERE {{ ?x <{B}hasLanguages> <{B}GiantL> }}"),
    ("What does Balor speak?", "lists", f"SELECT ?x WHERE {{ <{B}Balor> <{B}hasLanguages> ?x }}"),
    ("Which trolls are chaotic evil?", "lists", f"SELECT ?x WHERE {{ ?x a <{B}Troll> ; <{B}hasAlignment> <{B}chaoticEvil> }}"),
    ("What is the dexterity of Succubus?", "lists", f"SELECT ?x WHERE {{ <{B}Succubus> <{B}dex> ?x }}"),
    ("What is the strength of Hill Troll?", "lists", f"SELECT ?x WHERE {{ <{B}HillTroll> <{B}str> ?x }}"),
    ("Which creatures speak both Draconic and Common?", "lists",
     f"SELECT ?x WHERE {{ ?x <{B}hasLanguages> <{B}DraconicL> , <{B}CommonL> }}"),
    ("Which creatures do not speak Common?", "lists",
     f"SELECT ?x WHERE {{ {_CREATURE} . FILTER NOT EXISTS {{ ?x <{B}hasLanguages> <{B}CommonL> }} }}"),
    ("Which trolls have a strength above 22?", "lists", f"SELECT ?x WHERE {{ ?x a <{B}Troll> ; <{B}str> ?s FILTER(?s > 22) }}"),
    ("How many creatures speak Common?", "counts", f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x <{B}hasLanguages> <{B}CommonL> }}"),
    ("How many creatures are chaotic evil?", "counts", f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x <{B}hasAlignment> <{B}chaoticEvil> }}"),
    ("How many dragons speak Draconic?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x a <{B}Dragon> ; <{B}hasLanguages> <{B}DraconicL> }}"),
    ("How many languages does Succubus speak?", "counts", f"SELECT (COUNT(?x) AS ?n) WHERE {{ <{B}Succubus> <{B}hasLanguages> ?x }}"),
    ("How many dragons are there?", "counts", f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x a <{B}Dragon> }}"),
    ("How many languages are there?", "counts", f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x a <{B}Language> }}"),
    ("What is the average strength of dragons?", "counts", f"SELECT (AVG(?s) AS ?n) WHERE {{ ?x a <{B}Dragon> ; <{B}str> ?s }}"),
    ("What is the highest strength of a demon?", "counts", f"SELECT (MAX(?s) AS ?n) WHERE {{ ?x a <{B}Demon> ; <{B}str> ?s }}"),
]
_YES_NO = [
    ("Is Balor chaotic evil?", True), ("Is Gold Dragon lawful good?", True), ("Is Vrock lawful good?", False),
    ("Is River Troll true neutral?", True), ("Is Hill Troll true neutral?", False),
    ("Does Vrock speak Abyssal?", True), ("Does Hill Troll speak Draconic?", False),
    ("Does Succubus speak Common?", True), ("Does Balor speak Common?", False),
    ("Is Red Dragon a dragon?", True), ("Is Balor a dragon?", False), ("Is Vrock a demon?", True),
    ("Is Hill Troll a demon?", False),
    ("Is the alignment of Balor chaotic evil?", True), ("Is the alignment of Vrock lawful evil?", False),
    ("Does Gold Dragon have a speed of 60?", True), ("Does Balor have a speed of 60?", False),
    ("Is the strength of Balor 35?", True), ("Is the strength of Vrock 30?", False),
    ("Is Gold Dragon faster than Vrock?", True), ("Is Hill Troll stronger than Balor?", False),
    ("Do Balor and Vrock speak the same language?", True), ("Do Balor and Hill Troll share a language?", False),
    ("Does Red Dragon speak more languages than Balor?", True), ("Does Vrock speak more languages than Succubus?", False),
]


def _local(x) -> str:
    text = str(x)
    return text.rsplit("#", 1)[-1] if text.startswith(B) else text


def gold(kg) -> list[dict]:
    """Every question with its gold: a set of local names, a number, or a boolean."""
    return kg_questions.gold(kg, QUESTIONS, _YES_NO, _local)


def score(checkpoint, kg, questions: list[dict], search: dict) -> tuple[dict, list[dict]]:
    return kg_questions.score(checkpoint, kg, questions, search, _local)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("bestiary", KG_FILE, QUESTIONS, _YES_NO, _local, __doc__, argv)


if __name__ == "__main__":
    main()
