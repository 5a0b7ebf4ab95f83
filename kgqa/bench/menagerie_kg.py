"""``python -m kgqa.bench.menagerie_kg``: questions about a small OWL ontology of a menagerie, one JSON object on stdout.

The KG is ``tests/candidates/data/menagerie.ttl``: an invented menagerie of twenty-five magical
animals (eight birds, seven reptiles, six mammals, four invertebrates), seven keepers (two of them
head keepers), seven enclosures, seven home regions and ten diets, all invented and written by hand
in Turtle (540 triples). It is an OWL ontology: everything lies in one hash namespace,
``http://menagerie.example.org/ontology#``, with ``owl:Class`` declarations in an
``rdfs:subClassOf`` hierarchy (``Animal`` > ``Bird`` > ``Phoenix``/``Roc``/``Thunderbird``/
``Moonowl``/``Strider``; ``Animal`` > ``Reptile`` > ``Dragon``/``Wyvern``/``Basilisk``/
``Salamander``; ``Animal`` > ``Mammal`` > ``Unicorn``/``Manticore``/``Kelpie``/``Hollowhound``;
``Animal`` > ``Invertebrate`` > ``Kraken``, > ``Insect`` > ``Glowmoth``; ``Person`` > ``Keeper`` >
``HeadKeeper``; ``Enclosure`` > ``Aviary``/``Vivarium``/``Paddock``/``Lagoon``/``Den``; ``Region``;
``Diet``), ``owl:ObjectProperty`` and ``owl:DatatypeProperty`` declarations with ``rdfs:domain``
and ``rdfs:range``, and individuals typed ``owl:NamedIndividual`` plus their most specific class
only (an animal's ``Bird`` or ``Animal`` membership follows from the hierarchy, never stated).
Individuals are named only by their IRI local names in CamelCase (``EmberwingPhoenix``,
``KeeperOlwenBrisk``, ``GlasswaterLagoon``): there is no ``rdfs:label`` or other name property.
Object properties, in lowerCamelCase: ``keptIn`` (animal to enclosure), ``caredForBy`` (animal to
keeper), ``nativeTo`` (animal to region), ``feedsOn`` (animal to diet), ``offspringOf`` (child to
parent), ``rivalOf`` (declared ``owl:SymmetricProperty`` and stored in both directions),
``managedBy`` (enclosure to keeper), ``supervisedBy`` (keeper to head keeper). Datatype
properties: ``weightKg`` (``xsd:decimal``), ``ageYears``, ``numberOfLegs``, ``wingspanCm`` (only
for winged animals), ``areaSqm``, ``capacity`` (``xsd:integer``), ``canFly`` (``xsd:boolean``),
``acquiredIn``, ``hiredIn`` (``xsd:gYear``), ``climate`` (a plain string on regions). Every other
relation is stored in one direction only.

The bench is blind: the KG and the questions were written, and every gold checked against the
file, before the engine was run on them, by someone who had not read the engine's code; nothing
in the engine was tuned for this KG. The questions are in plain English as a user would ask them,
with names written as people write them ("the Emberwing Phoenix", "keeper Olwen Brisk") and
varied wording ("looks after", "eat", "comes from", "report to"), one to three hops, class
questions that need the hierarchy ("Which birds cannot fly?"), comparisons of two named animals,
superlatives and counts over a hop, some typed the way users type (lowercase, no question mark, a
tokenised `` 's``). Where the answer is an entity, the answer is the entity (its IRI), not its name.

    python -m kgqa.bench.menagerie_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "menagerie.ttl"
O = "http://menagerie.example.org/ontology#"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
SUBCLASS = "<http://www.w3.org/2000/01/rdf-schema#subClassOf>"
XSD_INTEGER = "<http://www.w3.org/2001/XMLSchema#integer>"
ISA = f"{RDF_TYPE}/{SUBCLASS}*"  # membership through the class hierarchy


def _e(name: str) -> str:
    return f"<{O}{name}>"


def _p(name: str) -> str:
    return f"<{O}{name}>"


BIRD, REPTILE, MAMMAL, UNICORN = _e("Bird"), _e("Reptile"), _e("Mammal"), _e("Unicorn")
EMBERWING, ASHCREST, CINDERLING = _e("EmberwingPhoenix"), _e("AshcrestPhoenix"), _e("CinderlingPhoenix")
GLOAMTAIL, STORMHOLLOW, HUSHFEATHER = _e("GloamtailRoc"), _e("StormhollowThunderbird"), _e("HushfeatherMoonowl")
QUILLFOOT, BRAMBLE = _e("QuillfootStrider"), _e("BrambleStrider")
VESPERFANG, MOSSBACK, EMBERLING = _e("VesperfangDragon"), _e("MossbackDragon"), _e("EmberlingDragon")
SLEETWING, GRIMSCALE = _e("SleetwingWyvern"), _e("GrimscaleBasilisk")
SILVERMANE, THORNSPINE, BRACKWATER = _e("SilvermaneUnicorn"), _e("ThornspineManticore"), _e("BrackwaterKelpie")
DEEPCOIL = _e("DeepcoilKraken")
OLWEN, BRANNOCK, TAMSIN, JORREN, MABRY, EDRIK = (
    _e(n) for n in ("KeeperOlwenBrisk", "KeeperBrannockTeel", "KeeperTamsinVoyle", "KeeperJorrenHask",
                    "KeeperMabryQuell", "KeeperEdrikSallow"))
SKYLOFT, EMBER_VIV, MEADOW, GLASSWATER = (
    _e("SkyloftAviary"), _e("EmberVivarium"), _e("MeadowPaddock"), _e("GlasswaterLagoon"))
EMBER_ISLES = _e("EmberIsles")
MOONMOSS, GLIMMERFISH = _e("Moonmoss"), _e("Glimmerfish")

# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    ("Where is the Emberwing Phoenix kept?", "lists", f"SELECT ?x WHERE {{ {EMBERWING} {_p('keptIn')} ?x }}"),
    ("Who looks after the Gloamtail Roc?", "lists", f"SELECT ?x WHERE {{ {GLOAMTAIL} {_p('caredForBy')} ?x }}"),
    ("What does the Brackwater Kelpie eat?", "lists", f"SELECT ?x WHERE {{ {BRACKWATER} {_p('feedsOn')} ?x }}"),
    ("Which animals are native to the Ember Isles?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('nativeTo')} {EMBER_ISLES} }}"),
    ("Which birds cannot fly?", "lists",
     f"SELECT ?x WHERE {{ ?x {ISA} {BIRD} ; {_p('canFly')} false }}"),
    ("which reptiles are able to fly", "lists",
     f"SELECT ?x WHERE {{ ?x {ISA} {REPTILE} ; {_p('canFly')} true }}"),
    ("Where is the parent of the Cinderling Phoenix kept?", "lists",
     f"SELECT ?x WHERE {{ {CINDERLING} {_p('offspringOf')} ?p . ?p {_p('keptIn')} ?x }}"),
    ("Who cares for the parent of the Bramble Strider?", "lists",
     f"SELECT ?x WHERE {{ {BRAMBLE} {_p('offspringOf')} ?p . ?p {_p('caredForBy')} ?x }}"),
    ("What is the heaviest reptile?", "lists",
     f"SELECT ?x WHERE {{ ?x {ISA} {REPTILE} ; {_p('weightKg')} ?w }} ORDER BY DESC(?w) LIMIT 1"),
    ("Which is the oldest mammal in the menagerie?", "lists",
     f"SELECT ?x WHERE {{ ?x {ISA} {MAMMAL} ; {_p('ageYears')} ?a }} ORDER BY DESC(?a) LIMIT 1"),
    ("which is the youngest bird in the collection", "lists",
     f"SELECT ?x WHERE {{ ?x {ISA} {BIRD} ; {_p('ageYears')} ?a }} ORDER BY ?a LIMIT 1"),
    ("Which creature has the largest wingspan?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('wingspanCm')} ?w }} ORDER BY DESC(?w) LIMIT 1"),
    ("Who are the rivals of the Vesperfang Dragon?", "lists",
     f"SELECT ?x WHERE {{ {VESPERFANG} {_p('rivalOf')} ?x }}"),
    ("Which animals does keeper Tamsin Voyle look after?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('caredForBy')} {TAMSIN} }}"),
    ("who is keeper mabry quell 's supervisor", "lists", f"SELECT ?x WHERE {{ {MABRY} {_p('supervisedBy')} ?x }}"),
    ("What is the climate like in the region the Deepcoil Kraken comes from?", "lists",
     f"SELECT ?x WHERE {{ {DEEPCOIL} {_p('nativeTo')} ?r . ?r {_p('climate')} ?x }}"),
    ("Which animals feed on moonmoss?", "lists", f"SELECT ?x WHERE {{ ?x {_p('feedsOn')} {MOONMOSS} }}"),
    ("Which animals share an enclosure with the Grimscale Basilisk?", "lists",
     f"SELECT ?x WHERE {{ {GRIMSCALE} {_p('keptIn')} ?e . ?x {_p('keptIn')} ?e FILTER(?x != {GRIMSCALE}) }}"),
    ("Which animals were acquired before 1995?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('acquiredIn')} ?y FILTER({XSD_INTEGER}(STR(?y)) < 1995) }}"),
    ("Which keepers report to head keeper Olwen Brisk?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('supervisedBy')} {OLWEN} }}"),
    ("Which animals in the Ember Vivarium weigh less than 10 kg?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('keptIn')} {EMBER_VIV} ; {_p('weightKg')} ?w FILTER(?w < 10) }}"),
    ("Who looks after the animals kept in the Glasswater Lagoon?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?a {_p('keptIn')} {GLASSWATER} ; {_p('caredForBy')} ?x }}"),
    ("where does the brackwater kelpie 's rival come from", "lists",
     f"SELECT ?x WHERE {{ {BRACKWATER} {_p('rivalOf')} ?r . ?r {_p('nativeTo')} ?x }}"),
    ("What do the animals in keeper Edrik Sallow's care feed on?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?a {_p('caredForBy')} {EDRIK} ; {_p('feedsOn')} ?x }}"),
    ("Which mammals are heavier than the Silvermane Unicorn?", "lists",
     f"SELECT ?x WHERE {{ {SILVERMANE} {_p('weightKg')} ?s . ?x {ISA} {MAMMAL} ; {_p('weightKg')} ?w "
     f"FILTER(?w > ?s) }}"),
    ("Which animals come from a region with an arctic climate?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('nativeTo')} ?r . ?r {_p('climate')} \"arctic\" }}"),
    ("Which animals does keeper Tamsin Voyle look after that are native to the Ember Isles?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('caredForBy')} {TAMSIN} ; {_p('nativeTo')} {EMBER_ISLES} }}"),
    ("What food do the Vesperfang Dragon and the Emberling Dragon have in common?", "lists",
     f"SELECT ?x WHERE {{ {VESPERFANG} {_p('feedsOn')} ?x . {EMBERLING} {_p('feedsOn')} ?x }}"),
    ("Which is heavier, the Sleetwing Wyvern or the Gloamtail Roc?", "lists",
     f"SELECT ?x WHERE {{ VALUES ?x {{ {SLEETWING} {GLOAMTAIL} }} ?x {_p('weightKg')} ?w }} "
     f"ORDER BY DESC(?w) LIMIT 1"),
    ("Which animals are cared for by the keeper who manages the Meadow Paddock?", "lists",
     f"SELECT ?x WHERE {{ {MEADOW} {_p('managedBy')} ?k . ?x {_p('caredForBy')} ?k }}"),
    ("How many birds does keeper Jorren Hask look after?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {_p('caredForBy')} {JORREN} ; {ISA} {BIRD} }}"),
    ("How many legs does the Grimscale Basilisk have?", "counts",
     f"SELECT ?n WHERE {{ {GRIMSCALE} {_p('numberOfLegs')} ?n }}"),
    ("How much does the Gloamtail Roc weigh?", "counts", f"SELECT ?n WHERE {{ {GLOAMTAIL} {_p('weightKg')} ?n }}"),
    ("How many animals live in the Skyloft Aviary?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {_p('keptIn')} {SKYLOFT} }}"),
    ("How many reptiles are there in the menagerie?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {ISA} {REPTILE} }}"),
    ("how old is the emberwing phoenix", "counts", f"SELECT ?n WHERE {{ {EMBERWING} {_p('ageYears')} ?n }}"),
    ("What is the average age of the unicorns?", "counts",
     f"SELECT (AVG(?a) AS ?n) WHERE {{ ?x {ISA} {UNICORN} ; {_p('ageYears')} ?a }}"),
    ("How many animals in the menagerie eat Glimmerfish?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {_p('feedsOn')} {GLIMMERFISH} }}"),
    ("What is the combined weight of the animals in the Meadow Paddock?", "counts",
     f"SELECT (SUM(?w) AS ?n) WHERE {{ ?x {_p('keptIn')} {MEADOW} ; {_p('weightKg')} ?w }}"),
    ("How many keepers does Brannock Teel supervise?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {_p('supervisedBy')} {BRANNOCK} }}"),
]
YES_NO = [
    ("Is the Vesperfang Dragon heavier than the Mossback Dragon?", True),
    ("Is the Silvermane Unicorn heavier than the Brackwater Kelpie?", False),
    ("Does the Grimscale Basilisk have more legs than the Thornspine Manticore?", True),
    ("Does the Fenwatch Hollowhound have more legs than the Duskveil Glowmoth?", False),
    ("Can the Thornspine Manticore fly?", True), ("Can the Mossback Dragon fly?", False),
    ("Is the Hushfeather Moonowl kept in the Skyloft Aviary?", True),
    ("Is the Gloamtail Roc kept in the Cinder Aviary?", False),
    ("Is the Ashcrest Phoenix the offspring of the Emberwing Phoenix?", True),
    ("Is the Dawnhoof Unicorn older than the Ashcrest Phoenix?", False),
    ("Does keeper Edrik Sallow look after the Grimscale Basilisk?", True),
    ("Does keeper Jorren Hask care for the Deepcoil Kraken?", False),
    ("Is the Sleetwing Wyvern a reptile?", True), ("Is the Deepcoil Kraken a mammal?", False),
    ("Was the Vesperfang Dragon acquired before the Deepcoil Kraken?", True),
    ("Was the Hushfeather Moonowl acquired before 2010?", False),
    ("is the twinkleflame salamander native to the ember isles", True),
    ("Does the Brackwater Kelpie feed on Moonmoss?", False),
    ("Is the Thornspine Manticore a rival of the Silvermane Unicorn?", True),
    ("does the keeper of the quillfoot strider also look after the bramble strider", False),
]


name_of = kg_questions.name_under(O)  # an entity by its local name (``EmberwingPhoenix``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("menagerie", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
