"""``kgqa.bench.lei_kg``: the KG file parses and is in the shape of GLEIF's RDF Golden Copy (every
legal entity with its LEI as local name and literal, a legal name, an ELF legal form, legal and
headquarters addresses with a labelled country, a status, a category and a registration managed by
a LOU; every relationship record with a child, a parent, a type, a status and a period), and every
gold query, run by rdflib on ``tests/candidates/data/lei.ttl``, gives the answer worked out by hand
from the file; every yes/no truth is what an ASK written here says. No engine runs here."""

import rdflib
from rdflib.namespace import RDF, RDFS

from kgqa.bench import lei_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

L1, L2, BASE_ONT = (rdflib.Namespace(n) for n in (bench.L1, bench.L2, bench.GB))


def _ents(*keys: str) -> list[str]:
    """Entities by their path under ``https://rdf.gleif.org/``, sorted as the golds are."""
    return sorted(f"L1/LEI/{bench.LEIS[k]}" for k in keys)


# The answers read off the Turtle by hand, in the bench's order (entities and ELF codes by their
# path, country IRIs in full, literals as written).
LISTS = [
    ["222100U43JSIOM1TMA58"],
    _ents("brightwater_securities"),
    ["EntityLegalForm/DVXS"],
    ["EntityLegalForm/SGST"],
    # written "2020-01-15T09:12:44Z"; rdflib gives a dateTime with its offset as +00:00
    ["2020-01-15T09:12:44+00:00"],
    _ents("valdmark_leasing", "halvorsen_finance"),
    _ents("brightwater_fund"),
    _ents("valdmark_finance", "halvorsen_inc"),
    _ents("valdmark_am", "orrery_re", "halvorsen_finance", "seligmann_lux"),
    # Brightwater Europe is headquartered in Frankfurt and its LEI is managed by the German LOU
    ["L1/LEI/529900B9U7Z3KXXZU676"],
    _ents("seligmann_branch"),
    _ents("valdmark_am", "orrery_cm", "halvorsen_nv", "halvorsen_shipping"),
    _ents("valdmark_holdings", "valdmark_bank", "valdmark_leasing"),
    # Brightwater Europe SE has its legal address in Luxembourg but its headquarters in Frankfurt
    _ents("valdmark_am", "orrery_re", "halvorsen_finance", "seligmann_lux"),
    _ents("valdmark_holdings", "brightwater_europe", "seligmann_de"),
    _ents("halvorsen_inc", "brightwater_corp", "brightwater_securities"),
    [bench.COUNTRY + "LU"],
    ["New York"],
    _ents("orrery_ireland", "brightwater_fund"),
    _ents("valdmark_holdings"),
    # the record to Orrery Assurances ended in 2019
    _ents("orrery_groupe"),
    _ents("halvorsen_shipping", "halvorsen_gmbh", "halvorsen_inc"),
    _ents("orrery_assurances", "orrery_re", "orrery_ireland"),
    _ents("seligmann_lux"),
    _ents("orrery_cm"),
    _ents("valdmark_finance"),
    _ents("seligmann_privatbank"),
    # Halvorsen Finance's parent is Dutch but the record has ended
    _ents("valdmark_am", "orrery_re", "brightwater_europe", "seligmann_lux"),
    ["Frankfurt am Main"],
    _ents("halvorsen_nv"),
]
# Orrery Groupe: Assurances and Capital Markets; HQ Frankfurt: Valdmark Holdings, Bank, Finance, Leasing,
# Brightwater Europe, Seligmann (Deutschland) (upper-case city); LU legal: 5; Seligmann Holding ultimate:
# Privatbank, Wealth Management; LU LOU 4; 4 ended records; 2013: 5; US 3; SE 3; DE legal 6 (with the branch)
COUNTS = [number(n) for n in (2, 6, 5, 2, 4, 4, 5, 3, 3, 6)]

b = bench


def _first(entity: str, var: str) -> str:
    return f"{entity} {b.REGISTRATION} [ {b.INITIAL} ?{var} ] ."


def _n_direct(parent: str, var: str) -> str:
    return f"{{ SELECT (COUNT(DISTINCT ?c_{var}) AS ?{var}) WHERE {{ {b.rel(f'?c_{var}', b.DIRECT, parent)} }} }}"


def _n_year(year: int, var: str) -> str:
    return (f"{{ SELECT (COUNT(DISTINCT ?e_{var}) AS ?{var}) WHERE {{ {b.entity(f'?e_{var}')} "
            f"{b.first_registered(f'?e_{var}', f'?d_{var}')} FILTER(YEAR(?d_{var}) = {year}) }} }}")


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f"ASK {{ {b.VALDMARK_LEASING} {b.STATUS} {b.ACTIVE} }}",
    f"ASK {{ {b.ORRERY_RE} {b.STATUS} {b.ACTIVE} }}",
    f"ASK {{ {b.rel(b.VALDMARK_AM, b.ULTIMATE, b.VALDMARK_HOLDINGS)} }}",
    f"ASK {{ {b.rel(b.ORRERY_RE, b.ULTIMATE, b.ORRERY_ASSURANCES, None)} }}",
    f"ASK {{ {b.hq_country(b.BRIGHTWATER_EUROPE, b.LU)} }}",
    f"ASK {{ {b.HALVORSEN_GMBH} {b.LEGAL_ADDR} [ {b.CITY} \"Hamburg\" ] }}",
    f"ASK {{ {_first(b.VALDMARK_BANK, 'a')} {_first(b.VALDMARK_HOLDINGS, 'c')} FILTER(?a < ?c) }}",
    f"ASK {{ {_first(b.SELIGMANN_PRIVATBANK, 'a')} {_first(b.ORRERY_GROUPE, 'c')} FILTER(?a < ?c) }}",
    f"ASK {{ {b.BRIGHTWATER_FUND} {b.CATEGORY} {b.FUND} }}",
    f"ASK {{ {_n_direct(b.HALVORSEN_NV, 'a')} {_n_direct(b.ORRERY_GROUPE, 'c')} FILTER(?a > ?c) }}",
    f"ASK {{ {b.rel(b.BRIGHTWATER_UK, b.DIRECT, '?p')} {b.legal_country('?p', b.LU)} }}",
    f"ASK {{ {b.rel(b.ORRERY_CM, b.DIRECT, b.ORRERY_ASSURANCES)} }}",
    f"ASK {{ {b.HALVORSEN_SHIPPING} {b.FORM} [ {bench.LABEL} \"besloten vennootschap met beperkte aansprakelijkheid\" ] }}",
    f"ASK {{ {b.is_se(b.SELIGMANN_LUX)} }}",
    f"ASK {{ {b.VALDMARK_FINANCE} {b.REGISTRATION} [ {b.REG_STATUS} {b.ISSUED} ] }}",
    f"ASK {{ {b.entity('?x')} {b.legal_country('?x', b.FR)} ?x {b.REGISTRATION} [ {b.REG_STATUS} {b.LAPSED} ] }}",
    f"ASK {{ {b.rel('?x', '?k', b.SELIGMANN_HOLDING)} {b.legal_country('?x', b.DE)} }}",
    f"ASK {{ {b.HALVORSEN_INC} {b.HQ_ADDR} [ {b.CITY} \"Wilmington\" ] }}",
    f"ASK {{ {_n_year(2013, 'a')} {_n_year(2014, 'c')} FILTER(?a > ?c) }}",
    f"ASK {{ {b.rel('?x', b.DIRECT, b.ORRERY_GROUPE)} {b.legal_country('?x', b.LU)} }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_file_has_its_entities_lous_and_relationship_records():
    graph = _graph()
    assert len(graph) == 834
    counts = [len(set(graph.subjects(RDF.type, c)))
              for c in (L1.LegalEntity, L1.LocalOperatingUnit, L1.LEIRegistration, L2.RelationshipRecord)]
    assert counts == [25, 6, 25, 30]
    types = [graph.value(r, L2.hasRelationshipType) for r in graph.subjects(RDF.type, L2.RelationshipRecord)]
    assert (types.count(L2.IS_DIRECTLY_CONSOLIDATED_BY), types.count(L2.IS_ULTIMATELY_CONSOLIDATED_BY)) == (19, 11)
    assert len(set(graph.subjects(L2.hasRelationshipStatus, L2.INACTIVE))) == 4
    countries = {graph.value(a, BASE_ONT.hasCountry) for a in graph.subjects(RDF.type, BASE_ONT.PhysicalAddress)}
    assert len(countries) == 8 and all(graph.value(c, RDFS.label) for c in countries)


def test_every_entity_is_identified_named_formed_addressed_and_registered():
    graph = _graph()
    separate_hq = 0
    for e in graph.subjects(RDF.type, L1.LegalEntity):
        lei = str(graph.value(e, L1.hasLEI))
        assert len(lei) == 20 and str(e).endswith("/L1/LEI/" + lei), e
        assert graph.value(e, L1.hasLegalName) is not None, e
        assert graph.value(graph.value(e, L1.hasLegalForm), RDFS.label) is not None, e
        legal, hq = graph.value(e, L1.hasLegalAddress), graph.value(e, L1.hasHeadquartersAddress)
        separate_hq += legal != hq
        for a in (legal, hq):
            assert graph.value(a, BASE_ONT.hasCity) and graph.value(a, BASE_ONT.hasAddressLine1), e
        assert graph.value(e, L1.hasEntityStatus) in (L1.ACTIVE, L1.INACTIVE), e
        reg = graph.value(e, L1.hasRegistration)
        assert graph.value(reg, L1.hasInitialRegistrationDate).datatype == rdflib.XSD.dateTime, e
        assert (graph.value(reg, L1.hasManagingLOU), RDF.type, L1.LocalOperatingUnit) in graph, e
    assert separate_hq == 6


def test_every_relationship_record_links_two_entities_with_a_period():
    graph = _graph()
    for r in graph.subjects(RDF.type, L2.RelationshipRecord):
        for p in (L2.hasStartNode, L2.hasEndNode):
            assert (graph.value(r, p), RDF.type, L1.LegalEntity) in graph, r
        period = graph.value(r, L2.hasRelationshipPeriod)
        assert isinstance(period, rdflib.BNode) and graph.value(period, L2.hasPeriodStart) is not None, r
        ended = graph.value(period, L2.hasPeriodEnd) is not None
        assert ended == (graph.value(r, L2.hasRelationshipStatus) == L2.INACTIVE), r


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
