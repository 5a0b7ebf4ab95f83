"""``python -m kgqa.bench.music_kg``: questions about a small music KG, one JSON object on stdout.

The KG is ``tests/candidates/data/music.ttl``: about twenty musicians and producers, six bands,
sixteen albums, four record labels, eight cities in four countries, and a few instruments and
genres, written by hand in Turtle. It has no ``rdf:type`` and no classes: every entity has only
an English ``rdfs:label``, and the properties (``memberOf``, ``plays``, ``bornIn``,
``performer``, ``releasedBy``, ``releaseYear``, ``trackCount``, ``basedIn``, ``locatedIn``,
``influencedBy``, ``marriedTo``, ``producedBy``, ...) have camelCase names and no labels.

The bench is blind: the KG and the questions were written, and every gold checked against the
file, before the engine was run on them, by someone who had not read the engine's code; nothing
in the engine was tuned for this KG. The questions are in plain English as a user would ask them,
mostly about named things, one to three hops. Where the answer is an entity, the answer is the
entity (its IRI), not its name.

    python -m kgqa.bench.music_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "music.ttl"
M = "http://example.org/music/"
P = M + "prop/"


def _e(name: str) -> str:
    return f"<{M}{name}>"


def _p(name: str) -> str:
    return f"<{P}{name}>"


COPPER_OWLS, HOLLOW_MERIDIAN, GLASS_ORCHARD, LANTERN_SAINTS, VELVET_CARTOGRAPHERS = (
    _e(n) for n in ("The_Copper_Owls", "Hollow_Meridian", "Glass_Orchard", "The_Lantern_Saints",
                    "Velvet_Cartographers"))
NORTHBOUND_STATIC = _e("Northbound_Static")
MARLA, INES, FELIX, CASPAR = (_e(n) for n in ("Marla_Venn", "Ines_Varga", "Felix_Ordway", "Caspar_Lowe"))
SELMA, THEO, RUTH = _e("Selma_Reyes"), _e("Theo_Okafor"), _e("Ruth_Albrecht")
NIGHT_CARTOGRAPHY, SIGNAL_FIRES, SALT_LINES, MIDNIGHT_FERRY, BRASS, PAPER_LIGHTHOUSES = (
    _e(n) for n in ("Night_Cartography", "Signal_Fires", "Salt_Lines", "Midnight_Ferry",
                    "Brass_Constellations", "Paper_Lighthouses"))
BELLWETHER = _e("Bellwether_Records")
LISK, VALMOOR = _e("Lisk"), _e("Valmoor")
AURENLAND, OSTRAVIA = _e("Aurenland"), _e("Ostravia")
VOCALS, DRUMS = _e("Vocals"), _e("Drums")

# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    ("Who are the members of The Copper Owls?", "lists", f"SELECT ?x WHERE {{ ?x {_p('memberOf')} {COPPER_OWLS} }}"),
    ("Which albums did Glass Orchard release?", "lists", f"SELECT ?x WHERE {{ ?x {_p('performer')} {GLASS_ORCHARD} }}"),
    ("Where was the singer of The Copper Owls born?", "lists",
     f"SELECT ?x WHERE {{ ?s {_p('memberOf')} {COPPER_OWLS} ; {_p('plays')} {VOCALS} ; {_p('bornIn')} ?x }}"),
    ("In which country is the label of Midnight Ferry based?", "lists",
     f"SELECT ?x WHERE {{ {MIDNIGHT_FERRY} {_p('releasedBy')} ?l . ?l {_p('basedIn')} ?c . ?c {_p('locatedIn')} ?x }}"),
    ("Who influenced the members of The Copper Owls?", "lists",
     f"SELECT ?x WHERE {{ ?m {_p('memberOf')} {COPPER_OWLS} ; {_p('influencedBy')} ?x }}"),
    ("What instrument does Ines Varga play?", "lists", f"SELECT ?x WHERE {{ {INES} {_p('plays')} ?x }}"),
    ("Which band is Felix Ordway in?", "lists", f"SELECT ?x WHERE {{ {FELIX} {_p('memberOf')} ?x }}"),
    ("Who produced Night Cartography?", "lists", f"SELECT ?x WHERE {{ {NIGHT_CARTOGRAPHY} {_p('producedBy')} ?x }}"),
    ("What year did Signal Fires come out?", "lists", f"SELECT ?x WHERE {{ {SIGNAL_FIRES} {_p('releaseYear')} ?x }}"),
    ("Which label put out Salt Lines?", "lists", f"SELECT ?x WHERE {{ {SALT_LINES} {_p('releasedBy')} ?x }}"),
    ("Which albums were released on Bellwether Records?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('releasedBy')} {BELLWETHER} }}"),
    ("Who was born in Lisk?", "lists", f"SELECT ?x WHERE {{ ?x {_p('bornIn')} {LISK} }}"),
    ("Which albums came out after 2012?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('releaseYear')} ?y FILTER(?y > 2012) }}"),
    ("Who plays drums in The Lantern Saints?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('memberOf')} {LANTERN_SAINTS} ; {_p('plays')} {DRUMS} }}"),
    ("Which albums did Theo Okafor produce?", "lists", f"SELECT ?x WHERE {{ ?x {_p('producedBy')} {THEO} }}"),
    ("Which bands are based in Ostravia?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('basedIn')} ?c . ?c {_p('locatedIn')} {OSTRAVIA} . ?m {_p('memberOf')} ?x }}"),
    ("Who is Marla Venn married to?", "lists", f"SELECT ?x WHERE {{ {MARLA} {_p('marriedTo')} ?x }}"),
    ("Which band recorded Brass Constellations?", "lists", f"SELECT ?x WHERE {{ {BRASS} {_p('performer')} ?x }}"),
    ("Which Copper Owls album has the most tracks?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('performer')} {COPPER_OWLS} ; {_p('trackCount')} ?t }} ORDER BY DESC(?t) LIMIT 1"),
    ("Which city is Northbound Static from?", "lists", f"SELECT ?x WHERE {{ {NORTHBOUND_STATIC} {_p('basedIn')} ?x }}"),
    ("Where were the members of Velvet Cartographers born?", "lists",
     f"SELECT ?x WHERE {{ ?m {_p('memberOf')} {VELVET_CARTOGRAPHERS} ; {_p('bornIn')} ?x }}"),
    ("Which record labels are based in Aurenland?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('basedIn')} ?c ; {_p('foundedYear')} ?y . ?c {_p('locatedIn')} {AURENLAND} }}"),
    ("What was Hollow Meridian's first album?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('performer')} {HOLLOW_MERIDIAN} ; {_p('releaseYear')} ?y }} ORDER BY ?y LIMIT 1"),
    ("Which band influenced Hollow Meridian?", "lists", f"SELECT ?x WHERE {{ {HOLLOW_MERIDIAN} {_p('influencedBy')} ?x }}"),
    ("In which country was Caspar Lowe born?", "lists",
     f"SELECT ?x WHERE {{ {CASPAR} {_p('bornIn')} ?c . ?c {_p('locatedIn')} ?x }}"),
    ("How many albums did The Copper Owls release?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('performer')} {COPPER_OWLS} }}"),
    ("How many members does The Lantern Saints have?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('memberOf')} {LANTERN_SAINTS} }}"),
    ("How many tracks are on Paper Lighthouses?", "counts", f"SELECT ?n WHERE {{ {PAPER_LIGHTHOUSES} {_p('trackCount')} ?n }}"),
    ("How many albums has Ruth Albrecht produced?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('producedBy')} {RUTH} }}"),
    ("How many people were born in Valmoor?", "counts", f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('bornIn')} {VALMOOR} }}"),
    ("How many albums has Bellwether Records released?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('releasedBy')} {BELLWETHER} }}"),
    ("How many bands are based in Aurenland?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {_p('basedIn')} ?c . ?c {_p('locatedIn')} {AURENLAND} . "
     f"?m {_p('memberOf')} ?x }}"),
    ("What is the total number of tracks on Glass Orchard's albums?", "counts",
     f"SELECT (SUM(?t) AS ?n) WHERE {{ ?x {_p('performer')} {GLASS_ORCHARD} ; {_p('trackCount')} ?t }}"),
    ("How many albums were released before 2005?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('releaseYear')} ?y FILTER(?y < 2005) }}"),
    ("How many albums did Glass Orchard release after 2012?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('performer')} {GLASS_ORCHARD} ; {_p('releaseYear')} ?y FILTER(?y > 2012) }}"),
    ("What is the average number of tracks on Velvet Cartographers albums?", "counts",
     f"SELECT (AVG(?t) AS ?n) WHERE {{ ?x {_p('performer')} {VELVET_CARTOGRAPHERS} ; {_p('trackCount')} ?t }}"),
]
YES_NO = [
    ("Is Tobias Crane a member of Northbound Static?", True), ("Is Jonah Pike a member of The Copper Owls?", False),
    ("Was Marla Venn born in Dunmore Falls?", True), ("Was Hugo Marsh born in Lisk?", False),
    ("Did The Copper Owls release more albums than Glass Orchard?", False),
    ("Did Glass Orchard release more albums than Hollow Meridian?", True),
    ("Was Night Cartography released before 2005?", True), ("Was Amber Weather released before 2005?", False),
    ("Does Ines Varga play the bass guitar?", True), ("Does Oskar Brandt play the drums?", False),
    ("Was Signal Fires produced by Theo Okafor?", False), ("Is Marla Venn married to Oskar Brandt?", True),
    ("Is Valmoor in Kelmar?", False), ("Was Caspar Lowe influenced by Jonah Pike?", True),
    ("Are The Copper Owls based in Aurenland?", True),
]


_name = kg_questions.name_under(M)  # an entity by its local name (``Marla_Venn``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, _name)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("music", KG_FILE, QUESTIONS, YES_NO, _name, __doc__, argv)


if __name__ == "__main__":
    main()
