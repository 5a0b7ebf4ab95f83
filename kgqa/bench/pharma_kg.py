"""``python -m kgqa.bench.pharma_kg``: questions about a small biomedical KG, one JSON object on stdout.

The KG is ``tests/candidates/data/pharma.ttl``: fifteen drugs, twelve diseases, twelve genes, six
pharmaceutical companies, eight clinical trials and four countries, all invented (fictional drug,
gene, disease and company names) and written by hand in Turtle (518 triples). Its conventions
differ from the other bench KGs: entities have opaque ids under ``https://bio.example.org/id/``
(``D0001`` drugs, ``G0042`` genes, ``DIS003`` diseases, ``C001`` companies, ``T01`` trials,
``CY01`` countries) and properties are snake_case under ``https://bio.example.org/vocab#``
(``treats``, ``target_gene``, ``side_effect``, ``manufactured_by``, ``approval_year``,
``molecular_weight``, ``dose_mg``, ``interacts_with``, ``orphan_drug``, ``black_box_warning``,
``associated_gene``, ``prevalence_per_100k``, ``chromosome``, ``phase``, ``sponsor``,
``condition``, ``tested_drug``, ``enrolled``, ``start_year``, ``headquarters_country``,
``founded``, ``employees``). Entities are named by ``skos:prefLabel`` (English, no language tag),
and many have one or two ``skos:altLabel`` synonyms: brand names for drugs ("Velanta" for
velantinib), abbreviations for diseases ("FCM"), full names for genes; some questions use the
synonym. Every entity has an ``rdf:type`` (``Drug``, ``Gene``, ``Disease``, ``Company``,
``ClinicalTrial``, ``Country``, each an ``owl:Class`` with a label); every property is declared
as an ``owl:ObjectProperty`` or ``owl:DatatypeProperty`` with an ``rdfs:label``, ``rdfs:domain``
and ``rdfs:range``. ``treated_by`` is declared ``owl:inverseOf`` ``treats`` but never used: only
``treats`` (drug to disease) is stored. ``interacts_with`` is stored in one direction only.
Literals: ``orphan_drug`` and ``black_box_warning`` are ``xsd:boolean``, molecular weights and
prevalences ``xsd:decimal``, doses, enrolments, employees and phases ``xsd:integer``, approval,
start and founding years ``xsd:gYear``, side effects and chromosomes plain strings.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib, before the engine was run on them, by someone who had not read the engine's
code; nothing in the engine was tuned for this KG. The questions are in plain English as a
pharmacist or researcher would type them, one to three hops, some with brand names or disease
abbreviations, some asked in the direction that is not stored ("What is X treated with?"), some
lowercase without a question mark. Where the answer is an entity, the answer is the entity (its
IRI), not its name.

    python -m kgqa.bench.pharma_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "pharma.ttl"
ID = "https://bio.example.org/id/"
V = "https://bio.example.org/vocab#"
XSD_INTEGER = "<http://www.w3.org/2001/XMLSchema#integer>"


def _e(name: str) -> str:
    return f"<{ID}{name}>"


def _p(name: str) -> str:
    return f"<{V}{name}>"


VELANTINIB, OSTRAZUMAB, CRENAFIBRATE, TARROMYCIN, GLASSIPRANT, PEMBROSARTAN = (
    _e(n) for n in ("D0001", "D0002", "D0004", "D0006", "D0007", "D0008"))
FERCARDIN, LISKOTRIPTAN, QUENBUTIDE, ARTHROZUMAB = _e("D0010"), _e("D0011"), _e("D0012"), _e("D0015")
VRAK1, HAVR4 = _e("G0011"), _e("G0088")
CFS, OSTRANDER, CPA, GLASSY, FERRIS = (_e(n) for n in ("DIS001", "DIS003", "DIS004", "DIS007", "DIS010"))
HALVORSEN, QUILLON, BRIGHTWATER, NEXAFEN = _e("C001"), _e("C002"), _e("C003"), _e("C004")
OSTARA3, CRESCENT3 = _e("T02"), _e("T04")
VELDORIA = _e("CY01")

# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    ("Which drugs treat Ostrander lymphoma?", "lists", f"SELECT ?x WHERE {{ ?x {_p('treats')} {OSTRANDER} }}"),
    ("What is Ferris cardiomyopathy treated with?", "lists", f"SELECT ?x WHERE {{ ?x {_p('treats')} {FERRIS} }}"),
    ("Which gene does velantinib target?", "lists", f"SELECT ?x WHERE {{ {VELANTINIB} {_p('target_gene')} ?x }}"),
    ("Who manufactures Pembrix?", "lists", f"SELECT ?x WHERE {{ {PEMBROSARTAN} {_p('manufactured_by')} ?x }}"),
    ("Which companies make drugs that treat FCM?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?d {_p('treats')} {FERRIS} ; {_p('manufactured_by')} ?x }}"),
    ("What genes are targeted by drugs for Ostrander lymphoma?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?d {_p('treats')} {OSTRANDER} ; {_p('target_gene')} ?x }}"),
    ("Which drugs are orphan drugs?", "lists", f"SELECT ?x WHERE {{ ?x {_p('orphan_drug')} true }}"),
    ("which drugs carry a black box warning", "lists", f"SELECT ?x WHERE {{ ?x {_p('black_box_warning')} true }}"),
    ("Which drug has the heaviest molecule?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('molecular_weight')} ?w }} ORDER BY DESC(?w) LIMIT 1"),
    ("Which drugs were approved after 2015?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('approval_year')} ?y FILTER({XSD_INTEGER}(STR(?y)) > 2015) }}"),
    ("What drug is given at the highest dose?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('dose_mg')} ?d }} ORDER BY DESC(?d) LIMIT 1"),
    ("What are the side effects of Tarrocel?", "lists", f"SELECT ?x WHERE {{ {TARROMYCIN} {_p('side_effect')} ?x }}"),
    ("Which diseases are associated with the gene HAVR4?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('associated_gene')} {HAVR4} }}"),
    ("what conditions is arthrozumab used for", "lists", f"SELECT ?x WHERE {{ {ARTHROZUMAB} {_p('treats')} ?x }}"),
    ("Which drugs interact with fercardin?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {{ ?x {_p('interacts_with')} {FERCARDIN} }} UNION "
     f"{{ {FERCARDIN} {_p('interacts_with')} ?x }} }}"),
    ("In which country is the maker of Crenova headquartered?", "lists",
     f"SELECT ?x WHERE {{ {CRENAFIBRATE} {_p('manufactured_by')} ?c . ?c {_p('headquarters_country')} ?x }}"),
    ("Which clinical trials study Ostrander lymphoma?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('condition')} {OSTRANDER} }}"),
    ("Who sponsors the CRESCENT-3 trial?", "lists", f"SELECT ?x WHERE {{ {CRESCENT3} {_p('sponsor')} ?x }}"),
    ("Which drugs are made by companies based in Veldoria?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('manufactured_by')} ?c . ?c {_p('headquarters_country')} {VELDORIA} }}"),
    ("On which chromosome is the gene targeted by liskotriptan?", "lists",
     f"SELECT ?x WHERE {{ {LISKOTRIPTAN} {_p('target_gene')} ?g . ?g {_p('chromosome')} ?x }}"),
    ("which trials are in phase 3", "lists", f"SELECT ?x WHERE {{ ?x {_p('phase')} 3 }}"),
    ("What drugs does Halvorsen Therapeutics manufacture?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('manufactured_by')} {HALVORSEN} }}"),
    ("What genes are linked to CFS?", "lists", f"SELECT ?x WHERE {{ {CFS} {_p('associated_gene')} ?x }}"),
    ("Which drugs target genes on chromosome 7?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {_p('target_gene')} ?g . ?g {_p('chromosome')} \"7\" }}"),
    ("Which trial enrolled the most patients?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('enrolled')} ?n }} ORDER BY DESC(?n) LIMIT 1"),
    ("When was the company that makes Lumivent founded?", "lists",
     f"SELECT ?x WHERE {{ {GLASSIPRANT} {_p('manufactured_by')} ?c . ?c {_p('founded')} ?x }}"),
    ("what drugs were tested in trials sponsored by brightwater biologics", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?t {_p('sponsor')} {BRIGHTWATER} ; {_p('tested_drug')} ?x }}"),
    ("Which diseases are treated by drugs that target VRAK1?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?d {_p('target_gene')} {VRAK1} ; {_p('treats')} ?x }}"),
    ("What is the lightest orphan drug?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('orphan_drug')} true ; {_p('molecular_weight')} ?w }} ORDER BY ?w LIMIT 1"),
    ("Which countries are home to companies that sponsor phase 3 trials?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?t {_p('phase')} 3 ; {_p('sponsor')} ?c . ?c {_p('headquarters_country')} ?x }}"),
    ("How many trials does Brightwater Biologics sponsor?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('sponsor')} {BRIGHTWATER} }}"),
    ("How many drugs are there for CPA?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('treats')} {CPA} }}"),
    ("How many patients were enrolled in OSTARA-3?", "counts", f"SELECT ?n WHERE {{ {OSTARA3} {_p('enrolled')} ?n }}"),
    ("What is the molecular weight of Velanta?", "counts",
     f"SELECT ?n WHERE {{ {VELANTINIB} {_p('molecular_weight')} ?n }}"),
    ("how many genes are associated with glassy lung disease", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ {GLASSY} {_p('associated_gene')} ?x }}"),
    ("How many drugs does Nexafen Labs make?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('manufactured_by')} {NEXAFEN} }}"),
    ("What is the total enrollment of the trials on Ostrander lymphoma?", "counts",
     f"SELECT (SUM(?e) AS ?n) WHERE {{ ?x {_p('condition')} {OSTRANDER} ; {_p('enrolled')} ?e }}"),
    ("How many drugs have a black box warning?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('black_box_warning')} true }}"),
    ("What is the average dose in mg of the drugs made by Quillon Pharma?", "counts",
     f"SELECT (AVG(?d) AS ?n) WHERE {{ ?x {_p('manufactured_by')} {QUILLON} ; {_p('dose_mg')} ?d }}"),
    ("how many employees does the manufacturer of quenvia have", "counts",
     f"SELECT ?n WHERE {{ {QUENBUTIDE} {_p('manufactured_by')} ?c . ?c {_p('employees')} ?n }}"),
]
YES_NO = [
    ("Does velantinib treat Velmar disease?", True), ("Does pallidofen treat Lisk migraine?", False),
    ("Is Ostryva made by Brightwater Biologics?", True), ("Is Liskamax manufactured by Saroya Health?", False),
    ("Is crenafibrate an orphan drug?", True), ("Is velmarol an orphan drug?", False),
    ("Does tarromycin carry a black box warning?", True), ("does Palladex have a black box warning", False),
    ("Was nexalatinib approved after 2018?", True), ("Was Sorrelin approved before 2010?", False),
    ("Is Pemberton hypertension associated with HAVR4?", True),
    ("Is the gene OSPR3 associated with Ostrander lymphoma?", False),
    ("Does ostrazumab interact with nexalatinib?", True), ("Does Velanta interact with Ambrexa?", False),
    ("Is Halvorsen Therapeutics headquartered in Norrheim?", True), ("Is Quillon Pharma based in Ombria?", False),
    ("Did more than 1000 patients enroll in CARDIA-3?", True), ("Is AMBER-2 a phase 3 trial?", False),
    ("does the drug tested in HARBOR-2 target SRGX2", True),
    ("Is Ferris cardiomyopathy treated by arthrozumab?", False),
]


_name = kg_questions.name_under(ID)  # an entity by its id (``D0001``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, _name)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("pharma", KG_FILE, QUESTIONS, YES_NO, _name, __doc__, argv)


if __name__ == "__main__":
    main()
