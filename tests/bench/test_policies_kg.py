"""``kgqa.bench.policies_kg``: the KG file parses and is in the ODRL 2.2 shape a licensing agency's
export has (parties, assets and collections, sets, offers and agreements with their permissions,
prohibitions, obligations, constraints and duties as blank nodes, with the untidiness such exports
have), and every gold query, run by rdflib on ``tests/candidates/data/policies.ttl``, gives the
answer worked out by hand from the file; every yes/no truth is what an ASK written here says. No
engine runs here."""

import rdflib
from rdflib.namespace import DCTERMS, FOAF, RDF, XSD

from kgqa.bench import policies_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

ODRL = rdflib.Namespace(bench.ODRL)
DCMITYPE = rdflib.Namespace(bench.DCMITYPE)
VCARD = rdflib.Namespace(bench.VCARD)
b = bench


def _s(*paths: str) -> list[str]:
    return sorted(paths)


# The answers read off the Turtle by hand, in the bench's order (paths under the base, literals as written).
LISTS = [
    _s(b.LOFOTEN_DAWN, b.TROLLSTIGEN),
    [b.KESTREL],
    _s(b.AGR_KESTREL_SYNC, b.AGR_KESTREL_DOC),
    # the photography set, the advertising offer, the book licence and Fjordline's 2024 campaign
    _s(b.SET_PHOTO, b.OFFER_LOFOTEN, b.AGR_BRIGHTWATER_BOOK, b.AGR_FJORDLINE_2024),
    _s(b.MAKOLA, b.CAPE_COAST, b.ACCRA_SKYLINE),
    [b.OSEI],
    # Northern Line to Kestrel, Quiet Hours to Harbour Coffee and Meridian
    _s(b.KESTREL, b.MERIDIAN, b.HARBOUR_COFFEE),
    # 2023-12-31 (lteq) and 2022-05-04 (lt); the OpenMetrics dateTime is 2024-03-14
    _s(b.AGR_BRIGHTWATER_BOOK, b.AGR_FJORDLINE_2021),
    _s(b.AGR_KESTREL_SYNC, b.AGR_KESTREL_DOC),
    # 1500, 2500 and 600 euros; the Northern Line offer is 800 pounds
    _s(b.OFFER_LOFOTEN, b.OFFER_SST, b.OFFER_ESTUARY),
    # 2800 euros; Pixelcraft paid 3000 US dollars
    [b.AGR_FJORDLINE_2024],
    # "2017"^^xsd:gYear
    [b.CAPE_COAST],
    _s(bench.ODRL + "stream", bench.ODRL + "synchronize"),
    [b.OSEI],
    _s(b.EBB, b.FLOOD),
    _s(b.HALVORSEN, b.FJORDLINE),
    _s(b.AGR_WHITCOMBE, b.AGR_PIXELCRAFT, b.AGR_HARBOUR),
    # Northern Line; Harbour Lights, Bergen and Cape Coast Fishermen in the documentary
    _s(b.PIKE, b.HALVORSEN, b.OSEI),
    _s(b.SET_PHOTO, b.SET_MUSIC, b.OFFER_NORTHERN, b.AGR_BRIGHTWATER_BOOK, b.AGR_KESTREL_SYNC,
       b.AGR_FJORDLINE_2024),
    [b.OBSERVATORY],
    # 250000, 8000 and 40000; the book licence's 5000 is not more than 5000
    _s(b.AGR_PIXELCRAFT, b.AGR_BRIGHTWATER_COVER, b.AGR_FJORDLINE_2024),
    _s(b.AGR_BRIGHTWATER_BOOK, b.AGR_FJORDLINE_2021, b.AGR_FJORDLINE_2024),
    # Northern Line, and the Estuary Suite collection whose parts are tracks
    _s(b.OFFER_NORTHERN, b.OFFER_ESTUARY),
    # the EEA is only in an offer
    _s(b.UK, b.GERMANY, b.NORWAY, b.AUSTRALIA),
    [b.PIXELCRAFT],
    [b.MAKOLA],
    ["mailto:rights@kestrel-media.example.de"],
    _s(b.SST, b.NOISE),
    _s(b.AGR_FJORDLINE_2021, b.AGR_OPENMETRICS),
    _s(b.MILONGA, b.VIENTO_SUR),
]
# 12 agreements, two of them the Observatory's; 3 Halvorsen photos; 6 tracks; a print run of 8000;
# 720 (Australian dollars); Brightwater, Fjordline and Kestrel; the data set and the Meridian licence;
# 6 offers; 2 Meridian agreements; 2017
COUNTS = [number(n) for n in (10, 3, 6, 8000, 720, 3, 2, 6, 2, 2017)]

_e = bench._e
PERMISSION, PROHIBITION, TARGET, ACTION, ASSIGNEE, ASSIGNER, CONSTRAINT, LEFT, RIGHT = (
    b.PERMISSION, b.PROHIBITION, b.TARGET, b.ACTION, b.ASSIGNEE, b.ASSIGNER, b.CONSTRAINT, b.LEFT, b.RIGHT)


def _may(client: str, asset: str, action: str) -> str:
    return (f"ASK {{ ?p {ASSIGNEE} {_e(client)} ; {PERMISSION} ?r . ?r {TARGET} {_e(asset)} ; "
            f"{ACTION} {bench._o(action)} }}")


def _forbids(policy: str, action: str) -> str:
    return f"ASK {{ {_e(policy)} {PROHIBITION} ?r . ?r {ACTION} {bench._o(action)} }}"


def _took(person: str, asset: str) -> str:
    return f"ASK {{ {_e(asset)} {b.CREATOR} {_e(person)} }}"


def _in_territory(policy: str, territory: str) -> str:
    return (f"ASK {{ {_e(policy)} {PERMISSION} ?r . ?r {CONSTRAINT} ?c . ?c {LEFT} {b.SPATIAL} ; "
            f"{RIGHT} {_e(territory)} }}")


def _dearer(x: str, y: str) -> str:
    return (f"ASK {{ {_e(x)} {PERMISSION} ?r . {b.fee('?r', '?a')} "
            f"{_e(y)} {PERMISSION} ?s . ?s {b.DUTY} ?e . ?e {ACTION} {bench._o('compensate')} ; {CONSTRAINT} ?l . "
            f"?l {LEFT} {b.PAY_AMOUNT} ; {RIGHT} ?c ; {b.UNIT} {b.EURO} FILTER(?a > ?c) }}")


def _earlier(x: str, y: str) -> str:
    return f"ASK {{ {_e(x)} {b.CREATED} ?a . {_e(y)} {b.CREATED} ?c FILTER(?a < ?c) }}"


def _based_in(party: str, country: str) -> str:
    return f"ASK {{ {_e(party)} {b.HAS_ADDRESS} ?ad . ?ad {b.COUNTRY} \"{country}\" }}"


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    _may(b.KESTREL, b.NORTHERN_LINE, "stream"),
    _may(b.HARBOUR_COFFEE, b.ESTUARY, "distribute"),
    _took(b.HALVORSEN, b.LOFOTEN_DAWN),
    _took(b.WRONA, b.ACCRA_SKYLINE),
    _forbids(b.AGR_BRIGHTWATER_BOOK, "modify"),
    _forbids(b.AGR_PIXELCRAFT, "modify"),
    _in_territory(b.AGR_FJORDLINE_2021, b.NORWAY),
    _in_territory(b.AGR_KESTREL_DOC, b.NORWAY),
    _dearer(b.OFFER_LOFOTEN, b.OFFER_ACCRA),
    _dearer(b.OFFER_MAKOLA, b.OFFER_ESTUARY),
    _earlier(b.VIENTO_SUR, b.NORTHERN_LINE),
    _earlier(b.ACCRA_SKYLINE, b.VISTULA),
    _based_in(b.PIXELCRAFT, "Canada"),
    _based_in(b.OPENMETRICS, "Germany"),
    (f"ASK {{ ?p {ASSIGNEE} {_e(b.WHITCOMBE)} ; {PERMISSION} ?r . ?r {TARGET} ?t . "
     f"{{ ?t a {b.SOUND} }} UNION {{ ?s {b.PART_OF} ?t ; a {b.SOUND} }} }}"),
    (f"ASK {{ {_e(b.AGR_MERIDIAN_SST)} {PERMISSION} ?r . ?r {b.DUTY} ?d . "
     f"?d {ACTION} {bench._o('attribute')} ; {b.ATTRIBUTED} {_e(b.OBSERVATORY)} }}"),
    (f"ASK {{ ?p {ASSIGNEE} {_e(b.BRIGHTWATER)} ; {PERMISSION} ?r . ?r {TARGET} {_e(b.ACCRA_SKYLINE)} ; "
     f"{ACTION} {bench._o('print')} ; {CONSTRAINT} ?c . ?c {LEFT} {b.COUNT} ; {RIGHT} ?n FILTER(?n > 10000) }}"),
    f"ASK {{ ?p a {b.AGREEMENT} ; {PERMISSION} ?r . ?r {TARGET} {_e(b.VISTULA)} }}",
    f"ASK {{ {_e(b.TROLLSTIGEN)} {b.PART_OF} {_e(b.LANDSCAPES)} }}",
    f"ASK {{ {_e(b.OFFER_SST)} {ASSIGNER} {_e(b.LUMEN)} }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def _u(path: str) -> rdflib.URIRef:
    return rdflib.URIRef(bench.BASE + path)


def test_the_export_has_its_parties_assets_territories_and_policies():
    graph = _graph()
    assert len(graph) == 946
    counts = [len(set(graph.subjects(RDF.type, c))) for c in (
        ODRL.Party, ODRL.Asset, ODRL.AssetCollection, DCTERMS.Location, ODRL.Set, ODRL.Offer, ODRL.Agreement)]
    assert counts == [16, 16, 2, 5, 3, 6, 12]
    kinds = [len(set(graph.subjects(RDF.type, c))) for c in (DCMITYPE.StillImage, DCMITYPE.Sound, DCMITYPE.Dataset)]
    assert kinds == [8, 6, 2]
    assert all(str(s).startswith(bench.BASE) for s in graph.subjects() if isinstance(s, rdflib.URIRef))
    for kind in (ODRL.Set, ODRL.Offer, ODRL.Agreement):
        for policy in graph.subjects(RDF.type, kind):
            assert graph.value(policy, ODRL.uid) == policy
            assert graph.value(policy, ODRL.assigner) is not None
            assert (graph.value(policy, ODRL.assignee) is not None) == (kind == ODRL.Agreement)
            assert graph.value(policy, DCTERMS.issued) is not None
    for asset in graph.subjects(RDF.type, ODRL.Asset):
        assert graph.value(asset, DCTERMS.title) is not None and graph.value(asset, DCTERMS.creator) is not None


def test_rules_constraints_and_duties_are_blank_nodes_in_the_odrl_shape():
    graph = _graph()
    rules = [r for p in (ODRL.permission, ODRL.prohibition, ODRL.obligation) for r in graph.objects(None, p)]
    assert len(rules) == 29 + 14 + 3
    assert all(isinstance(r, rdflib.BNode) and graph.value(r, ODRL.action) is not None for r in rules)
    # every rule but one obligation (to inform) names its target
    assert len([r for r in rules if graph.value(r, ODRL.target) is None]) == 1
    constraints = list(graph.objects(None, ODRL.constraint))
    assert len(constraints) == 49
    for c in constraints:
        assert None not in (graph.value(c, ODRL.leftOperand), graph.value(c, ODRL.operator),
                            graph.value(c, ODRL.rightOperand))
    fees = [d for d in graph.objects(None, ODRL.duty) if graph.value(d, ODRL.action) == ODRL.compensate]
    assert len(fees) == 6 + 11  # every offer, every agreement but the free research licence
    for d in fees:
        c = graph.value(d, ODRL.constraint)
        assert graph.value(c, ODRL.leftOperand) == ODRL.payAmount
        assert graph.value(c, ODRL.rightOperand).datatype == XSD.decimal
        assert graph.value(c, ODRL.unit) is not None
    # one payment names no compensated party
    assert len([d for d in fees if graph.value(d, ODRL.compensatedParty) is None]) == 1
    spatial = {o for c in constraints if graph.value(c, ODRL.leftOperand) == ODRL.spatial
               for o in graph.objects(c, ODRL.rightOperand)}
    assert spatial == {_u(t) for t in (b.NORWAY, b.GERMANY, b.UK, b.AUSTRALIA, b.EEA)}


def test_the_export_is_untidy_as_real_dumps_are():
    graph = _graph()
    assert len(set(graph.objects(_u(b.FERREYRA), FOAF.name))) == 2
    assert graph.value(_u(b.PIKE), VCARD.hasEmail) is None
    assert [o.datatype for o in graph.objects(None, DCTERMS.created)].count(XSD.gYear) == 2
    assert [o.datatype for o in graph.objects(None, DCTERMS.issued)].count(XSD.gYear) == 1
    assert graph.value(_u(b.NOISE), DCTERMS.created) is None
    assert graph.value(_u(b.AGR_MERIDIAN_LECTURES), DCTERMS.title) is None
    countries = {str(graph.value(graph.value(p, VCARD.hasAddress), VCARD["country-name"]))
                 for p in (_u(b.PIKE), _u(b.SALTMARSH), _u(b.BRIGHTWATER))}
    assert countries == {"UK", "England", "United Kingdom"}
    expiries = [graph.value(c, ODRL.rightOperand) for c in graph.objects(None, ODRL.constraint)
                if graph.value(c, ODRL.leftOperand) == ODRL.dateTime]
    assert {e.datatype for e in expiries} == {XSD.date, XSD.dateTime}


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
