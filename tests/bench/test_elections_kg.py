"""``kgqa.bench.elections_kg``: the KG file parses and is in an electoral commission's results shape
(three elections with dates, twelve constituencies in three regions, six parties with a short name, a
founding year and a leader who stood; one result node per election and constituency with electorate,
turnout, valid votes and winner, and one per candidate with votes and position, the valid votes the sum
of the candidates' votes and the winner the one in position 1), and every gold query, run by rdflib on
``tests/candidates/data/elections.ttl``, gives the answer worked out by hand from the file; every
yes/no truth is what an ASK written here says. No engine runs here."""

import rdflib
from rdflib.namespace import DCTERMS, FOAF, RDF, RDFS, XSD

from kgqa.bench import elections_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

EC = rdflib.Namespace(bench.EC)
BASE = rdflib.Namespace(bench.BASE)


def _p(*ids: int) -> list[str]:
    return sorted(f"person/{i}" for i in ids)


def _c(*slugs: str) -> list[str]:
    return sorted(f"constituency/{s}" for s in slugs)


# The answers read off the Turtle by hand, in the bench's order (paths under the commission's base).
# Persons: 1001 Marta Ilves, 1002 Jonas Brekke, 1003 Sofie Arnand, 1004 Tomas Reyl, 1005 Eira Dunmore,
# 1006 Kasper Voll, 1008 Lene Markus, 1011 Per Nyland, 1021 Aron Hegge, 1025 Ragna Sele, 1029 Jens Ulvik,
# 1030 Kari Moen, 1031 Steinar Lie, 1032 Mona Berg, 1033 Johan Krog, 1035 Tor Eidem, 1037 Anne Sunde,
# 1040 Gunnar Saether, 1041 Elin Fossum, 1047 Nora Bakke. Parties PP101 SDP ... PP106 RM.
LISTS = [
    _p(1004),  # Kellby 2023: Reyl (GF) 15,880 ahead of Lindqvist
    _p(1025),  # the by-election: Sele (UF) 11,430
    _p(1041),  # Saltcombe 2019: Fossum 14,520 to Dahl 14,395
    _p(1011),  # Altstad East 2023: Arnand 16,102, Nyland 15,870
    # winners in both: Altstad Central, Altstad East, Rosmarsh, Harrowfell, Dunmere, Lowbay
    _p(1001, 1003, 1002, 1005, 1021, 1037),
    ["party/PP102"],  # 2023: VPP 6, SDP 3, LA, GF, UF 1 each
    ["party/PP101"],  # 2019: SDP 5, VPP 4, UF 2, LA 1
    _c("altstad-central", "kellby", "port-selwyn", "lowbay", "westerholm"),
    _c("harrowfell", "brannock-hills"),
    # VPP 2023: Rosmarsh, Dunmere, Ostvik, Brannock Hills, Port Selwyn, Westerholm; 2019 it held the first three
    _c("brannock-hills", "port-selwyn", "westerholm"),
    _p(1002),  # Port Selwyn 2023 went to Vera Lind (VPP), led by Brekke
    _p(1003),
    _p(1006),
    ["party/PP101", "party/PP102", "party/PP103"],  # 1921, 1946, 1978 (GF 2004, UF 2011, RM 2017)
    ["party/PP106"],
    ["party/PP103", "party/PP106"],  # LA in Port Selwyn 2019, RM there in 2023
    ["election/2019-general", "election/2021-ostvik-by-election", "election/2023-general"],
    _p(1031, 1030, 1032),
    _p(1029),
    _p(1035, 1040, 1047),  # RM stood only in 2023: Port Selwyn, Lowbay, Westerholm on the coast
    _p(1008, 1004),  # GF 2019 in the capital: Altstad Central and Kellby
    _p(1002),  # Brekke 21,006 in Rosmarsh; Ilves 19,876 next
    _p(1001, 1033, 1002),  # Ilves 21,304 and Krog 20,115 in 2019, Brekke 21,006 in 2023
    _c("brannock-hills"),  # 2023 margins: Brannock Hills 225, Altstad East 232, Lowbay 360
    _c("rosmarsh"),  # 2023: Rosmarsh 8,526, Altstad Central 5,646
    _c("ostvik"),  # 2019: Ostvik 74.0, Dunmere 73.6
    _c("altstad-east", "harrowfell", "brannock-hills", "westerholm"),  # 73.0, 73.6, 75.7, 73.9
    _c("harrowfell", "dunmere", "ostvik", "brannock-hills"),
    ["region/southern-coast"],
    ["2021-10-14"],
]
# Ness 13,870; Kellby 2019 67.0; the by-election "59.9"; Port Selwyn 2023 73,980 registered; UF 2011;
# SDP 2023: Altstad Central, Lowbay, Saltcombe; 43 candidates in 2023 (4+4+3+4+4+3+3+3+4+4+3+4);
# LA 2019: Kettil, Arnand, Dorn, Lunde, Eidem, Nesse, Wik; VPP 2019 in all twelve seats:
# 12118+8215+14902+19870+9870+12640+13115+10440+14870+13990+14520+11640; four capital seats
COUNTS = [number(n) for n in (13870, 67.0, 59.9, 73980, 2011, 3, 43, 7, 156190, 4)]

b = bench
PER_NYLAND, KASPER_VOLL, ANNE_SUNDE, PETTER_HAUGE, VERA_LIND, JOHAN_KROG = (
    b.NYLAND, b.VOLL, b.SUNDE, b.HAUGE, b.LIND, b.KROG)
ALTSTAD_EAST, LOWBAY = b.ALTSTAD_EAST, b.LOWBAY


def _seats(party: str, election: str, var: str) -> str:
    return (f"{{ SELECT (COUNT(?r_{var}) AS ?{var}) WHERE {{ ?r_{var} {b.ELECTION} {election} ; "
            f"{b.PARTY} {party} ; {b.POSITION} 1 }} }}")


def _votes(who: str, election: str, var: str) -> str:
    return f"?r_{var} {b.ELECTION} {election} ; {b.CANDIDATE} {who} ; {b.VOTES} ?{var} ."


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f"ASK {{ ?r {b.ELECTION} {b.E2023} ; {b.CONSTITUENCY} {b.KELLBY} ; {b.WINNER} {b.REYL} }}",
    f"ASK {{ ?r {b.ELECTION} {b.E2023} ; {b.CONSTITUENCY} {b.KELLBY} ; {b.WINNER} {b.LINDQVIST} }}",
    f"ASK {{ {b.won('?r', b.E2023, b.VPP, b.WESTERHOLM)} }}",
    f"ASK {{ {b.won('?r', b.E2019, b.SDP, b.SALTCOMBE)} }}",
    f"ASK {{ {b.UF} {b.LEADER} {b.DUNMORE} }}",
    f"ASK {{ {b.VPP} {b.LEADER} {b.SOLBERG} }}",
    f"ASK {{ ?a {b.ELECTION} {b.E2019} ; {b.CANDIDATE} {PER_NYLAND} . ?c {b.ELECTION} {b.E2023} ; "
    f"{b.CANDIDATE} {PER_NYLAND} }}",
    f"ASK {{ ?a {b.ELECTION} {b.E2019} ; {b.CANDIDATE} {KASPER_VOLL} . ?c {b.ELECTION} {b.E2023} ; "
    f"{b.CANDIDATE} {KASPER_VOLL} }}",
    f"ASK {{ ?r {b.ELECTION} {b.E2023} ; {b.CONSTITUENCY} {b.BRANNOCK} ; {b.TURNOUT} ?t FILTER(?t > 75) }}",
    f"ASK {{ ?r {b.ELECTION} {b.E2019} ; {b.CONSTITUENCY} {b.PORT_SELWYN} ; {b.TURNOUT} ?t FILTER(?t > 65) }}",
    f"ASK {{ {_votes(JOHAN_KROG, b.E2019, 'a')} {_votes(VERA_LIND, b.E2019, 'c')} FILTER(?a > ?c) }}",
    f"ASK {{ {_votes(PETTER_HAUGE, b.E2023, 'a')} {_votes(ANNE_SUNDE, b.E2023, 'c')} FILTER(?a > ?c) }}",
    f"ASK {{ {_seats(b.SDP, b.E2019, 'a')} {_seats(b.VPP, b.E2019, 'c')} FILTER(?a > ?c) }}",
    f"ASK {{ {_seats(b.GF, b.E2023, 'a')} {_seats(b.LA, b.E2023, 'c')} FILTER(?a > ?c) }}",
    f"ASK {{ ?r {b.CANDIDATE} {b.EIDEM} ; {b.PARTY} {b.RM} }}",
    f"ASK {{ ?r {b.ELECTION} {b.E2023} ; {b.CANDIDATE} {b.EIDEM} ; {b.PARTY} {b.LA} }}",
    f"ASK {{ ?e {b.RDF_TYPE} {b.BY_ELECTION} . ?r {b.ELECTION} ?e ; {b.CONSTITUENCY} {b.OSTVIK} }}",
    f"ASK {{ ?e {b.RDF_TYPE} {b.BY_ELECTION} . ?r {b.ELECTION} ?e ; {b.CONSTITUENCY} {b.DUNMERE} }}",
    f"ASK {{ {ALTSTAD_EAST} {b.REGION} {b.CAPITAL} }}",
    f"ASK {{ {LOWBAY} {b.REGION} {b.UPLANDS} }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_export_has_its_elections_places_parties_candidates_and_results():
    graph = _graph()
    assert len(graph) == 954
    counts = {cls: len(set(graph.subjects(RDF.type, cls)))
              for cls in (EC.Election, EC.GeneralElection, EC.ByElection, EC.Region, EC.Constituency, EC.Party,
                          FOAF.Person, EC.ConstituencyResult, EC.CandidateResult)}
    assert list(counts.values()) == [3, 2, 1, 3, 12, 6, 47, 25, 86]
    for e in graph.subjects(RDF.type, EC.Election):
        assert graph.value(e, DCTERMS.date).datatype == XSD.date and graph.value(e, RDFS.label).language == "en"
    for c in graph.subjects(RDF.type, EC.Constituency):
        assert (graph.value(graph.value(c, EC.region), RDF.type)) == EC.Region, c
    for p in graph.subjects(RDF.type, EC.Party):
        assert graph.value(p, EC.abbreviation) is not None and graph.value(p, EC.foundingYear).datatype == XSD.gYear
        leader = graph.value(p, EC.leader)
        assert graph.value(leader, FOAF.name) is not None and graph.value(None, EC.candidate, leader) is not None, p
    for person in graph.subjects(RDF.type, FOAF.Person):
        assert graph.value(person, FOAF.name) is not None and graph.value(None, EC.candidate, person) is not None


def test_each_seat_result_adds_up_and_names_the_candidate_in_first_place():
    graph = _graph()
    for r in graph.subjects(RDF.type, EC.ConstituencyResult):
        e, c = graph.value(r, EC.election), graph.value(r, EC.constituency)
        cands = [x for x in graph.subjects(EC.election, e)
                 if (x, RDF.type, EC.CandidateResult) in graph and graph.value(x, EC.constituency) == c]
        assert 3 <= len(cands) <= 4, r
        assert sum(int(graph.value(x, EC.votes)) for x in cands) == int(graph.value(r, EC.validVotes)), r
        assert sorted(int(graph.value(x, EC.position)) for x in cands) == list(range(1, len(cands) + 1)), r
        first = next(x for x in cands if int(graph.value(x, EC.position)) == 1)
        assert graph.value(first, EC.candidate) == graph.value(r, EC.winner), r
        assert max(int(graph.value(x, EC.votes)) for x in cands) == int(graph.value(first, EC.votes)), r
        assert int(graph.value(r, EC.validVotes)) < int(graph.value(r, EC.electorate)), r


def test_the_export_is_untidy_as_published():
    graph = _graph()
    # the by-election's turnout is a plain string; every other one a decimal
    turnouts = list(graph.objects(None, EC.turnout))
    assert [t.datatype for t in turnouts].count(XSD.decimal) == 24
    assert [str(t) for t in turnouts if t.datatype is None] == ["59.9"]
    # one candidate result has no party (the independent in the by-election)
    no_party = [r for r in graph.subjects(RDF.type, EC.CandidateResult) if graph.value(r, EC.party) is None]
    assert [str(graph.value(r, EC.candidate)) for r in no_party] == [BASE["person/1029"].toPython()]
    # one candidate stood for two parties
    parties: dict = {}
    for r in graph.subjects(RDF.type, EC.CandidateResult):
        if graph.value(r, EC.party) is not None:
            parties.setdefault(graph.value(r, EC.candidate), set()).add(graph.value(r, EC.party))
    assert [str(p) for p, s in parties.items() if len(s) > 1] == [BASE["person/1035"].toPython()]


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
