"""``python -m kgqa.bench.drugs_kg``: questions about a drug knowledge base in the shape of Bio2RDF's DrugBank
release, one JSON object on stdout.

The KG is ``tests/candidates/data/drugs.ttl``: a partial dump in the shape of the Linked Data Bio2RDF
publishes from DrugBank, for an invented set of compounds, written by hand in Turtle (578 triples).
Everything is under ``http://bio2rdf.example.org/`` with Bio2RDF's ``prefix:id`` IRIs: 18 drugs
(``drugbank:DB10002``, typed ``drugbank_vocabulary:Drug``), 12 targets and 6 enzymes (``drugbank:BE0001048``,
typed ``drugbank_vocabulary:Target`` or ``drugbank_vocabulary:Enzyme``), 8 categories
(``drugbank_resource:Anticoagulants``, ``drugbank_resource:Anti-Inflammatory_Agents_Non-Steroidal``, typed
``drugbank_vocabulary:Category`` with a plain ``rdfs:label`` such as "Platelet Aggregation Inhibitors"), 18
ATC codes (``atc:B01AA93``, typed ``drugbank_vocabulary:ATC-Code``, labelled with the lower-case drug name as
the WHO index writes it), 10 drug-drug interactions (``drugbank_resource:DB10002_DB10006``, typed
``drugbank_vocabulary:Drug-Drug-Interaction``), 10 products (``drugbank_resource:4f7a2c19``, typed
``drugbank_vocabulary:Product``) and two molecular-weight nodes. The vocabulary is under
``http://bio2rdf.example.org/drugbank_vocabulary:`` with Bio2RDF's hyphenated names. A drug has an
``rdfs:label`` carrying its identifier ("Fenarin [drugbank:DB10002]"), ``dcterms:title`` ("Fenarin"@en;
one investigational drug, DB10018, has no title and the label "[drugbank:DB10018]"), ``dcterms:identifier``
("drugbank:DB10002"), ``bio2rdf_vocabulary:namespace`` "drugbank", one ``drugbank_vocabulary:category`` (Salvirin
two: platelet aggregation inhibitor and NSAID), one or two ``drugbank_vocabulary:group`` strings ("approved",
"withdrawn", "investigational", "vet_approved"), ``drugbank_vocabulary:target`` (one or two; prothrombin is the
target of three drugs), ``drugbank_vocabulary:enzyme`` (none to three cytochromes and UGT1A1, the metabolising
enzymes), ``drugbank_vocabulary:x-atc`` (none, one, or two for Salvirin), ``drugbank_vocabulary:indication``,
``drugbank_vocabulary:mechanism-of-action`` and ``drugbank_vocabulary:toxicity`` as long ``@en`` strings (the
last two missing for some), ``drugbank_vocabulary:half-life`` as a free-text string ("20-60 hours", "15-20
minutes", "1-3 days (acute), 4-6 days (chronic)"), ``drugbank_vocabulary:molecular-weight`` as an
``xsd:decimal`` literal or, for the two biologic-like entries, a ``drugbank_vocabulary:Molecular-Weight`` node
with ``rdf:value``, ``drugbank_vocabulary:ddi-interactor-in`` to each interaction it takes part in (both drugs
point to the node; the node points to neither) and ``drugbank_vocabulary:product``. Targets and enzymes have
a label with the identifier ("Cytochrome P450 2C9 [drugbank:BE0002793]"), a ``dcterms:title`` and a
``drugbank_vocabulary:gene-name`` ("CYP2C9", "PTGS1"). Interactions have a long label and a
``dcterms:description`` in DrugBank's wording ("Salvirin may increase the anticoagulant activities of
Fenarin."@en). Products have a label with strength and form, a ``dcterms:title`` brand name (Corvadin has two
products), ``drugbank_vocabulary:manufacturer``, ``drugbank_vocabulary:dosage-form`` ("Tablet, film coated"),
``drugbank_vocabulary:route`` and ``drugbank_vocabulary:strength`` as plain strings.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_drugs_kg.py``: the list and count golds and an ASK per yes/no
question against answers worked out by hand from the file), before the engine was run on them, by
someone who had not read the engine's code; nothing in the engine was tuned for this KG. There are
30 list questions, 10 counts (a count or one stored number) and 20 yes/no questions (10 of them
false), in plain English as a pharmacist, pharmacology student or analyst asks them, not phrased
after the vocabulary ("What does Fenarin target?", "Which enzymes metabolise ...", "Who manufactures
Corvadin?", "Which drugs are statins?", "COX-1" for Prostaglandin G/H synthase 1): one hop both ways
(a drug's targets, enzymes, categories, ATC code, half-life, indication, mechanism; the drugs on a
target or enzyme, the drug behind an ATC code or a brand), two and three hops (the drugs that interact
with a drug through the interaction nodes, the description of one interaction, the manufacturers of a
drug's products, the drugs a company makes, the enzymes of a drug's interaction partners, the targets
of a category), conditions on groups (withdrawn anticoagulants, withdrawn drugs metabolised by CYP3A4),
dosage forms and routes, superlatives and thresholds on molecular weights stored as a literal or a
node, counts per target, category, enzyme, group and manufacturer, one stored molecular weight, and
yes/no on enzymes, targets, groups, interactions, categories, manufacturers, dosage forms, a
comparison of two drugs' weights, a threshold, existence and a comparison of two counts. Some are
typed carelessly (lower case, no question mark, " 's ", one misspelt drug name, short names such as
"Halvex" or "factor X"). Where the answer is an entity, the answer is the entity (compared as the IRI
after the base, ``drugbank:DB10002``, ``drugbank_resource:Anticoagulants``, ``atc:B01AC94``), not its
name; a string as written.

    python -m kgqa.bench.drugs_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "drugs.ttl"
BASE = "http://bio2rdf.example.org/"
VOC = BASE + "drugbank_vocabulary:"
DCT = "http://purl.org/dc/terms/"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
RDF_VALUE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#value>"


def _db(ident: str) -> str:
    return f"<{BASE}drugbank:{ident}>"


def _res(ident: str) -> str:
    return f"<{BASE}drugbank_resource:{ident}>"


def _v(name: str) -> str:
    return f"<{VOC}{name}>"


DRUG_CLASS, DDI_CLASS = _v("Drug"), _v("Drug-Drug-Interaction")
CATEGORY, GROUP, TARGET, ENZYME, ATC, HALF_LIFE, MW, DDI, PRODUCT = (_v(n) for n in (
    "category", "group", "target", "enzyme", "x-atc", "half-life", "molecular-weight", "ddi-interactor-in",
    "product"))
INDICATION, MECHANISM, MANUFACTURER, FORM, ROUTE = (_v(n) for n in (
    "indication", "mechanism-of-action", "manufacturer", "dosage-form", "route"))
TITLE, DESCRIPTION = f"<{DCT}title>", f"<{DCT}description>"

(VALTORUDIN, FENARIN, XIMAGATRAN, DABRELATRAN, RIVONAXABAN, SALVIRIN, CLOPRADEL, IBRAFEN, ROFENACOX, METALOROL,
 LISARAPRIL, ATORVACOR, CERIVANOR, FLUOXAMIDE, SERTRAVINE, TERFENAZOLE, LORAZADINE, DB10018) = (
    _db(f"DB100{n:02d}") for n in range(1, 19))
PROTHROMBIN, FACTOR_X, PTGS1, PTGS2 = _db("BE0001048"), _db("BE0001216"), _db("BE0001017"), _db("BE0001018")
CYP2C9, CYP3A4, CYP2D6 = _db("BE0002793"), _db("BE0002638"), _db("BE0002363")
ANTICOAGULANTS, ANTIPLATELET, NSAID, STATINS, ANTIDEPRESSANTS = (_res(c) for c in (
    "Anticoagulants", "Platelet_Aggregation_Inhibitors", "Anti-Inflammatory_Agents_Non-Steroidal",
    "Hydroxymethylglutaryl-CoA_Reductase_Inhibitors", "Antidepressive_Agents"))
ATC_C10AA95 = f"<{BASE}atc:C10AA95>"


def drug(var: str) -> str:
    """``var`` is a drug (targets, enzymes and interactions are resources too)."""
    return f"{var} {RDF_TYPE} {DRUG_CLASS} ."


def weight(var: str, value: str) -> str:
    """``value`` is ``var``'s molecular weight, stored as a literal or on a molecular-weight node."""
    return (f"{{ {var} {MW} {value} FILTER(isLiteral({value})) }} UNION "
            f"{{ {var} {MW} ?mw_node . ?mw_node {RDF_VALUE} {value} }}")


def interacts(var: str, other: str) -> str:
    """``var`` is another drug in an interaction ``other`` takes part in."""
    return f"{drug(var)} {var} {DDI} ?ddi . {other} {DDI} ?ddi FILTER({var} != {other})"


def brand(var: str, name: str) -> str:
    """``var`` is a product sold under the brand ``name``."""
    return f"{var} {RDF_TYPE} {_v('Product')} ; {TITLE} \"{name}\" ."


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # targets and enzymes
    ("What does Fenarin target?", "lists", f"SELECT ?x WHERE {{ {FENARIN} {TARGET} ?x }}"),
    ("Which drugs target prothrombin?", "lists", f"SELECT ?x WHERE {{ {drug('?x')} ?x {TARGET} {PROTHROMBIN} }}"),
    ("What are Ibrafen 's targets?", "lists", f"SELECT ?x WHERE {{ {IBRAFEN} {TARGET} ?x }}"),
    ("Which other drugs act on the same target as Fluoxamide?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {drug('?x')} {FLUOXAMIDE} {TARGET} ?t . ?x {TARGET} ?t FILTER(?x != {FLUOXAMIDE}) }}"),
    ("What do the anticoagulants target?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {drug('?d')} ?d {CATEGORY} {ANTICOAGULANTS} ; {TARGET} ?x }}"),
    ("Which NSAIDs target COX-1?", "lists",
     f"SELECT ?x WHERE {{ {drug('?x')} ?x {CATEGORY} {NSAID} ; {TARGET} {PTGS1} }}"),
    # the drug's name misspelt on purpose: "Fenarin" is the stored one
    ("Which enzymes metabolise Fennarin?", "lists", f"SELECT ?x WHERE {{ {FENARIN} {ENZYME} ?x }}"),
    ("which drugs are metabolized by cyp2d6", "lists", f"SELECT ?x WHERE {{ {drug('?x')} ?x {ENZYME} {CYP2D6} }}"),
    ("Which withdrawn drugs were metabolised by CYP3A4?", "lists",
     f"SELECT ?x WHERE {{ {drug('?x')} ?x {GROUP} \"withdrawn\" ; {ENZYME} {CYP3A4} }}"),
    ("Which enzymes metabolise the drugs that interact with Fenarin?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {interacts('?d', FENARIN)} ?d {ENZYME} ?x }}"),
    # categories, groups, codes
    ("Which categories is Salvirin listed under?", "lists", f"SELECT ?x WHERE {{ {SALVIRIN} {CATEGORY} ?x }}"),
    ("Which drugs are statins?", "lists", f"SELECT ?x WHERE {{ {drug('?x')} ?x {CATEGORY} {STATINS} }}"),
    ("Which anticoagulants have been withdrawn?", "lists",
     f"SELECT ?x WHERE {{ {drug('?x')} ?x {CATEGORY} {ANTICOAGULANTS} ; {GROUP} \"withdrawn\" }}"),
    ("Which drugs are investigational?", "lists",
     f"SELECT ?x WHERE {{ {drug('?x')} ?x {GROUP} \"investigational\" }}"),
    ("What is the ATC code of Clopradel?", "lists", f"SELECT ?x WHERE {{ {CLOPRADEL} {ATC} ?x }}"),
    ("Which drug has the ATC code C10AA95?", "lists", f"SELECT ?x WHERE {{ {drug('?x')} ?x {ATC} {ATC_C10AA95} }}"),
    # interactions
    ("Which drugs interact with Salvirin?", "lists", f"SELECT DISTINCT ?x WHERE {{ {interacts('?x', SALVIRIN)} }}"),
    ("What happens if you take Clopradel with Sertravine?", "lists",
     (f"SELECT ?x WHERE {{ ?i {RDF_TYPE} {DDI_CLASS} ; {DESCRIPTION} ?x . {CLOPRADEL} {DDI} ?i . "
      f"{SERTRAVINE} {DDI} ?i }}")),
    # products and manufacturers
    ("Who manufactures Corvadin?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {brand('?p', 'Corvadin')} ?p {MANUFACTURER} ?x }}"),
    ("Which companies make fenarin products?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {FENARIN} {PRODUCT} ?p . ?p {MANUFACTURER} ?x }}"),
    ("Which drugs does Brightwater Consumer Health make?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {drug('?x')} ?x {PRODUCT} ?p . ?p {MANUFACTURER} \"Brightwater Consumer Health\" }}"),
    ("which drugs come as capsules", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {drug('?x')} ?x {PRODUCT} ?p . ?p {FORM} \"Capsule\" }}"),
    ("What is the dosage form of Plavidrel?", "lists",
     f"SELECT ?x WHERE {{ {brand('?p', 'Plavidrel')} ?p {FORM} ?x }}"),
    ("What is the active ingredient of Lipocor?", "lists",
     f"SELECT ?x WHERE {{ {brand('?p', 'Lipocor')} {drug('?x')} ?x {PRODUCT} ?p }}"),
    ("Which anticoagulants can be given intravenously?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {drug('?x')} ?x {CATEGORY} {ANTICOAGULANTS} ; {PRODUCT} ?p . "
      f"?p {ROUTE} \"Intravenous\" }}")),
    # properties of one drug, weights
    ("What is the half-life of Fenarin?", "lists", f"SELECT ?x WHERE {{ {FENARIN} {HALF_LIFE} ?x }}"),
    ("How does Rivonaxaban work?", "lists", f"SELECT ?x WHERE {{ {RIVONAXABAN} {MECHANISM} ?x }}"),
    ("what is terfenazole used for", "lists", f"SELECT ?x WHERE {{ {TERFENAZOLE} {INDICATION} ?x }}"),
    ("Which drug has the highest molecular weight?", "lists",
     f"SELECT ?x WHERE {{ {drug('?x')} {weight('?x', '?w')} }} ORDER BY DESC(?w) LIMIT 1"),
    ("Which drugs have a molecular weight above 500?", "lists",
     f"SELECT ?x WHERE {{ {drug('?x')} {weight('?x', '?w')} FILTER(?w > 500) }}"),
    # counts
    ("How many drugs target prothrombin?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {drug('?x')} ?x {TARGET} {PROTHROMBIN} }}"),
    ("How many anticoagulants are there?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {drug('?x')} ?x {CATEGORY} {ANTICOAGULANTS} }}"),
    ("How many drugs are metabolised by CYP3A4?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {drug('?x')} ?x {ENZYME} {CYP3A4} }}"),
    ("What is the molecular weight of Fenarin?", "counts", f"SELECT ?n WHERE {{ {FENARIN} {MW} ?n }}"),
    ("How many drugs have been withdrawn?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {drug('?x')} ?x {GROUP} \"withdrawn\" }}"),
    ("how many interactions does fenarin have", "counts",
     f"SELECT (COUNT(DISTINCT ?i) AS ?n) WHERE {{ {FENARIN} {DDI} ?i }}"),
    ("How many products does Halvex make?", "counts",
     f"SELECT (COUNT(DISTINCT ?p) AS ?n) WHERE {{ ?p {MANUFACTURER} \"Halvex Pharma Inc.\" }}"),
    ("How many targets does Salvirin have?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {SALVIRIN} {TARGET} ?x }}"),
    ("How many approved drugs are there?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {drug('?x')} ?x {GROUP} \"approved\" }}"),
    ("How many different manufacturers are listed?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?p {MANUFACTURER} ?x }}"),
]
YES_NO = [
    ("Is Fenarin metabolised by CYP2C9?", True),
    ("Is Rivonaxaban metabolised by CYP2C9?", False),
    ("Does Valtorudin target prothrombin?", True),
    ("Does Rivonaxaban target prothrombin?", False),
    ("Has Ximagatran been withdrawn?", True),
    ("is lisarapril withdrawn", False),
    ("Does Salvirin interact with Clopradel?", True),
    ("Does Fenarin interact with Clopradel?", False),
    ("Is Salvirin an NSAID?", True),
    ("Is Clopradel an anticoagulant?", False),
    ("Is Corvadin made by Halvex Pharma?", True),
    ("Is Dolorex made by Orvane Laboratories?", False),
    ("Is Fenarin heavier than Ibrafen?", True),
    ("Does Atorvacor have a molecular weight above 600?", False),
    ("Is there a drug that targets both COX-1 and COX-2?", True),
    ("Are any of the antidepressants withdrawn?", False),
    ("Do more drugs target prothrombin than factor X?", True),
    ("Is Moodrin a tablet?", False),
    ("Is Sertravine metabolised by CYP2D6?", True),
    ("Is Terfenazole an approved drug?", False),
]


name_of = kg_questions.name_under(BASE)  # resources by their Bio2RDF id (``drugbank:DB10002``, ``atc:B01AC94``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("drugs", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
