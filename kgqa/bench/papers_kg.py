"""``python -m kgqa.bench.papers_kg``: questions about a computer-science bibliography, one JSON object on stdout.

The KG is ``tests/candidates/data/papers.ttl``: a slice of the dblp computer science bibliography
as its RDF dump has it (the dblp RDF schema, ``https://dblp.org/rdf/schema#``), for an invented
community of database and data-mining researchers, written by hand in Turtle (807 triples). The
records are under ``https://dblp.org/``: 23 papers, each ``rdf:type dblp:Publication`` and
``dblp:Inproceedings`` (16, ``rec/conf/icde/OkaforZB21``) or ``dblp:Article`` (7,
``rec/journals/pvldb/OkaforBW20``), with dblp's keys as dblp makes them (homonyms' numbers in the
key: ``rec/conf/icde/0003CD20``), ``dblp:title`` (with dblp's final dot), ``dblp:yearOfPublication``
(``xsd:gYear``), ``dblp:publishedIn`` (the venue as a plain string, as dblp writes it: "ICDE",
"SIGMOD Conference", "KDD", "ISWC" and once "ISWC (1)", "Proc. VLDB Endow.", "IEEE Trans. Knowl.
Data Eng."), ``dblp:publishedInStream`` to one of 6 streams (``streams/conf/icde``,
``streams/conf/semweb`` for ISWC, ``streams/journals/pvldb``, ...; each ``dblp:Stream`` and
``dblp:Conference`` or ``dblp:Journal``, with a short ``rdfs:label`` such as "PVLDB" and a
``dblp:streamTitle``), ``dblp:pagination`` ("1245-1256"), ``dblp:numberOfCreators``, most a
``dblp:doi`` (``https://doi.org/...`` IRIs; two have none), the articles a
``dblp:publishedInJournalVolume`` string and three papers ``dblp:publishedAsPartOf`` their
proceedings volume. Authors are ``dblp:authoredBy`` person IRIs (``pid/71/2314``) and, for the
author order, blank ``dblp:hasSignature`` nodes (``dblp:AuthorSignature`` with
``dblp:signatureCreator``, ``dblp:signatureDblpName``, ``dblp:signatureOrdinal`` from 1 and
``dblp:signaturePublication`` back to the paper). The 25 persons are ``dblp:Person`` with
``dblp:creatorName`` and ``dblp:primaryCreatorName`` (two homonyms, "Wei Zhang 0001" at
``pid/44/1089-1`` and "Wei Zhang 0003" at ``pid/44/1089-3``; one person with a second,
accent-less creator name, "Tomas Aguirre", used as the signature name on one paper), 17 a
``dblp:orcid`` IRI and 23 a ``dblp:primaryAffiliation`` string (five institutions). Two proceedings
volumes (``rec/conf/icde/2021``, ``rec/conf/semweb/2019-1``) are ``dblp:Publication``,
``dblp:Book`` and ``dblp:Editorship``, with ``dblp:editedBy`` to their editors (typed also
``dblp:Editor``), ``dblp:isbn``, ``dblp:publisher`` and a stream, venue string and year like the
papers.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_papers_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (a count or one stored number) and 20 yes/no questions
(10 of them false), in plain English as a researcher or a hiring committee asks a bibliography,
not phrased after the dblp terms ("Which papers did ... publish in 2021?", "Who is the first
author of ...", "Which venue published ...", "Who edited ...", "Where is ... affiliated?"): one
hop both ways (a paper's authors, venue, pages; a person's papers, ORCID, affiliation; a
volume's editors and papers), two and three hops (co-authors, co-authors on one venue, the
authors of one institution at a venue, papers with authors from an institution, authors at both
ICDE and SIGMOD), author order through the signatures (first and last author, first-author
papers), class questions with conditions (journal articles after 2020, KDD papers before 2021),
superlatives (most authors, a person's most recent paper, the earliest TKDE article, the most
published person), counts per person, venue, year and institution, one stored number of
authors, and yes/no on co-authorship, first authorship, venues, affiliations, editors, years,
numbers of authors, comparisons of two people's paper counts and the existence of an ORCID.
"Papers" are the ``dblp:Inproceedings`` and ``dblp:Article`` records, not the proceedings
volumes; a venue, as an answer, is its stream. Names are written as people write them (some
lowercase without a question mark, " 's ", "Kwame Mensah" for Kwame Mensah-Boateng, "Brandvolt"
misspelt, "the ICDE 2021 proceedings" for the volume's long title). Where the answer is an entity,
the answer is the entity (its IRI, compared as ``rec/conf/kdd/DuarteV17``, ``pid/71/2314`` or
``streams/conf/kdd``; ORCIDs in full), not its name.

    python -m kgqa.bench.papers_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "papers.ttl"
BASE = "https://dblp.org/"
DBLP = "https://dblp.org/rdf/schema#"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"


def _rec(key: str) -> str:
    return f"<{BASE}rec/{key}>"


def _pid(pid: str) -> str:
    return f"<{BASE}pid/{pid}>"


def _stream(key: str) -> str:
    return f"<{BASE}streams/{key}>"


(INPROC, ARTICLE, AUTHORED, SIG, SIG_CREATOR, SIG_ORD, TITLE, YEAR, STREAM, PAGES, N_CREATORS, ORCID, AFFIL,
 EDITED, PART_OF) = (f"<{DBLP}{n}>" for n in (
    "Inproceedings", "Article", "authoredBy", "hasSignature", "signatureCreator", "signatureOrdinal", "title",
    "yearOfPublication", "publishedInStream", "pagination", "numberOfCreators", "orcid", "primaryAffiliation",
    "editedBy", "publishedAsPartOf"))

OKAFOR, ZHANG3, ZHANG1, BRANDVOLD, AGUIRRE, RAGHUNATHAN, CHOU, MENSAH, HALVORSEN, SOLBERG, TANABE = (_pid(p) for p in (
    "71/2314", "44/1089-3", "44/1089-1", "05/7721", "19/6630", "88/2045", "61/4402", "27/5538", "02/6684",
    "70/8125", "11/2858"))
KOBAYASHI, ZIELINSKI, MOREAU, VOLKOV, HARROWER = (_pid(p) for p in (
    "50/3361", "76/0248", "96/3317", "23/6041", "55/9032"))
ICDE, SIGMOD, KDD, ISWC, PVLDB, TKDE = (_stream(s) for s in (
    "conf/icde", "conf/sigmod", "conf/kdd", "conf/semweb", "journals/pvldb", "journals/tkde"))
ICDE_2021 = _rec("conf/icde/2021")
GPU_MATCHING, FAIR_RANKING, ENTITY_RES, COMPRESSION, PROVENANCE, ROBUST_QO, ADAPTIVE_IDX, VECTORIZED, CLEANING = (
    _rec(k) for k in ("journals/pvldb/0003CT22", "conf/kdd/MensahRS20", "journals/tkde/AguirreM21",
                      "conf/sigmod/ChouTD024", "conf/semweb/LindqvistMH19", "journals/pvldb/OkaforBW20",
                      "conf/icde/OkaforZB21", "conf/sigmod/ZielinskiBV18", "journals/pvldb/BenaliZ15"))
XANADU, NORTHFIELD, CARROW, EASTMARCH = (f'"{n}"' for n in (
    "University of Xanadu", "Northfield University", "Carrow Research Labs", "Eastmarch Institute of Technology"))


def paper(var: str) -> str:
    """``var`` is a paper: a conference paper or a journal article (not a proceedings volume)."""
    return f"{{ {var} {RDF_TYPE} {INPROC} }} UNION {{ {var} {RDF_TYPE} {ARTICLE} }}"


def year_int(var: str) -> str:
    """The paper's year as a number (``dblp:yearOfPublication`` is an ``xsd:gYear``)."""
    return f"<http://www.w3.org/2001/XMLSchema#integer>(STR({var}))"


def author_at(pub: str, person: str, ordinal: str) -> str:
    """``person`` is the ``ordinal``-th author of ``pub``, by its signature."""
    return f"{pub} {SIG} [ {SIG_CREATOR} {person} ; {SIG_ORD} {ordinal} ] ."


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # a person's papers
    ("Which papers did Ada Okafor publish in 2021?", "lists",
     f"SELECT ?x WHERE {{ {paper('?x')} ?x {AUTHORED} {OKAFOR} ; {YEAR} ?y FILTER({year_int('?y')} = 2021) }}"),
    ("Which papers did Wei Zhang 0001 write?", "lists",
     f"SELECT ?x WHERE {{ {paper('?x')} ?x {AUTHORED} {ZHANG1} }}"),
    ("Which papers has Ada Okafor published in journals?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {ARTICLE} ; {AUTHORED} {OKAFOR} }}"),
    ("What is Ada Okafor's most recent paper?", "lists",
     f"SELECT ?x WHERE {{ {paper('?x')} ?x {AUTHORED} {OKAFOR} ; {YEAR} ?y }} ORDER BY DESC(STR(?y)) LIMIT 1"),
    ("Which papers did Lena Brandvolt write as first author?", "lists",
     f"SELECT ?x WHERE {{ {paper('?x')} {author_at('?x', BRANDVOLD, '1')} }}"),
    ("Which papers did Ada Okafor write with Lena Brandvold?", "lists",
     f"SELECT ?x WHERE {{ {paper('?x')} ?x {AUTHORED} {OKAFOR} , {BRANDVOLD} }}"),
    ("which iswc papers did oskar halvorsen write", "lists",
     f"SELECT ?x WHERE {{ {paper('?x')} ?x {AUTHORED} {HALVORSEN} ; {STREAM} {ISWC} }}"),
    # a paper's authors, venue, pages
    ("who is the first author of scalable subgraph matching on gpus", "lists",
     f"SELECT ?x WHERE {{ {author_at(GPU_MATCHING, '?x', '1')} }}"),
    ("Who was the last author on Learned Compression for Time-Series Archives?", "lists",
     f"SELECT ?x WHERE {{ {COMPRESSION} {SIG} ?s . ?s {SIG_CREATOR} ?x ; {SIG_ORD} ?o }} ORDER BY DESC(?o) LIMIT 1"),
    ("Who wrote Entity Resolution with Weak Supervision?", "lists",
     f"SELECT ?x WHERE {{ {ENTITY_RES} {AUTHORED} ?x }}"),
    ("Which venue published Fair Ranking under Uncertain Relevance Labels?", "lists",
     f"SELECT ?x WHERE {{ {FAIR_RANKING} {STREAM} ?x }}"),
    ("What are the page numbers of Provenance-Aware SPARQL Query Rewriting?", "lists",
     f"SELECT ?x WHERE {{ {PROVENANCE} {PAGES} ?x }}"),
    # people
    ("Which authors are affiliated with the University of Xanadu?", "lists",
     f"SELECT ?x WHERE {{ ?x {AFFIL} {XANADU} }}"),
    ("Where is Kwame Mensah affiliated", "lists", f"SELECT ?x WHERE {{ {MENSAH} {AFFIL} ?x }}"),
    ("What is Wei Zhang 0003 's ORCID?", "lists", f"SELECT ?x WHERE {{ {ZHANG3} {ORCID} ?x }}"),
    ("Who has co-authored papers with Mei-Ling Chou?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {paper('?p')} ?p {AUTHORED} {CHOU} , ?x FILTER(?x != {CHOU}) }}"),
    ("Who wrote papers with Tomas Aguirre?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {paper('?p')} ?p {AUTHORED} {AGUIRRE} , ?x FILTER(?x != {AGUIRRE}) }}"),
    ("Who are Ada Okafor's co-authors on her SIGMOD papers?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {paper('?p')} ?p {STREAM} {SIGMOD} ; {AUTHORED} {OKAFOR} , ?x "
      f"FILTER(?x != {OKAFOR}) }}")),
    ("Which authors from Northfield University have published at KDD?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {paper('?p')} ?p {STREAM} {KDD} ; {AUTHORED} ?x . ?x {AFFIL} {NORTHFIELD} }}"),
    ("Which Eastmarch Institute of Technology researchers have published in PVLDB?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {paper('?p')} ?p {STREAM} {PVLDB} ; {AUTHORED} ?x . ?x {AFFIL} {EASTMARCH} }}"),
    ("Which authors have published both at ICDE and at SIGMOD?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {paper('?p')} {paper('?q')} ?p {STREAM} {ICDE} ; {AUTHORED} ?x . "
      f"?q {STREAM} {SIGMOD} ; {AUTHORED} ?x }}")),
    ("Who has the most publications in the bibliography?", "lists",
     f"SELECT ?x WHERE {{ {paper('?p')} ?p {AUTHORED} ?x }} GROUP BY ?x ORDER BY DESC(COUNT(?p)) LIMIT 1"),
    # venues, volumes, years
    ("Which ICDE papers are from 2021?", "lists",
     f"SELECT ?x WHERE {{ {paper('?x')} ?x {STREAM} {ICDE} ; {YEAR} ?y FILTER({year_int('?y')} = 2021) }}"),
    ("Which KDD papers appeared before 2021?", "lists",
     f"SELECT ?x WHERE {{ {paper('?x')} ?x {STREAM} {KDD} ; {YEAR} ?y FILTER({year_int('?y')} < 2021) }}"),
    ("Which journal articles appeared after 2020?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {ARTICLE} ; {YEAR} ?y FILTER({year_int('?y')} > 2020) }}"),
    ("Which is the earliest paper published in TKDE?", "lists",
     f"SELECT ?x WHERE {{ {paper('?x')} ?x {STREAM} {TKDE} ; {YEAR} ?y }} ORDER BY STR(?y) LIMIT 1"),
    ("Who edited the ICDE 2021 proceedings?", "lists", f"SELECT ?x WHERE {{ {ICDE_2021} {EDITED} ?x }}"),
    ("Which papers are in the ICDE 2021 proceedings volume?", "lists",
     f"SELECT ?x WHERE {{ ?x {PART_OF} {ICDE_2021} }}"),
    ("Which paper has the most authors", "lists",
     f"SELECT ?x WHERE {{ {paper('?x')} ?x {N_CREATORS} ?n }} ORDER BY DESC(?n) LIMIT 1"),
    ("Which papers have authors from Carrow Research Labs?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {paper('?x')} ?x {AUTHORED} ?a . ?a {AFFIL} {CARROW} }}"),
    # counts
    ("How many papers did Ada Okafor publish at ICDE?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {paper('?x')} ?x {AUTHORED} {OKAFOR} ; {STREAM} {ICDE} }}"),
    ("How many papers has Wei Zhang 0003 published?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {paper('?x')} ?x {AUTHORED} {ZHANG3} }}"),
    ("How many authors does Robust Query Optimization with Learned Cost Models have?", "counts",
     f"SELECT ?n WHERE {{ {ROBUST_QO} {N_CREATORS} ?n }}"),
    ("How many papers were published in 2021?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {paper('?x')} ?x {YEAR} ?y FILTER({year_int('?y')} = 2021) }}"),
    ("How many researchers are affiliated with Northfield University?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {AFFIL} {NORTHFIELD} }}"),
    ("how many papers in tkde", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {paper('?x')} ?x {STREAM} {TKDE} }}"),
    ("How many different co-authors has Ada Okafor had?", "counts",
     (f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {paper('?p')} ?p {AUTHORED} {OKAFOR} , ?x "
      f"FILTER(?x != {OKAFOR}) }}")),
    ("How many ISWC papers are there?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {paper('?x')} ?x {STREAM} {ISWC} }}"),
    ("How many first-author papers does Wei Zhang 0003 have?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {paper('?x')} {author_at('?x', ZHANG3, '1')} }}"),
    ("How many papers did University of Xanadu authors publish in 2022?", "counts",
     (f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {paper('?x')} ?x {YEAR} ?y ; {AUTHORED} ?a . "
      f"?a {AFFIL} {XANADU} FILTER({year_int('?y')} = 2022) }}")),
]
YES_NO = [
    ("Has Ada Okafor co-authored with Wei Zhang 0003?", True),
    ("Has Ada Okafor co-authored a paper with Wei Zhang 0001?", False),
    ("Is Ada Okafor the first author of Adaptive Learned Indexes for Skewed Update Workloads?", True),
    ("Is Lena Brandvold the first author of Robust Query Optimization with Learned Cost Models?", False),
    ("Was Fair Ranking under Uncertain Relevance Labels published at KDD?", True),
    ("Did Vectorized Execution of Recursive Queries appear at ICDE?", False),
    ("Is Hana Kobayashi affiliated with the University of Xanadu?", True),
    ("Is Yuki Tanabe at Northfield University?", False),
    ("Did Marek Zielinski edit the ICDE 2021 proceedings?", True),
    ("Was Clara Moreau-Vidal an editor of the ICDE 2021 proceedings?", False),
    ("Has Ada Okafor published more papers than Wei Zhang 0003?", True),
    ("Does Mei-Ling Chou have more papers than Kwame Mensah-Boateng?", False),
    ("Was Scalable Subgraph Matching on GPUs published after 2021?", True),
    ("Was Cleaning Dirty Data with Probabilistic Rules published after 2016?", False),
    ("Does Learned Compression for Time-Series Archives have more than three authors?", True),
    ("Does Entity Resolution with Weak Supervision have more than two authors?", False),
    ("Is there a paper by Felix Harrower in PVLDB?", False),
    ("Has Priya Raghunathan published at KDD?", True),
    ("has ingrid solberg written anything for sigmod", False),
    ("Does Dmitri Volkov have an ORCID?", True),
]


name_of = kg_questions.name_under(BASE)  # dblp's records by their path (``rec/conf/kdd/DuarteV17``, ``pid/71/2314``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("papers", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
