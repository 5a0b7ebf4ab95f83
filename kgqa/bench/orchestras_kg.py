"""``python -m kgqa.bench.orchestras_kg``: questions about orchestras, conductors and players in a slice of
Wikidata's RDF dump, one JSON object on stdout.

The KG is ``tests/candidates/data/orchestras.ttl``: a slice of the Wikidata RDF dump (truthy claims and
the statement nodes of the qualified ones) about an invented musical world of four countries
(Veldonia, Carvessa, Aldmark, Lusaria), written by hand in Turtle (999 triples). Every item is an
opaque Q-id under ``http://www.wikidata.org/entity/`` (``Q9041203`` is the Haldenburg Philharmonic
Orchestra), ``a wikibase:Item``, with ``rdfs:label`` (``@en``, some also ``@de``: "Haldenburger
Philharmoniker", "Staatskapelle Stellwitz"), most a ``schema:description`` ("Carvessan oboist"@en)
and some ``skos:altLabel`` aliases ("HPO", "KSO", "Etienne Marchal", "Orchestre national de Mirabel").
Claims are truthy ``wdt:`` triples with opaque P-ids: P31 instance of, P279 subclass of, P17 country,
P27 country of citizenship, P569 date of birth and P570 date of death, P571 inception (all
``xsd:dateTime`` such as ``"1962-09-03T00:00:00Z"``; year-precision values are written as
``YYYY-01-01``, as the dump writes them), P19 place of birth, P106 occupation, P1303 instrument,
P463 member of, P131 located in the administrative territorial entity, P159 headquarters location,
P1082 population (``xsd:decimal``), P166 award received, P800 notable work, P86 composer and P5769
principal conductor; each property entity (``wd:P569``) is ``a wikibase:Property`` with an English
``rdfs:label`` ("date of birth"), a ``wikibase:propertyType`` and ``wikibase:directClaim`` (the
three with statement nodes also ``wikibase:claim`` and ``wikibase:statementProperty``, the three
qualifiers P580 start time, P582 end time and P585 point in time ``wikibase:qualifier``). The
world: 4 countries (Q6256, with populations), 8 cities (Q515, ``wdt:P17`` their country, two also
``wdt:P131`` it, with populations), 15 orchestras (7 ``symphony orchestra``, 3 ``chamber
orchestra``, both ``wdt:P279`` orchestra Q42998, and 5 plain orchestras) with an inception, a
``wdt:P159`` headquarters city (two chamber orchestras only ``wdt:P131`` a city; one orchestra both;
one without ``wdt:P17``), 20 people (Q5: 10 conductors, three also composers, one also a pianist, one
a violinist, one a horn player; 10 players, one also a composer) with citizenship (three with two),
birth date and place, occupations, instruments, awards and notable works; 5 awards, 6 musical works
(``wdt:P86`` their composer, the inverse of the composer's ``wdt:P800``) and one academy of arts.

Qualified claims are reified as the dump does: an orchestra has ``p:P5769`` to statement nodes
(``wds:Q9041203-3D2DC913-...``, upper- or lower-case UUIDs) that are ``a wikibase:Statement`` (and
``wikibase:BestRank`` where best) with ``wikibase:rank``, ``ps:P5769`` the conductor and ``pq:P580`` /
``pq:P582`` the tenure (25 tenures; the current ones have no end; one has no qualifiers at all);
musicians have ``p:P463`` member-of statements with the same qualifiers (16), and three Golden Baton
awards are ``p:P166`` statements with ``pq:P585``. Untidy as Wikidata is: where a current conductor's
statement has ``wikibase:PreferredRank`` (the Haldenburg Philharmonic, the Kronvik Symphony
Orchestra) the truthy ``wdt:P5769`` gives only that conductor and the earlier ones are reachable only
through the statement nodes; elsewhere every tenure has its ``wdt:P5769``.

The bench is blind: the KG and the questions were written, and every gold checked against the file
with rdflib (``tests/bench/test_orchestras_kg.py``: the list and count golds and an ASK per yes/no
question against answers worked out by hand from the file), before the engine was run on them, by
someone who had not read the engine's code; nothing in the engine was tuned for this KG. There are
30 list questions, 10 counts (a count, a sum or one stored number) and 20 yes/no questions (10 of
them false), in plain English as a music journalist asks, not phrased after the property names
("Who conducted the Kronvik Symphony Orchestra in 1980?", "Which orchestras are based in Mirabel?",
"Who succeeded Anselm Krahl ...", "How many orchestras were founded before 1900?", "Was X ever
principal conductor of Y?"): one hop both ways (birth date and place, instrument, awards, works, a
work's composer, an orchestra's city, an award's winners), tenures through the statement nodes
(all principal conductors, the current one, the one in a given year, the successor, the longest
tenure, orchestras that appointed someone in a decade), membership (who played in an orchestra),
two and three hops (country of birth; orchestras in a country through their city; foreign
conductors of a country's orchestras), class questions through ``wdt:P31/wdt:P279*`` (chamber
orchestras, the oldest orchestra), superlatives, date thresholds, counts, a sum of populations,
one stored population, and yes/no on tenures in a year, membership, citizenship, populations,
comparisons of two people's birth dates and two orchestras' inceptions, awards, composers and
existence. Some are typed carelessly (lower case, no question mark, " 's ", a short name such as
"the Haldenburg Phil" or "the KSO", "Etienne" without its accent, one misspelt surname). Where the
answer is an entity, the answer is the entity (its Q-id, ``Q9041271``), not its name; a date as
rdflib reads it back (``"1962-09-03T00:00:00Z"^^xsd:dateTime`` as ``1962-09-03T00:00:00+00:00``).

    python -m kgqa.bench.orchestras_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "orchestras.ttl"
BASE = "http://www.wikidata.org/entity/"
WDT = "http://www.wikidata.org/prop/direct/"
P = "http://www.wikidata.org/prop/"
PS = "http://www.wikidata.org/prop/statement/"
PQ = "http://www.wikidata.org/prop/qualifier/"


def wd(q: str) -> str:
    return f"<{BASE}{q}>"


def wdt(pid: str) -> str:
    return f"<{WDT}{pid}>"


INSTANCE_OF, SUBCLASS_OF, COUNTRY, CITIZEN, BORN, BIRTHPLACE, OCCUPATION, INSTRUMENT, MEMBER_OF = (
    wdt(p) for p in ("P31", "P279", "P17", "P27", "P569", "P19", "P106", "P1303", "P463"))
INCEPTION, LOCATED_IN, HQ, POPULATION, AWARD, NOTABLE_WORK, COMPOSER, PRINCIPAL = (
    wdt(p) for p in ("P571", "P131", "P159", "P1082", "P166", "P800", "P86", "P5769"))
P_PRINCIPAL, PS_PRINCIPAL = f"<{P}P5769>", f"<{PS}P5769>"
START, END = f"<{PQ}P580>", f"<{PQ}P582>"

HUMAN, CITY, ORCHESTRA, SYMPHONY_ORCHESTRA, CHAMBER_ORCHESTRA = (
    wd(q) for q in ("Q5", "Q515", "Q42998", "Q9041301", "Q9041302"))
VELDONIA, CARVESSA, ALDMARK, LUSARIA = (wd(q) for q in ("Q9041207", "Q9041231", "Q9041252", "Q9041268"))
STELLWITZ, KRONVIK, MIRABEL = wd("Q9041244"), wd("Q9041226"), wd("Q9041238")
HPO, HRSO, KSO, TEATRO_AURELIO = (wd(q) for q in ("Q9041203", "Q9041259", "Q9041212", "Q9041286"))
KRAHL, WEISBACH, FERRANDI, VAALAND, HOLMQVIST, MARCHAL = (
    wd(q) for q in ("Q9041205", "Q9041236", "Q9041249", "Q9041271", "Q9041224", "Q9041262"))
MONTANARI = wd("Q9041214")
CONDUCTOR, VIOLINIST, COMPOSER_OCC = wd("Q9041310"), wd("Q9041311"), wd("Q9041314")
VIOLIN = wd("Q9041320")
GOLDEN_BATON, GRAMOLA = wd("Q9041331"), wd("Q9041334")
ESKEBY_SYMPHONY = wd("Q9041344")


def orchestra(var: str) -> str:
    """``var`` is an orchestra of any kind (symphony and chamber orchestras are subclasses)."""
    return f"{var} {INSTANCE_OF}/{SUBCLASS_OF}* {ORCHESTRA} ."


def based_in(var: str, city: str) -> str:
    """``var``'s city: its headquarters location or, for some, only the entity it is located in."""
    return f"{{ {var} {HQ} {city} }} UNION {{ {var} {LOCATED_IN} {city} }}"


def tenure(orch: str, who: str, stmt: str) -> str:
    """``who`` was principal conductor of ``orch``, by the statement node ``stmt`` (the truthy
    ``wdt:P5769`` drops the earlier conductors where the current one has preferred rank)."""
    return f"{orch} {P_PRINCIPAL} {stmt} . {stmt} {PS_PRINCIPAL} {who} ."


def conductor(var: str) -> str:
    return f"{var} {OCCUPATION} {CONDUCTOR} ."


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # principal conductors, through the statement nodes
    ("Who conducted the Kronvik Symphony Orchestra in 1980?", "lists",
     (f"SELECT ?x WHERE {{ {tenure(KSO, '?x', '?s')} ?s {START} ?a OPTIONAL {{ ?s {END} ?b }} "
      f"FILTER(YEAR(?a) <= 1980 && (!BOUND(?b) || YEAR(?b) >= 1980)) }}")),
    ("Who were the principal conductors of the Haldenburg Phil?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {tenure(HPO, '?x', '?s')} }}"),
    ("Who is the current principal conductor of the Kronvik Symphony Orchestra?", "lists",
     f"SELECT ?x WHERE {{ {tenure(KSO, '?x', '?s')} ?s {START} ?a FILTER NOT EXISTS {{ ?s {END} ?b }} }}"),
    ("Which orchestras has Luca Ferrandi been principal conductor of?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {tenure('?x', FERRANDI, '?s')} }}"),
    ("Which orchestras did Etienne Marchal lead?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {tenure('?x', MARCHAL, '?s')} }}"),
    ("Who succeeded Anselm Krahl at the Haldenburg Philharmonic?", "lists",
     (f"SELECT ?x WHERE {{ {tenure(HPO, KRAHL, '?k')} ?k {START} ?ks . {tenure(HPO, '?x', '?s')} ?s {START} ?a "
      f"FILTER(?a > ?ks) }} ORDER BY ?a LIMIT 1")),
    ("Which orchestras appointed a new principal conductor between 2000 and 2009?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {tenure('?x', '?c', '?s')} ?s {START} ?a "
      f"FILTER(YEAR(?a) >= 2000 && YEAR(?a) <= 2009) }}")),
    ("Who was the longest-serving principal conductor of an orchestra?", "lists",
     (f"SELECT ?x WHERE {{ {tenure('?o', '?x', '?s')} ?s {START} ?a ; {END} ?b }} "
      f"ORDER BY DESC(YEAR(?b) - YEAR(?a)) LIMIT 1")),
    ("Which foreign conductors have been principal conductor of a Veldonian orchestra?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {tenure('?o', '?x', '?s')} {based_in('?o', '?c')} ?c {COUNTRY} {VELDONIA} "
      f"FILTER NOT EXISTS {{ ?x {CITIZEN} {VELDONIA} }} }}")),
    # orchestras and cities
    ("Which orchestras are based in Mirabel?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {orchestra('?x')} {based_in('?x', MIRABEL)} }}"),
    ("which orchestras are there in stellwitz", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {orchestra('?x')} {based_in('?x', STELLWITZ)} }}"),
    ("Which city is the Teatro Aurelio orchestra in?", "lists", f"SELECT ?x WHERE {{ {TEATRO_AURELIO} {HQ} ?x }}"),
    ("Which is the oldest orchestra?", "lists",
     f"SELECT ?x WHERE {{ {orchestra('?x')} ?x {INCEPTION} ?d }} ORDER BY ?d LIMIT 1"),
    ("Which orchestras in Aldmark were founded before 1900?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {orchestra('?x')} {based_in('?x', '?c')} ?c {COUNTRY} {ALDMARK} . "
      f"?x {INCEPTION} ?d FILTER(YEAR(?d) < 1900) }}")),
    ("Which chamber orchestras are there?", "lists", f"SELECT ?x WHERE {{ ?x {INSTANCE_OF} {CHAMBER_ORCHESTRA} }}"),
    ("Which city with a symphony orchestra has the smallest population?", "lists",
     (f"SELECT ?x WHERE {{ {{ SELECT DISTINCT ?x ?n WHERE {{ ?o {INSTANCE_OF} {SYMPHONY_ORCHESTRA} . "
      f"{based_in('?o', '?x')} ?x {POPULATION} ?n }} }} }} ORDER BY ?n LIMIT 1")),
    ("Which orchestras have won a Gramola Award?", "lists",
     f"SELECT ?x WHERE {{ {orchestra('?x')} ?x {AWARD} {GRAMOLA} }}"),
    # people
    ("When was Dorothea Weissbach born?", "lists", f"SELECT ?x WHERE {{ {WEISBACH} {BORN} ?x }}"),
    ("Where was Anselm Krahl born?", "lists", f"SELECT ?x WHERE {{ {KRAHL} {BIRTHPLACE} ?x }}"),
    ("In which country was Henrik Vaaland born?", "lists",
     f"SELECT ?x WHERE {{ {VAALAND} {BIRTHPLACE} ?c . ?c {COUNTRY} ?x }}"),
    ("Which conductors were born in Kronvik?", "lists",
     f"SELECT ?x WHERE {{ {conductor('?x')} ?x {BIRTHPLACE} {KRONVIK} }}"),
    ("Who is the youngest conductor?", "lists",
     f"SELECT ?x WHERE {{ {conductor('?x')} ?x {BORN} ?b }} ORDER BY DESC(?b) LIMIT 1"),
    ("Which conductors have more than one citizenship?", "lists",
     f"SELECT ?x WHERE {{ {conductor('?x')} ?x {CITIZEN} ?c }} GROUP BY ?x HAVING (COUNT(DISTINCT ?c) > 1)"),
    ("Which violinists were born after 1960?", "lists",
     f"SELECT ?x WHERE {{ ?x {OCCUPATION} {VIOLINIST} ; {BORN} ?b FILTER(YEAR(?b) > 1960) }}"),
    ("Who has played in the Kronvik Symphony Orchestra?", "lists",
     f"SELECT ?x WHERE {{ ?x {MEMBER_OF} {KSO} }}"),
    ("what instrument does giulia montanari play", "lists", f"SELECT ?x WHERE {{ {MONTANARI} {INSTRUMENT} ?x }}"),
    ("who won the golden baton", "lists", f"SELECT ?x WHERE {{ ?x {AWARD} {GOLDEN_BATON} }}"),
    ("Which awards has Sigrun Holmqvist received?", "lists", f"SELECT ?x WHERE {{ {HOLMQVIST} {AWARD} ?x }}"),
    ("What are Henrik Vaaland 's best known works?", "lists", f"SELECT ?x WHERE {{ {VAALAND} {NOTABLE_WORK} ?x }}"),
    ("Who composed the Eskeby Symphony?", "lists", f"SELECT ?x WHERE {{ {ESKEBY_SYMPHONY} {COMPOSER} ?x }}"),
    # counts and stored numbers
    ("How many orchestras were founded before 1900?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {orchestra('?x')} ?x {INCEPTION} ?d FILTER(YEAR(?d) < 1900) }}"),
    ("What is the population of Stellwitz?", "counts", f"SELECT ?n WHERE {{ {STELLWITZ} {POPULATION} ?n }}"),
    ("How many principal conductors has the Haldenburg Radio Symphony Orchestra had?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {tenure(HRSO, '?x', '?s')} }}"),
    ("How many orchestras are there in Lusaria?", "counts",
     (f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {orchestra('?x')} {based_in('?x', '?c')} "
      f"?c {COUNTRY} {LUSARIA} }}")),
    ("How many people in the data play the violin?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {INSTRUMENT} {VIOLIN} }}"),
    ("How many orchestras has Anselm Krahl been principal conductor of?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {tenure('?x', KRAHL, '?s')} }}"),
    ("how many conductors were born in the 1940s", "counts",
     (f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {conductor('?x')} ?x {BORN} ?b "
      f"FILTER(YEAR(?b) >= 1940 && YEAR(?b) <= 1949) }}")),
    ("How many Veldonian conductors are there?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {conductor('?x')} ?x {CITIZEN} {VELDONIA} }}"),
    ("What is the combined population of the cities in Aldmark?", "counts",
     f"SELECT (SUM(?p) AS ?n) WHERE {{ ?x {INSTANCE_OF} {CITY} ; {COUNTRY} {ALDMARK} ; {POPULATION} ?p }}"),
    ("How many symphony orchestras are there?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {INSTANCE_OF} {SYMPHONY_ORCHESTRA} }}"),
]
YES_NO = [
    ("Was Anselm Krahl ever principal conductor of the Haldenburg Philharmonic Orchestra?", True),
    ("Was Dorothea Weisbach ever principal conductor of the Kronvik Symphony Orchestra?", False),
    ("is the royal aldmark orchestra older than the KSO", True),
    ("Was the Porta Serena Symphony Orchestra founded before the Teatro Aurelio orchestra?", False),
    ("Did Sigrun Holmqvist play in the Kronvik Symphony Orchestra?", True),
    ("Has Ingrid Solbakk been a member of the Royal Aldmark Orchestra?", False),
    ("Is Matteo Sabellini a citizen of Lusaria?", True),
    ("Is Claire Dufrenne a citizen of Veldonia?", False),
    ("Does Mirabel have more than two million inhabitants?", True),
    ("Does Kronvik have more than a million inhabitants?", False),
    ("Was Étienne Marchal born before Luca Ferrandi?", True),
    ("Is Claire Dufrenne older than Matteo Sabellini?", False),
    ("Has Hanna Keel won the Marten Prize?", True),
    ("Did Henrik Vaaland receive the Golden Baton?", False),
    ("Is Hanna Keel a member of the Veldonian Academy of Arts?", True),
    ("Was the Eskeby Symphony written by Henrik Vaaland?", False),
    ("Was Tomas Belinek principal conductor of the Staatskapelle Stellwitz in 2010?", True),
    ("Was Luca Ferrandi still principal conductor of the Porta Serena Symphony Orchestra in 2005?", False),
    ("Has the Stellwitz Chamber Orchestra received the Marten Prize?", True),
    ("Is there a chamber orchestra in Lusaria?", False),
]


name_of = kg_questions.name_under(BASE)  # an item by its Q-id (``Q9041271``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("orchestras", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
