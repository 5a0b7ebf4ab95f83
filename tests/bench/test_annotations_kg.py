"""``kgqa.bench.annotations_kg``: the KG file parses and is in the W3C Web Annotation shape a
Hypothesis-style service exports (annotations with creators, dates, motivations, blank textual
bodies and specific-resource targets with selectors; the articles, their authors and venues; the
users and groups), with the untidiness such exports have, and every gold query, run by rdflib on
``tests/candidates/data/annotations.ttl``, gives the answer worked out by hand from the file; every
yes/no truth is what an ASK written here says. No engine runs here."""

import rdflib
from rdflib.namespace import DCTERMS, FOAF, RDF, XSD

from kgqa.bench import annotations_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

OA = rdflib.Namespace(bench.OA)
SCHEMA = rdflib.Namespace(bench.SCHEMA)
AS = rdflib.Namespace(bench.AS)
b = bench


def _s(*paths: str) -> list[str]:
    return sorted(paths)


# The answers read off the Turtle by hand, in the bench's order (paths under the base, literals as written).
LISTS = [
    # Thorne: a question on the Margins and on Sediment, to-read tags on Macroinvertebrate and Fish
    _s(b.MARGINS, b.SEDIMENT, b.MACROINVERTEBRATE, b.FISH),
    # Peel and Nakamura highlighted, Farkas commented, Thorne asked (Peel's reply is to Thorne)
    _s(b.JPEEL, b.HNAKAMURA, b.EFARKAS, b.LTHORNE),
    # on the Early Modern Letters and the Notarial Records; her highlights and reply have no tags
    _s("Methodology", "orthography"),
    # Weiß's tag on the Margins, Santos's capitalised one on the Letters
    _s(b.MARGINS, b.LETTERS),
    _s(b.MACROINVERTEBRATE, b.FISH),
    # Bianchi on her Margins comment, Santos on her Ledger comment
    _s(b.RBIANCHI, b.ASANTOS),
    # her third highlight has a position selector, no quote
    _s("suspended sediment concentrations exceeded 3 g/L", "a cold anomaly in the 1690s"),
    _s("bedload flux peaks two hours after the melt maximum", "suspended sediment concentrations exceeded 3 g/L"),
    ["Volunteer accuracy figures are better than the title suggests."],
    # bookmarks of the Letters and the Survey
    _s(b.RAGHUNATHAN, b.DUFAUX, b.OKONKWO),
    # Ledger Books: Kovač, Bianchi, Fadeyi (Santos and Bianchi's replies target annotations); Parish: Farkas, Nakamura
    _s(b.MKOVAC, b.RBIANCHI, b.OFADEYI, b.EFARKAS, b.HNAKAMURA),
    _s(b.Q_MARGINS_THORNE, b.Q_SEDIMENT_THORNE, b.Q_PARISH_FARKAS),
    _s(b.H_SEDIMENT_PEEL, b.H_SEDIMENT_NAKAMURA, b.H_PARISH_NAKAMURA),
    _s(b.R_BIANCHI_KOVAC, b.C_BIANCHI_LINKED),
    _s(b.C_KOVAC_NEGATION_DE, b.C_LINDGREN_PEER_DE),
    # the Margins have 7 (Sediment 5, Crowdsourced 4, Linked Data 4)
    [b.MARGINS],
    # Weiß on 2023-04-02, Lindgren the 3rd, Kovač the 5th
    [b.KWEISS],
    # Peel (Margins), Drake (Linked Data), Thorne (Macroinvertebrate, Fish), Santos (Crowdsourced), Peel (Fish), Drake (Survey)
    _s(b.MARGINS, b.LINKED_DATA, b.MACROINVERTEBRATE, b.CROWDSOURCED, b.FISH, b.SURVEY),
    _s(b.BEAVER, b.WATERMARKS),
    _s(b.JPEEL, b.LTHORNE, b.HNAKAMURA, b.EFARKAS),
    _s(b.MANUSCRIPTS, b.SEMINAR),
    _s(b.MARGINS, b.LINKED_DATA, b.LETTERS, b.LEDGERS, b.NOTARIAL),
    [b.MARCHETTI],
    _s(b.MARGINS, b.LINKED_DATA, b.PEER_REVIEW),
    # 2016, 2019, 2021
    [b.PEER_REVIEW],
    _s(b.AFE, b.NAR),
    # 2014, 2012, 2011, 2008 (the Beaver Dams paper has no year)
    _s(b.LETTERS, b.LEDGERS, b.NOTARIAL, b.WATERMARKS),
    # Sediment is issued 2018-05-14; Fish 2017; Beaver Dams has no year
    _s(b.SEDIMENT, b.MACROINVERTEBRATE),
    ["doi:10.5555/afe.2017.058"],
    ["slindgren"],
]
# Kovač 6 (four comments or tags, a reply, a tag); Negation: Lindgren, Weiß, Kovač; Margins highlights by Santos
# and Lindgren; 6 replies; Ostrowski 3 papers; seminar 5 members; AFE 4 papers; 10 annotations in 2022;
# Fadeyi on the Margins, Ledgers, Crowdsourced and Survey; Negation issued 2020
COUNTS = [number(n) for n in (6, 3, 2, 6, 3, 5, 4, 10, 4, 2020)]

_e = bench._e
CREATOR, MOTIVATED, ON, ISSUED, PART_OF, MEMBER, CREATED = (
    b.CREATOR, b.MOTIVATED, b.ON, b.ISSUED, b.PART_OF, b.MEMBER, b.CREATED)


def _docs_by(user: str, var: str) -> str:
    return (f"{{ SELECT (COUNT(DISTINCT ?d_{var}) AS ?{var}) WHERE {{ ?a_{var} {CREATOR} {_e(user)} ; {ON} ?d_{var} . "
            f"?d_{var} a {b.ARTICLE} }} }}")


def _annotations_on(doc: str, var: str) -> str:
    return f"{{ SELECT (COUNT(DISTINCT ?a_{var}) AS ?{var}) WHERE {{ ?a_{var} {ON} {_e(doc)} }} }}"


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f"ASK {{ {_e(b.MARGINS)} {CREATOR} {_e(b.MARCHETTI)} }}",
    f"ASK {{ {_e(b.NEGATION)} {CREATOR} {_e(b.RAGHUNATHAN)} }}",
    f"ASK {{ {_e(b.FRESHWATER)} {MEMBER} {_e(b.LTHORNE)} }}",
    f"ASK {{ {_e(b.MANUSCRIPTS)} {MEMBER} {_e(b.JPEEL)} }}",
    f"ASK {{ ?a {MOTIVATED} {b.COMMENTING} ; {ON} {_e(b.PEER_REVIEW)} }}",
    f"ASK {{ ?a {MOTIVATED} {b.HIGHLIGHTING} ; {ON} {_e(b.FISH)} }}",
    f"ASK {{ {_e(b.CROWDSOURCED)} {ISSUED} ?y FILTER({b.year('?y')} > \"2020\") }}",
    f"ASK {{ {_e(b.NOTARIAL)} {ISSUED} ?y FILTER({b.year('?y')} < \"2010\") }}",
    f"ASK {{ {_docs_by(b.MKOVAC, 'k')} {_docs_by(b.ASANTOS, 's')} FILTER(?k > ?s) }}",
    f"ASK {{ {_e(b.SEDIMENT)} {ISSUED} ?p . {_e(b.FISH)} {ISSUED} ?q FILTER({b.year('?p')} < {b.year('?q')}) }}",
    f"ASK {{ ?r {CREATOR} {_e(b.RBIANCHI)} ; {MOTIVATED} {b.REPLYING} ; {b.HAS_TARGET} ?a . ?a {CREATOR} {_e(b.MKOVAC)} }}",
    f"ASK {{ ?r {CREATOR} {_e(b.KWEISS)} ; {MOTIVATED} {b.REPLYING} }}",
    f"ASK {{ {_e(b.LEDGERS)} {PART_OF} {_e(b.NAR)} }}",
    f"ASK {{ {_e(b.BEAVER)} {PART_OF} {_e(b.CLL)} }}",
    f"ASK {{ {_annotations_on(b.MARGINS, 'm')} {_annotations_on(b.CROWDSOURCED, 'c')} FILTER(?m > ?c) }}",
    f"ASK {{ ?a {CREATOR} {_e(b.OFADEYI)} . {b.tag('?a', '?b')} }}",
    f"ASK {{ ?a {CREATOR} {_e(b.HNAKAMURA)} ; {CREATED} ?c FILTER(YEAR(?c) = 2022) }}",
    f"ASK {{ {_e(b.PEER_REVIEW)} {CREATOR} {_e(b.OKONKWO)} }}",
    (f"ASK {{ ?a {ON} {_e(b.SEDIMENT)} ; {CREATOR} {_e(b.JPEEL)} ; {CREATED} ?c "
     f"FILTER NOT EXISTS {{ ?o {ON} {_e(b.SEDIMENT)} ; {CREATED} ?d FILTER(?d < ?c) }} }}"),
    f"ASK {{ ?a {ON} {_e(b.SURVEY)} ; {CREATED} ?c FILTER(YEAR(?c) < 2024) }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_export_has_its_annotations_articles_people_groups_and_venues():
    graph = _graph()
    assert len(graph) == 907
    counts = [len(set(graph.subjects(RDF.type, c))) for c in (
        OA.Annotation, SCHEMA.ScholarlyArticle, FOAF.Person, FOAF.Group, SCHEMA.Periodical, AS.Application)]
    assert counts == [48, 15, 25, 3, 4, 2]
    motivations = sorted(str(m).rsplit("#", 1)[1] for m in graph.objects(None, OA.motivatedBy))
    assert {m: motivations.count(m) for m in set(motivations)} == {
        "commenting": 19, "highlighting": 9, "replying": 6, "tagging": 6, "questioning": 3, "bookmarking": 3,
        "assessing": 1, "editing": 1}
    for ann in graph.subjects(RDF.type, OA.Annotation):
        assert graph.value(ann, DCTERMS.created).datatype == XSD.dateTime
        target = graph.value(ann, OA.hasTarget)
        if isinstance(target, rdflib.BNode):
            assert graph.value(target, RDF.type) == OA.SpecificResource
            assert (graph.value(target, OA.hasSource), RDF.type, SCHEMA.ScholarlyArticle) in graph
            assert graph.value(target, OA.hasSelector) is not None
        elif graph.value(ann, OA.motivatedBy) == OA.replying:
            assert (target, RDF.type, OA.Annotation) in graph
        else:
            assert (target, RDF.type, SCHEMA.ScholarlyArticle) in graph
    for body in graph.objects(None, OA.hasBody):
        assert graph.value(body, RDF.type) == OA.TextualBody and graph.value(body, RDF.value) is not None
    assert len([m for m in graph.subjects(DCTERMS.modified, None)]) == 4


def test_the_export_is_untidy_as_exported():
    graph = _graph()
    annotations = list(graph.subjects(RDF.type, OA.Annotation))
    assert len([a for a in annotations if graph.value(a, DCTERMS.creator) is None]) == 1
    assert len(list(graph.subjects(OA.bodyValue, None))) == 1
    users = [p for p in graph.subjects(RDF.type, FOAF.Person) if str(p).startswith(bench.BASE + "users/")]
    assert len(users) == 13 and all(graph.value(u, FOAF.nick) is not None for u in users)
    assert [u for u in users if graph.value(u, FOAF.name) is None] == [rdflib.URIRef(bench.BASE + bench.TDRAKE)]
    articles = list(graph.subjects(RDF.type, SCHEMA.ScholarlyArticle))
    issued = [graph.value(d, DCTERMS.issued) for d in articles]
    assert issued.count(None) == 1 and [i.datatype for i in issued if i is not None].count(XSD.date) == 1
    assert len([d for d in articles if graph.value(d, DCTERMS.isPartOf) is None]) == 1
    assert len([d for d in articles if graph.value(d, DCTERMS.identifier) is None]) == 2
    tags = [str(graph.value(t, RDF.value)) for t in graph.subjects(OA.hasPurpose, OA.tagging)]
    assert "Methodology" in tags and "methodology" in tags


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
