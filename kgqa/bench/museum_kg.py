"""``python -m kgqa.bench.museum_kg``: questions about a small art-collection KG, one JSON object on stdout.

The KG is ``tests/candidates/data/museum.ttl``: twenty-seven artworks (eighteen paintings, nine
sculptures) by twelve artists, some of whom taught others, held by six museums (four of them with a
director) in six cities of three countries, with five art movements, all invented and written by
hand in Turtle (472 triples). Its conventions differ from the other bench KGs: it reuses standard
vocabularies wherever it can. Artworks are named by ``dcterms:title`` (no ``rdfs:label``), made by
``dcterms:creator``, dated by ``dcterms:created`` (``xsd:gYear``) and described by
``dcterms:medium`` as a plain string ("oil on canvas", "bronze", "watercolour", "marble",
"steel"); people are ``foaf:Person`` named by ``foaf:name`` only, with ``foaf:gender`` as a string;
museums, cities, countries and movements are named by ``rdfs:label`` with an ``@en`` tag. The rest
is a small vocabulary under ``http://art.example.com/def/`` in lowerCamelCase (``heldBy`` from
artwork to museum, ``locatedIn`` from museum to city, ``inCountry``, ``bornIn``, ``diedIn``,
``birthDate`` and ``deathDate`` as ``xsd:date``, ``teacherOf`` from teacher to pupil,
``movement`` from artwork or person to a movement, ``heightCm`` and ``widthCm`` as
``xsd:decimal``, ``insuredValueEur``, ``visitorsPerYear`` and ``openedYear`` as ``xsd:integer``,
``director`` from museum to person, ``depicts`` from artwork to a person or city). Entities are
under ``http://art.example.com/id/`` with a kind and a lowercase hyphenated slug
(``artwork/the-grey-harbour``, ``person/ines-valcourt``, ``museum/galleria-san-orsola``). Every
entity has an ``rdf:type``: ``def:Painting`` or ``def:Sculpture`` (both ``rdfs:subClassOf
def:Artwork``; no artwork is typed ``def:Artwork`` itself), ``def:Museum``, ``def:City``,
``def:Country``, ``def:Movement`` or ``foaf:Person``.

The bench is blind: the KG and the questions were written, and every gold checked against the
file, before the engine was run on them, by someone who had not read the engine's code; nothing
in the engine was tuned for this KG. The questions are in plain English as a museum visitor or a
curator would ask them, with varied wording ("hold", "has in its collection", "made", "taught"),
one to three hops, artwork titles with articles and prepositions, superlatives, comparisons,
medium strings, some typed the way users type (lowercase, no question mark, a tokenised `` 's``).
Where the answer is an entity, the answer is the entity (its IRI), not its title or name.

    python -m kgqa.bench.museum_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "museum.ttl"
ID = "http://art.example.com/id/"
DEF = "http://art.example.com/def/"
XSD_INTEGER = "<http://www.w3.org/2001/XMLSchema#integer>"
TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
TITLE, CREATOR, CREATED, MEDIUM = (f"<http://purl.org/dc/terms/{n}>" for n in ("title", "creator", "created",
                                                                              "medium"))
GENDER = "<http://xmlns.com/foaf/0.1/gender>"
PERSON = "<http://xmlns.com/foaf/0.1/Person>"


def _e(kind: str, slug: str) -> str:
    return f"<{ID}{kind}/{slug}>"


def _p(name: str) -> str:
    return f"<{DEF}{name}>"


PAINTING, SCULPTURE = _p("Painting"), _p("Sculpture")

INES, AUGUSTIN, CLARA, EMIL, LUCIA, JONAS, RENATA, VIKTOR, AMELIE, DARIO, SIGRID, BENEDIKT = (
    _e("person", n) for n in ("ines-valcourt", "augustin-ferrand", "clara-westergaard", "emil-hartsen",
                              "lucia-damaso", "jonas-brekke", "renata-sollazzo", "viktor-haldane",
                              "amelie-fournel", "dario-pellan", "sigrid-norrevang", "benedikt-orsini"))
HARBOUR_GALLERY, KUNSTHAL, ROYAL_MUSEUM, SCULPTURE_PARK, GALLERIA, BREVANA_MODERN = (
    _e("museum", n) for n in ("port-aurel-harbour-gallery", "lindmoor-kunsthal", "royal-museum-of-castelbruck",
                              "wenholt-sculpture-park", "galleria-san-orsola", "brevana-museum-of-modern-art"))
PORT_AUREL, LINDMOOR, BREVANA = _e("city", "port-aurel"), _e("city", "lindmoor"), _e("city", "brevana")
VELLORIA, HARROWMARK, OSTRELIA = (_e("country", n) for n in ("velloria", "harrowmark", "ostrelia"))
LUMENISM = _e("movement", "lumenism")
GREY_HARBOUR, SLEEPING_SWIMMER, FOLDED_PLANE, ORCHARD, KNEELING_FISHERMAN = (
    _e("artwork", n) for n in ("the-grey-harbour", "the-sleeping-swimmer", "folded-plane",
                               "a-morning-in-the-orchard-of-the-old-mill", "the-kneeling-fisherman"))
BRIDGES, BLUE_RHYTHM, TOWER = (
    _e("artwork", n) for n in ("the-bridges-of-san-orsola", "blue-rhythm-no-4", "tower-of-the-north-wind"))

# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    ("Which museums hold paintings by Ines Valcourt?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?w {CREATOR} {INES} ; {TYPE} {PAINTING} ; {_p('heldBy')} ?x }}"),
    ("Who taught the painter of The Grey Harbour?", "lists",
     f"SELECT ?x WHERE {{ {GREY_HARBOUR} {CREATOR} ?a . ?x {_p('teacherOf')} ?a }}"),
    ("In which city is the museum that holds The Sleeping Swimmer?", "lists",
     f"SELECT ?x WHERE {{ {SLEEPING_SWIMMER} {_p('heldBy')} ?m . ?m {_p('locatedIn')} ?x }}"),
    ("Which works are in bronze?", "lists", f"SELECT ?x WHERE {{ ?x {MEDIUM} \"bronze\" }}"),
    ("What is the oldest painting in the Galleria San Orsola?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('heldBy')} {GALLERIA} ; {TYPE} {PAINTING} ; {CREATED} ?y }} "
     f"ORDER BY {XSD_INTEGER}(STR(?y)) LIMIT 1"),
    ("Which is the tallest sculpture?", "lists",
     f"SELECT ?x WHERE {{ ?x {TYPE} {SCULPTURE} ; {_p('heightCm')} ?h }} ORDER BY DESC(?h) LIMIT 1"),
    ("Which paintings were created before 1850?", "lists",
     f"SELECT ?x WHERE {{ ?x {TYPE} {PAINTING} ; {CREATED} ?y FILTER({XSD_INTEGER}(STR(?y)) < 1850) }}"),
    ("Who was Clara Westergaard's teacher?", "lists", f"SELECT ?x WHERE {{ ?x {_p('teacherOf')} {CLARA} }}"),
    ("Which artists did Augustin Ferrand teach?", "lists",
     f"SELECT ?x WHERE {{ {AUGUSTIN} {_p('teacherOf')} ?x }}"),
    ("who directs the royal museum of castelbruck", "lists",
     f"SELECT ?x WHERE {{ {ROYAL_MUSEUM} {_p('director')} ?x }}"),
    ("Where was the sculptor of Folded Plane born?", "lists",
     f"SELECT ?x WHERE {{ {FOLDED_PLANE} {CREATOR} ?a . ?a {_p('bornIn')} ?x }}"),
    ("Which artworks depict Lindmoor?", "lists", f"SELECT ?x WHERE {{ ?x {_p('depicts')} {LINDMOOR} }}"),
    ("In which country is the Galleria San Orsola?", "lists",
     f"SELECT ?x WHERE {{ {GALLERIA} {_p('locatedIn')} ?c . ?c {_p('inCountry')} ?x }}"),
    ("which paintings by lucia damaso are held in brevana", "lists",
     f"SELECT ?x WHERE {{ ?x {CREATOR} {LUCIA} ; {TYPE} {PAINTING} ; {_p('heldBy')} ?m . "
     f"?m {_p('locatedIn')} {BREVANA} }}"),
    ("What movement did Jonas Brekke belong to?", "lists", f"SELECT ?x WHERE {{ {JONAS} {_p('movement')} ?x }}"),
    ("Which sculptures are made of marble?", "lists",
     f"SELECT ?x WHERE {{ ?x {TYPE} {SCULPTURE} ; {MEDIUM} \"marble\" }}"),
    ("Which museums are in Harrowmark?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('locatedIn')} ?c . ?c {_p('inCountry')} {HARROWMARK} }}"),
    ("Who painted A Morning in the Orchard of the Old Mill?", "lists",
     f"SELECT ?x WHERE {{ {ORCHARD} {CREATOR} ?x }}"),
    ("Which artists were born in Port Aurel?", "lists", f"SELECT ?x WHERE {{ ?x {_p('bornIn')} {PORT_AUREL} }}"),
    ("who taught the sculptor of the kneeling fisherman", "lists",
     f"SELECT ?x WHERE {{ {KNEELING_FISHERMAN} {CREATOR} ?a . ?x {_p('teacherOf')} ?a }}"),
    ("What is the most valuable work in the Wenholt Sculpture Park?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('heldBy')} {SCULPTURE_PARK} ; {_p('insuredValueEur')} ?v }} "
     f"ORDER BY DESC(?v) LIMIT 1"),
    ("Which museum has the painting with the highest insured value?", "lists",
     f"SELECT ?x WHERE {{ ?w {TYPE} {PAINTING} ; {_p('insuredValueEur')} ?v ; {_p('heldBy')} ?x }} "
     f"ORDER BY DESC(?v) LIMIT 1"),
    ("Which museums opened before 1900?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('openedYear')} ?y FILTER(?y < 1900) }}"),
    ("Which artworks were made by pupils of Lucia Damaso?", "lists",
     f"SELECT ?x WHERE {{ {LUCIA} {_p('teacherOf')} ?p . ?x {CREATOR} ?p }}"),
    ("where did augustin ferrand 's teacher die", "lists",
     f"SELECT ?x WHERE {{ ?t {_p('teacherOf')} {AUGUSTIN} ; {_p('diedIn')} ?x }}"),
    ("Which paintings are wider than 150 cm?", "lists",
     f"SELECT ?x WHERE {{ ?x {TYPE} {PAINTING} ; {_p('widthCm')} ?w FILTER(?w > 150) }}"),
    ("What does The Bridges of San Orsola depict?", "lists", f"SELECT ?x WHERE {{ {BRIDGES} {_p('depicts')} ?x }}"),
    ("Which women artists belonged to Lumenism?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('movement')} {LUMENISM} ; {GENDER} \"female\" }}"),
    ("Who are the directors of the museums in Velloria?", "lists",
     f"SELECT ?x WHERE {{ ?m {_p('director')} ?x ; {_p('locatedIn')} ?c . ?c {_p('inCountry')} {VELLORIA} }}"),
    ("what medium is blue rhythm no. 4", "lists", f"SELECT ?x WHERE {{ {BLUE_RHYTHM} {MEDIUM} ?x }}"),
    ("How many paintings does the Lindmoor Kunsthal hold?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('heldBy')} {KUNSTHAL} ; {TYPE} {PAINTING} }}"),
    ("how many pupils did Augustin Ferrand have", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ {AUGUSTIN} {_p('teacherOf')} ?x }}"),
    ("How many sculptures are there in the Wenholt Sculpture Park?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('heldBy')} {SCULPTURE_PARK} ; {TYPE} {SCULPTURE} }}"),
    ("How many visitors a year does the Royal Museum of Castelbruck get?", "counts",
     f"SELECT ?n WHERE {{ {ROYAL_MUSEUM} {_p('visitorsPerYear')} ?n }}"),
    ("How tall is Tower of the North Wind in centimetres?", "counts",
     f"SELECT ?n WHERE {{ {TOWER} {_p('heightCm')} ?n }}"),
    ("how many works did renata sollazzo 's pupils make", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ {RENATA} {_p('teacherOf')} ?p . ?x {CREATOR} ?p }}"),
    ("What is the total insured value of the works held by the Galleria San Orsola?", "counts",
     f"SELECT (SUM(?v) AS ?n) WHERE {{ ?x {_p('heldBy')} {GALLERIA} ; {_p('insuredValueEur')} ?v }}"),
    ("How many artists were born in Ostrelia?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {_p('bornIn')} ?c . ?c {_p('inCountry')} {OSTRELIA} }}"),
    ("What is the average height of the bronze sculptures?", "counts",
     f"SELECT (AVG(?h) AS ?n) WHERE {{ ?x {TYPE} {SCULPTURE} ; {MEDIUM} \"bronze\" ; {_p('heightCm')} ?h }}"),
    ("How many artworks depict a person?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {_p('depicts')} ?p . ?p {TYPE} {PERSON} }}"),
]
YES_NO = [
    ("Did Ines Valcourt paint The Widow at the Window of the Lighthouse?", True),
    ("Did Clara Westergaard paint The Lemon Seller?", False),
    ("Is The Sleeping Swimmer held by the Brevana Museum of Modern Art?", True),
    ("Is Low Tide at Lindmoor held by the Port Aurel Harbour Gallery?", False),
    ("Was Ines Valcourt born before Augustin Ferrand?", True),
    ("Was Sigrid Norrevang born before Dario Pellan?", False),
    ("Is Folded Plane a sculpture?", True), ("Is The Lemon Seller a sculpture?", False),
    ("Did Jonas Brekke teach Viktor Haldane?", True), ("Was Emil Hartsen a pupil of Ines Valcourt?", False),
    ("Is the Wenholt Sculpture Park in Harrowmark?", True), ("Is the Galleria San Orsola located in Brevana?", False),
    ("Is The Grey Harbour insured for more than The Bridges of San Orsola?", True),
    ("Is Head of a Young Woman taller than the Bust of Ines Valcourt?", False),
    ("is storm over castelbruck a watercolour", True), ("was the bust of ines valcourt made of marble", False),
    ("does the royal museum of castelbruck get more visitors than the galleria san orsola", True),
    ("Did Renata Sollazzo die before Viktor Haldane?", False),
    ("was clara westergaard 's teacher born in lindmoor", True),
    ("Does The Bridges of San Orsola belong to Ashen Romanticism?", False),
]


_name = kg_questions.name_under(ID)  # an entity by the rest of its IRI (``artwork/the-grey-harbour``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, _name)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("museum", KG_FILE, QUESTIONS, YES_NO, _name, __doc__, argv)


if __name__ == "__main__":
    main()
