"""``python -m kgqa.bench.social_kg``: questions about a small FOAF + GeoNames + SKOS graph, one JSON object on stdout.

The KG is ``tests/candidates/data/social.ttl``: invented linked data in the shape found on the
semantic web, written by hand in Turtle (518 triples), with twenty-two people, six organisations,
ten projects, fourteen interests and twenty-one places, every name fictional. People
(``foaf:Person``) are under ``https://people.example.net/id/`` with opaque ids (``p1042``) and have
``foaf:name``, ``foaf:givenName``, ``foaf:familyName``, ``foaf:age`` (``xsd:integer``),
``foaf:gender`` (a plain string), ``foaf:mbox`` (``mailto:`` IRIs; two people have none),
``foaf:based_near`` (a city), ``foaf:topic_interest`` (to SKOS concepts), ``foaf:currentProject`` /
``foaf:pastProject`` and ``foaf:knows``, which holds both ways but is stored in one direction only,
so the gold for "friends of X" or "does X know Y" looks both ways. Organisations
(``foaf:Organization``, under ``/org/`` with slugs) have ``foaf:name``, ``foaf:homepage``,
``foaf:member`` (to people) and, for five of them, ``foaf:based_near``. Projects (``foaf:Project``,
under ``/project/``) have ``foaf:name``, ``dcterms:created`` (``xsd:date``) and ``dcterms:subject``
(a concept). Interests are ``skos:Concept`` (under ``/topic/``) with ``skos:prefLabel`` (``@en``)
and ``skos:broader`` in a small hierarchy (``computer science`` > ``machine learning`` >
``deep learning``; ``computer science`` > ``databases`` > ``knowledge graphs``; ``computer science``
> ``cryptography``; ``ecology`` > ``ornithology``/``marine biology``; ``arts`` > ``music`` >
``jazz``; ``arts`` > ``photography``; ``urban planning`` alone). Places are GeoNames-style
``gn:Feature`` resources under another base, ``https://places.example.net/``, with numeric ids:
three countries (``gn:A.PCLI``), six regions (``gn:A.ADM1``) and twelve cities (``gn:P.PPLC``,
``gn:P.PPLA``, ``gn:P.PPL``), each with ``gn:name``, ``gn:population`` (``xsd:integer``),
``gn:featureCode``, ``gn:countryCode`` and (regions and cities) ``gn:parentFeature`` (city ->
region -> country); eleven ``gn:alternateName`` values with language tags. There is no
``rdfs:label`` anywhere: names come only through ``foaf:name``, ``gn:name`` and ``skos:prefLabel``.

The bench is blind: the KG and the questions were written, and every gold checked against the
file, before the engine was run on them, by someone who had not read the engine's code; nothing
in the engine was tuned for this KG. The questions were written first as a user would ask them,
not from the property names: one to three hops ("Which projects do Ana's friends work on?"),
varied wording (friends, acquaintances, know; live in, based in, live near; work on; interested
in), class questions, comparisons of two named people or cities, superlatives, counts, numeric
comparisons, questions over the topic hierarchy, and a few typed in lower case without a question
mark. "Work on" means a current project. Where the answer is an entity, the answer is the entity
(its IRI), not its name.

    python -m kgqa.bench.social_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "social.ttl"
BASE = "https://people.example.net/"
PLACES = "https://places.example.net/"
FOAF = "http://xmlns.com/foaf/0.1/"
GN = "http://www.geonames.org/ontology#"
SKOS = "http://www.w3.org/2004/02/skos/core#"
DCTERMS = "http://purl.org/dc/terms/"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
XSD_DATE = "<http://www.w3.org/2001/XMLSchema#date>"


def _e(path: str) -> str:
    """A person, organisation, project or topic by the rest of its IRI (``id/p1042``)."""
    return f"<{BASE}{path}>"


def _g(geonames_id: str) -> str:
    return f"<{PLACES}{geonames_id}>"


def _f(name: str) -> str:
    return f"<{FOAF}{name}>"


def _gn(name: str) -> str:
    return f"<{GN}{name}>"


BROADER = f"<{SKOS}broader>"
CREATED, SUBJECT = f"<{DCTERMS}created>", f"<{DCTERMS}subject>"
PERSON = _f("Person")
ANA, BRAM, CELIA, DMITRI, ELIN, FELIX, GRETA, HUGO, INES, JONAS = (
    _e(f"id/p{n}") for n in (1042, 1057, 1063, 1071, 1088, 1095, 1103, 1116, 1124, 1139))
KAIA, LARS, ODETTE, PAVEL, QUINN, SOREN = (_e(f"id/p{n}") for n in (1147, 1152, 1181, 1196, 1204, 1227))
LUMEN, QUILLON, GREYFEATHER, TIDEWATER = (
    _e(f"org/{s}") for s in ("lumen-works", "quillon-labs", "greyfeather-institute", "tidewater-collective"))
DEEPCURRENT, GRAPHWRIGHT, NIGHTREED, ATLAS_OF_TIDES, HARBOR_LENS = (
    _e(f"project/{s}") for s in ("deepcurrent", "graphwright", "nightreed-archive", "atlas-of-tides", "harbor-lens"))
COMPUTER_SCIENCE, MACHINE_LEARNING, DEEP_LEARNING, DATABASES, ECOLOGY = (
    _e(f"topic/{s}") for s in ("computer-science", "machine-learning", "deep-learning", "databases", "ecology"))
JAZZ, PHOTOGRAPHY, CRYPTOGRAPHY, MUSIC = (_e(f"topic/{s}") for s in ("jazz", "photography", "cryptography", "music"))
VALDORIA, ESTMARK, CORVENNA = _g("3317204"), _g("2614538"), _g("3175921")
AURVIK, LINMERE, TORNHAVEN, SKALDBY = _g("2616020"), _g("3319377"), _g("2616279"), _g("2616134")
VARESSA, MONTELIRA, PORTO_SALVENTO = _g("3177012"), _g("3177146"), _g("3177290")


def _both(a: str, var: str = "?x") -> str:
    """``var`` knows ``a`` or ``a`` knows ``var``: ``foaf:knows`` is stored in one direction only."""
    return f"{{ {a} {_f('knows')} {var} }} UNION {{ {var} {_f('knows')} {a} }}"


def _city(var: str) -> str:
    """``var`` is a populated place (a ``gn:P.*`` feature code)."""
    return f"{var} {_gn('featureCode')} ?code_{var[1:]} FILTER(STRSTARTS(STR(?code_{var[1:]}), \"{GN}P.\"))"


def _in(var: str, place: str) -> str:
    """``var`` lies in ``place``, however many ``gn:parentFeature`` steps up."""
    return f"{var} {_gn('parentFeature')}+ {place} ."


def _country(var: str) -> str:
    return f"{var} {_gn('featureCode')} {_gn('A.PCLI')} ."


def _more(a: str, b: str, prop: str, order: str = "DESC") -> str:
    """The one of ``a`` and ``b`` with the larger (``DESC``) or smaller (``ASC``) ``prop``."""
    return f"SELECT ?x WHERE {{ VALUES ?x {{ {a} {b} }} ?x {prop} ?v }} ORDER BY {order}(?v) LIMIT 1"


AGE, NEAR, MEMBER, POPULATION = _f("age"), _f("based_near"), _f("member"), _gn("population")
WORKS_ON, INTEREST = _f("currentProject"), _f("topic_interest")

# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    ("Where does Ana Merrow live?", "lists", f"SELECT ?x WHERE {{ {ANA} {NEAR} ?x }}"),
    ("Who are Ana Merrow's friends?", "lists", f"SELECT DISTINCT ?x WHERE {{ {_both(ANA)} }}"),
    ("Which projects do Ana's friends work on?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {_both(ANA, '?f')} ?f {WORKS_ON} ?x }}"),
    ("In which country is the city Dmitri Solvane lives near?", "lists",
     f"SELECT ?x WHERE {{ {DMITRI} {NEAR} ?c . {_in('?c', '?x')} {_country('?x')} }}"),
    ("Who is interested in jazz?", "lists", f"SELECT ?x WHERE {{ ?x {INTEREST} {JAZZ} }}"),
    ("Who is interested in computer science or anything under it?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {INTEREST} ?t . ?t {BROADER}* {COMPUTER_SCIENCE} }}"),
    ("Which organisations is Bram Oakhurst a member of?", "lists", f"SELECT ?x WHERE {{ ?x {MEMBER} {BRAM} }}"),
    ("Who are the members of Quillon Labs?", "lists", f"SELECT ?x WHERE {{ {QUILLON} {MEMBER} ?x }}"),
    ("Who is older, Ana Merrow or Bram Oakhurst?", "lists", _more(ANA, BRAM, AGE)),
    ("who is younger, dmitri solvane or hugo brannick", "lists", _more(DMITRI, HUGO, AGE, "ASC")),
    ("What is the largest city in Valdoria?", "lists",
     f"SELECT ?x WHERE {{ {_city('?x')} {_in('?x', VALDORIA)} ?x {POPULATION} ?p }} ORDER BY DESC(?p) LIMIT 1"),
    ("Who is the oldest member of the Tidewater Collective?", "lists",
     f"SELECT ?x WHERE {{ {TIDEWATER} {MEMBER} ?x . ?x {AGE} ?a }} ORDER BY DESC(?a) LIMIT 1"),
    ("Which people are older than 50?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {PERSON} ; {AGE} ?a FILTER(?a > 50) }}"),
    ("Which cities have more than 200,000 inhabitants?", "lists",
     f"SELECT ?x WHERE {{ {_city('?x')} ?x {POPULATION} ?p FILTER(?p > 200000) }}"),
    ("What projects did Lars Ovedal work on in the past?", "lists",
     f"SELECT ?x WHERE {{ {LARS} {_f('pastProject')} ?x }}"),
    ("What is Celia Vantreau's email address?", "lists", f"SELECT ?x WHERE {{ {CELIA} {_f('mbox')} ?x }}"),
    ("What's the homepage of Lumen Works?", "lists", f"SELECT ?x WHERE {{ {LUMEN} {_f('homepage')} ?x }}"),
    ("who lives in aurvik", "lists", f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {PERSON} ; {NEAR} {AURVIK} }}"),
    ("which people live in estmark", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {RDF_TYPE} {PERSON} ; {NEAR} ?c . {_in('?c', ESTMARK)} }}"),
    ("Which projects are about computer science topics?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {SUBJECT} ?t . ?t {BROADER}* {COMPUTER_SCIENCE} }}"),
    ("Which projects were started after 2020?", "lists",
     f"SELECT ?x WHERE {{ ?x {CREATED} ?d FILTER(YEAR(?d) > 2020) }}"),
    ("What is the oldest project?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {_f('Project')} ; {CREATED} ?d }} ORDER BY ASC(?d) LIMIT 1"),
    ("Where do the people working on Atlas of Tides live?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?p {WORKS_ON} {ATLAS_OF_TIDES} ; {NEAR} ?x }}"),
    ("What are the subtopics of ecology?", "lists", f"SELECT ?x WHERE {{ ?x {BROADER} {ECOLOGY} }}"),
    ("Who is the youngest person interested in deep learning?", "lists",
     f"SELECT ?x WHERE {{ ?x {INTEREST} {DEEP_LEARNING} ; {AGE} ?a }} ORDER BY ASC(?a) LIMIT 1"),
    ("Which women work at Quillon Labs?", "lists",
     f"SELECT ?x WHERE {{ {QUILLON} {MEMBER} ?x . ?x {_f('gender')} \"female\" }}"),
    ("Who knows someone who works on the Nightreed Archive?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?w {WORKS_ON} {NIGHTREED} . {_both('?w')} }}"),
    ("which organisations are based in corvenna", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {RDF_TYPE} {_f('Organization')} ; {NEAR} ?c . {_in('?c', CORVENNA)} }}"),
    ("Which city is bigger, Tornhaven or Montelira?", "lists", _more(TORNHAVEN, MONTELIRA, POPULATION)),
    ("In which region does Rosa Delvecchio live?", "lists",
     f"SELECT ?x WHERE {{ {_e('id/p1219')} {NEAR} ?c . ?c {_gn('parentFeature')} ?x }}"),
    ("How many people does Ana Merrow know?", "counts", f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {_both(ANA)} }}"),
    ("How old is Hugo Brannick?", "counts", f"SELECT ?n WHERE {{ {HUGO} {AGE} ?n }}"),
    ("What is the population of Aurvik?", "counts", f"SELECT ?n WHERE {{ {AURVIK} {POPULATION} ?n }}"),
    ("How old is the oldest member of Lumen Works?", "counts",
     f"SELECT (MAX(?a) AS ?n) WHERE {{ {LUMEN} {MEMBER} ?x . ?x {AGE} ?a }}"),
    ("How many people work on DeepCurrent?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {WORKS_ON} {DEEPCURRENT} }}"),
    ("how many people live in corvenna", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {PERSON} ; {NEAR} ?c . {_in('?c', CORVENNA)} }}"),
    ("How many cities are there in Valdoria?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {_city('?x')} {_in('?x', VALDORIA)} }}"),
    ("What is the population of the country Jonas Feldmark lives in?", "counts",
     f"SELECT ?n WHERE {{ {JONAS} {NEAR} ?c . {_in('?c', '?k')} {_country('?k')} ?k {POPULATION} ?n }}"),
    ("How many people are interested in photography?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {INTEREST} {PHOTOGRAPHY} }}"),
    ("How many projects were created before 2019?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {CREATED} ?d FILTER(?d < \"2019-01-01\"^^{XSD_DATE}) }}"),
]
YES_NO = [
    ("Does Ana Merrow know Pavel Ostrik?", True),
    ("Does Bram Oakhurst know Dmitri Solvane?", False),
    ("Is Dmitri Solvane older than Elin Haskard?", True),
    ("Is Kaia Thornsby older than Greta Lindqvell?", False),
    ("Does Greta Lindqvell live in Tornhaven?", True),
    ("does soren maltby live in aurvik", False),
    ("Is Lars Ovedal a member of Quillon Labs?", True),
    ("Is Felix Ambervale a member of Lumen Works?", False),
    ("Is Aurvik in Estmark?", True),
    ("Is Linmere in Corvenna?", False),
    ("Does Elin Haskard work on Graphwright?", True),
    ("Does Quinn Alder work on DeepCurrent?", False),
    ("Is Varessa bigger than Porto Salvento?", True),
    ("does skaldby have more than 100000 people", False),
    ("Is Hugo Brannick interested in jazz?", True),
    ("Is Odette Pruvan interested in cryptography?", False),
    ("is machine learning a part of computer science", True),
    ("Is photography a kind of music?", False),
    ("Was Graphwright started after 2022?", True),
    ("Did Ines Calvora work on Harbor Lens?", False),
]


_name_under_base = kg_questions.name_under(BASE)


def name_of(x) -> str:
    """An entity by the rest of its IRI under either base (``id/p1042``, ``org/lumen-works``, a place's
    numeric id ``2616020``), a literal as written, a number in one form."""
    text = str(x)
    if text.startswith(PLACES):
        return text[len(PLACES):]
    return _name_under_base(x)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("social", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
