"""``python -m kgqa.bench.creatures_kg``: questions about a small OWL bestiary of invented creatures, one JSON object on stdout.

The KG is ``tests/candidates/data/creatures.ttl``: an ``owl:Ontology`` with thirty-three invented
fantasy creatures, eight realms, eight languages and ten kinds of food, all written by hand in
Turtle (575 triples). Everything, classes, properties and individuals, is under one hash namespace,
``http://bestiary.example.net/onto#``. Classes are ``owl:Class`` declarations in an
``rdfs:subClassOf`` hierarchy (``Creature`` > ``Dragon`` > ``FireDragon``/``FrostDragon``/
``SeaDragon``; ``Creature`` > ``Beast`` > ``Wolf``/``GiantSpider``/``Serpent``; ``Creature`` >
``Undead`` > ``Wraith``/``Lich``/``Ghoul``; ``Creature`` > ``Humanoid`` > ``Elf``/``Troll``/
``Goblin``; ``Creature`` > ``Construct``; and ``Realm``, ``Language``, ``Food`` on their own).
Each individual is an ``owl:NamedIndividual`` typed by its most specific class only (a few
directly by ``Dragon``, ``Beast``, ``Undead`` or ``Humanoid``), so class questions need the
hierarchy. Individuals are named ONLY by their IRI local names, CamelCase (``GreyWarg``,
``AshenStrider``) or Underscore_Separated (``Vexmor_the_Ashen``): there is no ``rdfs:label`` and
no other name property. Object properties (``owl:ObjectProperty`` with ``rdfs:domain``/
``rdfs:range``): ``livesIn`` (creature to realm), ``speaks`` (to languages), ``eats`` (to food),
``enemyOf``, ``allyOf``, ``ridesOn`` (rider to mount), ``createdBy`` (creation to creator),
``ruledBy`` (realm to creature), ``bordersOn`` (realm to realm). ``enemyOf``, ``allyOf`` and
``bordersOn`` are declared ``owl:SymmetricProperty`` but each pair is stored in one direction
only, so the gold for "the allies of X" looks both ways. Datatype properties
(``owl:DatatypeProperty``): ``hasLanguages`` (``xsd:integer``, the number of languages spoken,
0 for creatures that speak none), ``heightInMeters`` (``xsd:decimal``), ``lifespanYears`` and
``dangerLevel`` (1 to 10; ``xsd:integer``), ``isVenomous`` and ``canFly`` (``xsd:boolean``), and
``climate`` (a plain string, on realms).

The bench is blind: the KG and the questions were written, and every gold checked against the
file, before the engine was run on them, by someone who had not read the engine's code; nothing
in the engine was tuned for this KG. The questions are in plain English as a user would ask them,
with names written as people write them ("Vexmor the Ashen"), varied wording ("rule", "mount",
"taller", "more dangerous"), one to three hops, comparisons of two named creatures, superlatives
and class questions, some typed the way users type (lowercase, no question mark, a tokenised
`` 's``). Where the answer is an entity, the answer is the entity (its IRI), not its name.

    python -m kgqa.bench.creatures_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "creatures.ttl"
BASE = "http://bestiary.example.net/onto#"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
SUBCLASS_OF = "<http://www.w3.org/2000/01/rdf-schema#subClassOf>"
TRUE = "\"true\"^^<http://www.w3.org/2001/XMLSchema#boolean>"


def _e(name: str) -> str:
    return f"<{BASE}{name}>"


def _p(name: str) -> str:
    return f"<{BASE}{name}>"


def _is_a(var: str, cls: str) -> str:
    """``var`` is an instance of ``cls`` or of one of its subclasses."""
    return f"{var} {RDF_TYPE} ?cls_{var[1:]} . ?cls_{var[1:]} {SUBCLASS_OF}* {_e(cls)} ."


VEXMOR, PYRRHAXIS, SULVARAN, GLACIVORN, ISSKALDRA, THALASSRYN, KORRIGASH = (
    _e(n) for n in ("Vexmor_the_Ashen", "Pyrrhaxis", "Sulvaran_Emberwing", "Glacivorn", "Isskaldra_the_Pale",
                    "Thalassryn", "Korrigash"))
GREYWARG, SKARN, YSSKA, BRAMBLEHORN, ASHEN_STRIDER = (
    _e(n) for n in ("GreyWarg", "Skarn_Bloodmaw", "Old_Mother_Ysska", "Bramblehorn", "AshenStrider"))
AZHRAKUL, QUILLITH, GRUBBLESHANK, PALLID_HOX, BRASSJAW, CLAY_WARDEN = (
    _e(n) for n in ("Azhrakul", "Quillith_the_Unbound", "Grubbleshank", "Pallid_Hox", "Brassjaw", "ClayWardenUmmo"))
ELOWEN, THESSARIN, GRUMBAK, HULDA, SNIKWIT, ZAGRA, ORLA = (
    _e(n) for n in ("Elowen_Starwhisper", "Thessarin_Leafblade", "Grumbak_Stonejaw", "Hulda_Mossback", "Snikwit",
                    "Zagra_Redcap", "Orla_Fenwright"))
CINDERREACH, FROSTHOLLOW, THORNVALE, GLOAMWOOD, MIREFEN, ASHGRAVE = (
    _e(n) for n in ("Cinderreach", "Frosthollow", "Thornvale", "Gloamwood", "Mirefen", "Ashgrave"))
COMMON_TONGUE, DRACONIC, GRIKKISH, MARSH_DEER, BOG_EEL = (
    _e(n) for n in ("Common_Tongue", "Draconic", "Grikkish", "Marsh_Deer", "Bog_Eel"))


def _both(a: str, prop: str, var: str = "?x") -> str:
    """``var`` related to ``a`` by a symmetric property stored in one direction only."""
    return f"{{ {a} {_p(prop)} {var} }} UNION {{ {var} {_p(prop)} {a} }}"


def _more(a: str, b: str, prop: str) -> str:
    """The one of ``a`` and ``b`` with the larger ``prop``."""
    return f"SELECT ?x WHERE {{ VALUES ?x {{ {a} {b} }} ?x {_p(prop)} ?v }} ORDER BY DESC(?v) LIMIT 1"


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    ("Where does Vexmor the Ashen live?", "lists", f"SELECT ?x WHERE {{ {VEXMOR} {_p('livesIn')} ?x }}"),
    ("Which languages does Azhrakul speak?", "lists", f"SELECT ?x WHERE {{ {AZHRAKUL} {_p('speaks')} ?x }}"),
    ("What does Grumbak Stonejaw eat?", "lists", f"SELECT ?x WHERE {{ {GRUMBAK} {_p('eats')} ?x }}"),
    ("Which undead creatures are venomous?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {_is_a('?x', 'Undead')} ?x {_p('isVenomous')} {TRUE} }}"),
    ("What does the ally of Hulda Mossback eat?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {_both(HULDA, 'allyOf', '?a')} ?a {_p('eats')} ?x }}"),
    ("which is more dangerous, sulvaran emberwing or isskaldra the pale", "lists",
     _more(SULVARAN, ISSKALDRA, "dangerLevel")),
    ("Who is taller, Grumbak Stonejaw or Hulda Mossback?", "lists", _more(GRUMBAK, HULDA, "heightInMeters")),
    ("What is the tallest dragon?", "lists",
     f"SELECT ?x WHERE {{ {_is_a('?x', 'Dragon')} ?x {_p('heightInMeters')} ?h }} ORDER BY DESC(?h) LIMIT 1"),
    ("Which creature speaks the most languages?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('hasLanguages')} ?n }} ORDER BY DESC(?n) LIMIT 1"),
    ("Who created Grubbleshank?", "lists", f"SELECT ?x WHERE {{ {GRUBBLESHANK} {_p('createdBy')} ?x }}"),
    ("Which creatures did Azhrakul create?", "lists", f"SELECT ?x WHERE {{ ?x {_p('createdBy')} {AZHRAKUL} }}"),
    ("What is Snikwit's mount?", "lists", f"SELECT ?x WHERE {{ {SNIKWIT} {_p('ridesOn')} ?x }}"),
    ("who rides bramblehorn", "lists", f"SELECT ?x WHERE {{ ?x {_p('ridesOn')} {BRAMBLEHORN} }}"),
    ("Who are the enemies of Elowen Starwhisper?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {_both(ELOWEN, 'enemyOf')} }}"),
    ("Who are Vexmor the Ashen's allies?", "lists", f"SELECT DISTINCT ?x WHERE {{ {_both(VEXMOR, 'allyOf')} }}"),
    ("Which realm does Azhrakul rule?", "lists", f"SELECT ?x WHERE {{ ?x {_p('ruledBy')} {AZHRAKUL} }}"),
    ("Who rules the realm where Snikwit lives?", "lists",
     f"SELECT ?x WHERE {{ {SNIKWIT} {_p('livesIn')} ?r . ?r {_p('ruledBy')} ?x }}"),
    ("Which dragons live in Frosthollow?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {_is_a('?x', 'Dragon')} ?x {_p('livesIn')} {FROSTHOLLOW} }}"),
    ("which goblins can speak the common tongue", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {_is_a('?x', 'Goblin')} ?x {_p('speaks')} {COMMON_TONGUE} }}"),
    ("What languages do both Glacivorn and Quillith the Unbound speak?", "lists",
     f"SELECT ?x WHERE {{ {GLACIVORN} {_p('speaks')} ?x . {QUILLITH} {_p('speaks')} ?x }}"),
    ("Which venomous creatures live in Mirefen?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('livesIn')} {MIREFEN} ; {_p('isVenomous')} {TRUE} }}"),
    ("What is the most dangerous beast?", "lists",
     f"SELECT ?x WHERE {{ {_is_a('?x', 'Beast')} ?x {_p('dangerLevel')} ?d }} ORDER BY DESC(?d) LIMIT 1"),
    ("Which humanoid has the longest lifespan?", "lists",
     f"SELECT ?x WHERE {{ {_is_a('?x', 'Humanoid')} ?x {_p('lifespanYears')} ?y }} ORDER BY DESC(?y) LIMIT 1"),
    ("where does the creature quillith the unbound rides live", "lists",
     f"SELECT ?x WHERE {{ {QUILLITH} {_p('ridesOn')} ?m . ?m {_p('livesIn')} ?x }}"),
    ("What does the creator of Clay Warden Ummo ride?", "lists",
     f"SELECT ?x WHERE {{ {CLAY_WARDEN} {_p('createdBy')} ?c . ?c {_p('ridesOn')} ?x }}"),
    ("Which creatures are taller than 12 meters?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('heightInMeters')} ?h FILTER(?h > 12) }}"),
    ("Which realms border Mirefen?", "lists", f"SELECT DISTINCT ?x WHERE {{ {_both(MIREFEN, 'bordersOn')} }}"),
    ("What do the creatures of Gloamwood eat?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?c {_p('livesIn')} {GLOAMWOOD} ; {_p('eats')} ?x }}"),
    ("What's the climate like in Frosthollow?", "lists", f"SELECT ?x WHERE {{ {FROSTHOLLOW} {_p('climate')} ?x }}"),
    ("Who rules the realm that Brassjaw 's creator lives in?", "lists",
     f"SELECT ?x WHERE {{ {BRASSJAW} {_p('createdBy')} ?c . ?c {_p('livesIn')} ?r . ?r {_p('ruledBy')} ?x }}"),
    ("How many dragons live in Cinderreach?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {_is_a('?x', 'Dragon')} ?x {_p('livesIn')} {CINDERREACH} }}"),
    ("How many languages does Elowen Starwhisper speak?", "counts",
     f"SELECT ?n WHERE {{ {ELOWEN} {_p('hasLanguages')} ?n }}"),
    ("how many creatures did azhrakul create", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('createdBy')} {AZHRAKUL} }}"),
    ("How many undead are there in the bestiary?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {_is_a('?x', 'Undead')} }}"),
    ("What is the lifespan of Glacivorn in years?", "counts",
     f"SELECT ?n WHERE {{ {GLACIVORN} {_p('lifespanYears')} ?n }}"),
    ("How many creatures feed on marsh deer?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {_p('eats')} {MARSH_DEER} }}"),
    ("How many venomous beasts are there?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {_is_a('?x', 'Beast')} ?x {_p('isVenomous')} {TRUE} }}"),
    ("What is the danger level of the creature Snikwit rides?", "counts",
     f"SELECT ?n WHERE {{ {SNIKWIT} {_p('ridesOn')} ?m . ?m {_p('dangerLevel')} ?n }}"),
    ("How many realms border Ashgrave?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {_both(ASHGRAVE, 'bordersOn')} }}"),
    ("how many creatures live in the realm glacivorn rules", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?r {_p('ruledBy')} {GLACIVORN} . ?x {_p('livesIn')} ?r }}"),
]
YES_NO = [
    ("Does Azhrakul speak more languages than Glacivorn?", True),
    ("Does Snikwit speak more languages than Hulda Mossback?", False),
    ("Is Vexmor the Ashen taller than Glacivorn?", True),
    ("Is Korrigash taller than Isskaldra the Pale?", False),
    ("is the ruler of thornvale a troll", True),
    ("Is Bramblehorn venomous?", False),
    ("Does Glacivorn live in Frosthollow?", True),
    ("Does Pyrrhaxis live in Thornvale?", False),
    ("Is Grubbleshank an undead creature?", True),
    ("Is Nagrath a dragon?", False),
    ("Was Brassjaw created by Orla Fenwright?", True),
    ("Was Pallid Hox created by Azhrakul?", False),
    ("Is Vexmor the Ashen an enemy of Glacivorn?", True),
    ("Is Thessarin Leafblade an ally of Grumbak Stonejaw?", False),
    ("does zagra redcap ride the ashen strider", True),
    ("does snikwit ride bramblehorn", False),
    ("Is Azhrakul more dangerous than Quillith the Unbound?", True),
    ("Does Skarn Bloodmaw live longer than Old Mother Ysska?", False),
    ("does elowen starwhisper speak draconic", True),
    ("Does Thessarin Leafblade speak Grikkish?", False),
]


name_of = kg_questions.name_under(BASE)  # an entity by its local name (``Vexmor_the_Ashen``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("creatures", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
