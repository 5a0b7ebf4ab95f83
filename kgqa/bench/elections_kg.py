"""``python -m kgqa.bench.elections_kg``: questions about an electoral commission's published results, one JSON
object on stdout.

The KG is ``tests/candidates/data/elections.ttl``: the linked-data results export an electoral commission
publishes, for an invented country, Vellmark, and its "Vellmark Electoral Commission", written in Turtle
(954 triples). Resources are under ``https://data.electoralcommission.vellmark.example/`` (written against
an ``@base``) and the commission's small vocabulary under ``.../def/`` (prefix ``ec:``), mixed with
``foaf``, ``rdfs`` and ``dcterms`` as real publishers mix them. Three elections are ``ec:Election``s
(also ``ec:GeneralElection`` or ``ec:ByElection``) with an ``rdfs:label`` ("General Election 2019"@en)
and a ``dcterms:date`` (``xsd:date``): ``election/2019-general``, ``election/2023-general`` and a
by-election in one seat, ``election/2021-ostvik-by-election``. Twelve ``ec:Constituency``s
(``constituency/brannock-hills``, labelled ``@en``) are each in one of three ``ec:Region``s by
``ec:region`` (``region/capital`` "Capital Region", ``region/northern-uplands``,
``region/southern-coast``). Six ``ec:Party``s are named by their registration number
(``party/PP102``) with an ``rdfs:label`` ("People's Party"@en), an ``ec:abbreviation`` (a plain string,
"VPP"), an ``ec:foundingYear`` (``xsd:gYear``) and an ``ec:leader`` (a person). 47 candidates are
``foaf:Person``s with only a ``foaf:name``, named by a register number (``person/1025``); every party
leader also stood. Results are n-ary nodes, as in real results data: one ``ec:ConstituencyResult`` per
election and constituency (``result/2023-general/kellby``: 25 of them) with ``ec:election``,
``ec:constituency``, ``ec:electorate`` (registered voters in that election, ``xsd:integer``),
``ec:turnout`` (a percentage, ``xsd:decimal``), ``ec:validVotes`` and ``ec:winner`` (the elected
person); and one ``ec:CandidateResult`` per election, constituency and candidate
(``result/2023-general/kellby/1004``: 86 of them) with ``ec:election``, ``ec:constituency``,
``ec:candidate``, ``ec:party``, ``ec:votes`` (``xsd:integer``) and ``ec:position`` (1 = elected, 2 =
runner-up, ...). A candidate's party is only on the candidate-result nodes, so it is per election.
Untidy as a real export is: one candidate stood for the Liberal Alliance in 2019 and for the Reform
Movement in 2023, the independent in the by-election has no ``ec:party`` at all, the by-election's
turnout came through as a plain string ("59.9"), the winner is stated twice (``ec:winner`` and
position 1), and parties do not stand everywhere (three to four candidates a seat).

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_elections_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (a count, a sum or one stored number) and 20 yes/no
questions (10 of them false), in plain English as a voter, journalist or analyst asks them, not
phrased after the vocabulary ("Who won Kellby in 2023?", "who came second", "the closest result",
"the biggest majority", "gain", "registered to vote", "stood as an independent"): one hop both ways
(a party's leader, the region of a constituency, the constituencies of a region, the date of the
by-election), two and three hops through the result nodes (the winner of a seat in an election, the
seats a party won, a candidate's parties and elections, the leader of the party that won a seat,
candidates of a party in a region), superlatives (the party with most seats, the most votes, the
highest turnout, the closest result and the biggest majority as the difference between positions 1
and 2), negation (seats a party won in 2023 and not in 2019, the candidate with no party),
thresholds on votes, turnout and founding years, counts of seats and candidates, a sum of a party's
votes, stored numbers (votes, turnout, electorate, founding year), and yes/no on winners, leaders,
standing in both elections, turnout thresholds, two candidates' votes, two parties' seats, a
candidate's party in an election, by-elections and regions. Some are typed carelessly (lower case,
no question mark, " 's ", "Peoples Party", short names such as "the RM" and "the VPP", a misspelt
constituency and a misspelt candidate). Where the answer is an entity, the answer is the entity (its
path under the base, ``person/1004``, ``constituency/kellby``, ``party/PP102``), not its name; a
date as written.

    python -m kgqa.bench.elections_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "elections.ttl"
BASE = "https://data.electoralcommission.vellmark.example/"
EC = BASE + "def/"
FOAF = "http://xmlns.com/foaf/0.1/"
DCT = "http://purl.org/dc/terms/"
XSD = "http://www.w3.org/2001/XMLSchema#"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"


def _e(path: str) -> str:
    return f"<{BASE}{path}>"


def _t(name: str) -> str:
    return f"<{EC}{name}>"


CANDIDATE_RESULT, CONSTITUENCY_RESULT, BY_ELECTION = (
    _t(n) for n in ("CandidateResult", "ConstituencyResult", "ByElection"))
ELECTION, CONSTITUENCY, CANDIDATE, PARTY, VOTES, POSITION = (
    _t(n) for n in ("election", "constituency", "candidate", "party", "votes", "position"))
ELECTORATE, TURNOUT, WINNER, REGION, LEADER, ABBREVIATION, FOUNDED = (
    _t(n) for n in ("electorate", "turnout", "winner", "region", "leader", "abbreviation", "foundingYear"))
DATE = f"<{DCT}date>"
DECIMAL, INTEGER = f"<{XSD}decimal>", f"<{XSD}integer>"

E2019, BY2021, E2023 = (_e(f"election/{e}") for e in ("2019-general", "2021-ostvik-by-election", "2023-general"))
SDP, VPP, LA, GF, UF, RM = (_e(f"party/PP10{i}") for i in range(1, 7))
CAPITAL, UPLANDS, COAST = (_e(f"region/{r}") for r in ("capital", "northern-uplands", "southern-coast"))
(ALTSTAD_EAST, KELLBY, ROSMARSH, HARROWFELL, DUNMERE, OSTVIK, BRANNOCK, PORT_SELWYN, LOWBAY, SALTCOMBE,
 WESTERHOLM) = (_e(f"constituency/{c}") for c in (
    "altstad-east", "kellby", "rosmarsh", "harrowfell", "dunmere", "ostvik", "brannock-hills", "port-selwyn",
    "lowbay", "saltcombe", "westerholm"))


def person(n: int) -> str:
    return _e(f"person/{n}")


REYL, VOLL, SOLBERG, NYLAND, LINDQVIST, SELE, NESS, DUNMORE, KROG, LIND, EIDEM, SUNDE, HAUGE = (
    person(n) for n in (1004, 1006, 1007, 1011, 1014, 1025, 1028, 1005, 1033, 1034, 1035, 1037, 1038))


def seat(r: str, election: str, constituency: str) -> str:
    """``r`` is the result of ``constituency`` in ``election`` (turnout, electorate, winner)."""
    return f"{r} {RDF_TYPE} {CONSTITUENCY_RESULT} ; {ELECTION} {election} ; {CONSTITUENCY} {constituency} ."


def stood(r: str, election: str, who: str) -> str:
    """``r`` is ``who``'s candidate result in ``election``."""
    return f"{r} {RDF_TYPE} {CANDIDATE_RESULT} ; {ELECTION} {election} ; {CANDIDATE} {who} ."


def won(r: str, election: str, party: str, constituency: str) -> str:
    """``party`` won ``constituency`` in ``election`` (its candidate came first)."""
    return (f"{r} {RDF_TYPE} {CANDIDATE_RESULT} ; {ELECTION} {election} ; {PARTY} {party} ; "
            f"{CONSTITUENCY} {constituency} ; {POSITION} 1 .")


def margin_order(election: str, direction: str) -> str:
    """The constituencies of ``election`` ordered by the winner's lead over the runner-up."""
    return (f"SELECT ?x WHERE {{ ?a {ELECTION} {election} ; {CONSTITUENCY} ?x ; {POSITION} 1 ; {VOTES} ?v1 . "
            f"?b {ELECTION} {election} ; {CONSTITUENCY} ?x ; {POSITION} 2 ; {VOTES} ?v2 }} "
            f"ORDER BY {direction}(?v1 - ?v2) LIMIT 1")


def turnout(t: str) -> str:
    """A turnout as a number (one came through as a string)."""
    return f"{DECIMAL}(STR({t}))"


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # who won
    ("Who won Kellby in 2023?", "lists", f"SELECT ?x WHERE {{ {seat('?r', E2023, KELLBY)} ?r {WINNER} ?x }}"),
    ("Who won the Ostvik by-election?", "lists", f"SELECT ?x WHERE {{ ?r {ELECTION} {BY2021} ; {WINNER} ?x }}"),
    # "Saltcombe" misspelt on purpose
    ("Who won Saltcomb in 2019?", "lists", f"SELECT ?x WHERE {{ {seat('?r', E2019, SALTCOMBE)} ?r {WINNER} ?x }}"),
    ("who came second in altstad east in 2023", "lists",
     (f"SELECT ?x WHERE {{ ?r {ELECTION} {E2023} ; {CONSTITUENCY} {ALTSTAD_EAST} ; {POSITION} 2 ; "
      f"{CANDIDATE} ?x }}")),
    ("Which candidates won their seat at both general elections?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {stood('?a', E2019, '?x')} ?a {POSITION} 1 . "
      f"{stood('?b', E2023, '?x')} ?b {POSITION} 1 }}")),
    # seats and parties
    ("Which party won the most seats in 2023?", "lists",
     (f"SELECT ?x WHERE {{ ?r {ELECTION} {E2023} ; {POSITION} 1 ; {PARTY} ?x }} "
      f"GROUP BY ?x ORDER BY DESC(COUNT(?r)) LIMIT 1")),
    ("Which party won most seats at the 2019 general election?", "lists",
     (f"SELECT ?x WHERE {{ ?r {ELECTION} {E2019} ; {POSITION} 1 ; {PARTY} ?x }} "
      f"GROUP BY ?x ORDER BY DESC(COUNT(?r)) LIMIT 1")),
    ("Which constituencies did the Social Democratic Party win in 2019?", "lists",
     f"SELECT ?x WHERE {{ {won('?r', E2019, SDP, '?x')} }}"),
    ("which seats did uplands first win in 2019", "lists", f"SELECT ?x WHERE {{ {won('?r', E2019, UF, '?x')} }}"),
    ("Which constituencies did the Peoples Party gain in 2023?", "lists",
     (f"SELECT ?x WHERE {{ {won('?a', E2023, VPP, '?x')} "
      f"FILTER NOT EXISTS {{ {won('?b', E2019, VPP, '?x')} }} }}")),
    ("Who is the leader of the party that won Port Selwyn in 2023?", "lists",
     f"SELECT ?x WHERE {{ {won('?r', E2023, '?p', PORT_SELWYN)} ?p {LEADER} ?x }}"),
    # party facts
    ("Who is the Liberal Alliance 's leader?", "lists", f"SELECT ?x WHERE {{ {LA} {LEADER} ?x }}"),
    ("who leads the RM", "lists", f"SELECT ?x WHERE {{ {RM} {LEADER} ?x }}"),
    ("Which parties were founded before 1980?", "lists",
     f"SELECT ?x WHERE {{ ?x {FOUNDED} ?y FILTER({INTEGER}(STR(?y)) < 1980) }}"),
    # candidates
    ("Which party did Tor Eidem stand for in 2023?", "lists",
     f"SELECT ?x WHERE {{ {stood('?r', E2023, EIDEM)} ?r {PARTY} ?x }}"),
    ("Which parties has Tor Eidem been a candidate for?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?r {CANDIDATE} {EIDEM} ; {PARTY} ?x }}"),
    ("Which elections did Ragna Sele stand in?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?r {CANDIDATE} {SELE} ; {ELECTION} ?x }}"),
    ("Who stood in Brannock Hills in 2023?", "lists",
     f"SELECT ?x WHERE {{ ?r {ELECTION} {E2023} ; {CONSTITUENCY} {BRANNOCK} ; {CANDIDATE} ?x }}"),
    ("Who stood as an independent?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?r {RDF_TYPE} {CANDIDATE_RESULT} ; {CANDIDATE} ?x "
      f"FILTER NOT EXISTS {{ ?r {PARTY} ?p }} }}")),
    ("Which Reform Movement candidates stood in the Southern Coast region?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?r {PARTY} {RM} ; {CANDIDATE} ?x ; {CONSTITUENCY} ?c . ?c {REGION} {COAST} }}"),
    ("Which Green Future candidates stood in the Capital Region in 2019?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?r {ELECTION} {E2019} ; {PARTY} {GF} ; {CANDIDATE} ?x ; {CONSTITUENCY} ?c . "
      f"?c {REGION} {CAPITAL} }}")),
    # votes
    ("Which candidate got the most votes in 2023?", "lists",
     f"SELECT ?x WHERE {{ ?r {ELECTION} {E2023} ; {CANDIDATE} ?x ; {VOTES} ?v }} ORDER BY DESC(?v) LIMIT 1"),
    ("Which candidates got more than 20,000 votes?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?r {CANDIDATE} ?x ; {VOTES} ?v FILTER(?v > 20000) }}"),
    ("What was the closest result in the 2023 election?", "lists", margin_order(E2023, "ASC")),
    ("Which constituency had the biggest majority in 2023?", "lists", margin_order(E2023, "DESC")),
    # turnout
    ("Which constituency had the highest turnout in 2019?", "lists",
     (f"SELECT ?x WHERE {{ {seat('?r', E2019, '?x')} ?r {TURNOUT} ?t }} "
      f"ORDER BY DESC({turnout('?t')}) LIMIT 1")),
    ("Which constituencies had a turnout above 72% in 2023?", "lists",
     f"SELECT ?x WHERE {{ {seat('?r', E2023, '?x')} ?r {TURNOUT} ?t FILTER({turnout('?t')} > 72) }}"),
    # places and dates
    ("Which constituencies are in the Northern Uplands?", "lists", f"SELECT ?x WHERE {{ ?x {REGION} {UPLANDS} }}"),
    ("Which region is Saltcombe in?", "lists", f"SELECT ?x WHERE {{ {SALTCOMBE} {REGION} ?x }}"),
    ("When was the Ostvik by-election held?", "lists",
     f"SELECT ?x WHERE {{ ?e {RDF_TYPE} {BY_ELECTION} ; {DATE} ?x . ?r {ELECTION} ?e ; {CONSTITUENCY} {OSTVIK} }}"),
    # counts
    # "Ness" misspelt on purpose
    ("how many votes did Halvard Nes get in 2023", "counts",
     f"SELECT ?n WHERE {{ {stood('?r', E2023, NESS)} ?r {VOTES} ?n }}"),
    ("turnout in kellby 2019", "counts", f"SELECT ?n WHERE {{ {seat('?r', E2019, KELLBY)} ?r {TURNOUT} ?n }}"),
    ("What was the turnout in the Ostvik by-election?", "counts",
     f"SELECT ?n WHERE {{ {seat('?r', BY2021, OSTVIK)} ?r {TURNOUT} ?n }}"),
    ("How many people were registered to vote in Port Selwyn in 2023?", "counts",
     f"SELECT ?n WHERE {{ {seat('?r', E2023, PORT_SELWYN)} ?r {ELECTORATE} ?n }}"),
    ("In what year was Uplands First founded?", "counts", f"SELECT ?n WHERE {{ {UF} {FOUNDED} ?n }}"),
    ("How many seats did the Social Democratic Party win in 2023?", "counts",
     f"SELECT (COUNT(DISTINCT ?c) AS ?n) WHERE {{ {won('?r', E2023, SDP, '?c')} }}"),
    ("How many candidates stood in the 2023 general election?", "counts",
     (f"SELECT (COUNT(DISTINCT ?p) AS ?n) WHERE {{ ?r {RDF_TYPE} {CANDIDATE_RESULT} ; {ELECTION} {E2023} ; "
      f"{CANDIDATE} ?p }}")),
    ("How many candidates did the Liberal Alliance put up in 2019?", "counts",
     f"SELECT (COUNT(DISTINCT ?p) AS ?n) WHERE {{ ?r {ELECTION} {E2019} ; {PARTY} {LA} ; {CANDIDATE} ?p }}"),
    ("How many votes did the People's Party get in total in 2019?", "counts",
     f"SELECT (SUM(?v) AS ?n) WHERE {{ ?r {ELECTION} {E2019} ; {PARTY} {VPP} ; {VOTES} ?v }}"),
    ("How many constituencies are in the Capital Region?", "counts",
     f"SELECT (COUNT(DISTINCT ?c) AS ?n) WHERE {{ ?c {REGION} {CAPITAL} }}"),
]
YES_NO = [
    ("Did Tomas Reyl win Kellby in 2023?", True),
    ("Did Dag Lindqvist hold Kellby in 2023?", False),
    ("did the VPP win Westerholm in 2023", True),
    ("Did the Social Democrats win Saltcombe in 2019?", False),
    ("is eira dunmore the leader of uplands first", True),
    ("Is Henrik Solberg the leader of the People's Party?", False),
    ("Did Per Nyland stand in both the 2019 and the 2023 election?", True),
    ("Did Kasper Voll stand in both general elections?", False),
    ("Was turnout in Brannock Hills above 75% in 2023?", True),
    ("Was turnout in Port Selwyn over 65% in 2019?", False),
    ("Did Johan Krog get more votes than Vera Lind in 2019?", True),
    ("Did Petter Hauge get more votes than Anne Sunde in 2023?", False),
    ("Did the Social Democratic Party win more seats than the People's Party in 2019?", True),
    ("Did Green Future win more seats than the Liberal Alliance in 2023?", False),
    ("Has Tor Eidem stood for the Reform Movement?", True),
    ("Did Tor Eidem stand for the Liberal Alliance in 2023?", False),
    ("Was there a by-election in Ostvik?", True),
    ("Was there a by-election in Dunmere?", False),
    ("Is Altstad East in the Capital Region?", True),
    ("Is Lowbay in the Northern Uplands?", False),
]


name_of = kg_questions.name_under(BASE)  # the commission's resources by their path (``person/1004``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("elections", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
