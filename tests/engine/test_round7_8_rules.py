"""The rules the blind KGs of sessions 57 and 58 (artists: Getty ULAN, places: GeoNames, lexicon:
DBnary's OntoLex) showed when session 59 read them, asked through the real engine (the shipped
checkpoint) on a real Oxigraph server, one question per rule:

- numbers stored as text ("2314") compared as numbers, in a filter and between two things;
- an answer of unnamed nodes carried to the one named thing each belongs to ("Which Italian
  painters are there?": the concepts, not their ``foaf:focus`` agents), two steps at most;
- an attribute the KG keeps on an aspect of the named thing ("Where was Clara Verhulst born?":
  her biography node's birth place), a date where the question asks when, a year compared with
  the date a class's things hold on their aspects, and those things ordered by that date;
- two things compared by a measure their aspects hold, an older one born earlier;
- a word's translations: texts in the language on the nodes that point at its entries;
- the text of the aspect that holds the term the question names ("the plural of mouse");
- whether a thing's name in a language is the one the question says;
- whether anything holds two named values that things of one class each hold by one property.
"""

from __future__ import annotations

import pytest

ULAN, TGN, GN = "http://vocab.getty.edu/ulan/", "http://vocab.getty.edu/tgn/", "http://sws.geonames.org/"


@pytest.mark.parametrize("kg,question,want", [
    ("places", "Which mountains are higher than 2,000 metres?", {f"{GN}7150001/", f"{GN}7150003/"}),
    ("artists", "Which Italian painters are there?", {f"{ULAN}500100016", f"{ULAN}500100017"}),
    ("artists", "Which painters were born in Veldhaven?", {f"{ULAN}500100001", f"{ULAN}500100002", f"{ULAN}500100003"}),
    ("artists", "Where was Clara Verhulst born?", {f"{TGN}7100105"}),
    ("artists", "When did Guillaume Roussel die?", {"1737"}),
    # the texts in a language of the nodes pointing at a word's entries (all entries of the word)
    ("lexicon", "What is the French word for bank?", {"banque", "rive"}),
    ("lexicon", "What's the Spanish for house", {"casa"}),
    # the text of the aspect that holds the term the question names (a form's number, tense)
    ("lexicon", "What is the plural of mouse?", {"mice"}),
    ("lexicon", "whats the past tense of run", {"ran"}),
    # who, answered with text (the LEI itself): the thing an aspect links to that the verb says
    ("lei", "Who manages the LEI of Brightwater Europe?", {"https://rdf.gleif.org/L1/LEI/529900B9U7Z3KXXZU676"}),
    # "which" asked of the named thing, read as its own aspect: the thing itself
    ("lei", "Which company has the LEI 549300M11HUGCMSMN584?", {"https://rdf.gleif.org/L1/LEI/549300M11HUGCMSMN584"}),
    # a year compared on a date the class's things hold on an aspect, answered by their concepts
    ("artists", "Which workshops or firms were founded before 1710?", {f"{ULAN}500300003", f"{ULAN}500300004"}),
    # the things ordered by that date, first or last
    ("artists", "Which artist was born first?", {f"{ULAN}500100016"}),
    ("artists", "Who died most recently?", {f"{ULAN}500100025"}),
    ("artists", "Which artists were born after 1700?",
     {f"{ULAN}5001000{n}" for n in ("01", "13", "15", "21", "25", "27", "28", "29")}),
])
def test_the_things_asked_for(shipped_engine, bench_kg, kg, question, want):
    answer = shipped_engine.answer(question, bench_kg(kg), kg_name=kg)
    assert {str(r[0]) for r in answer.rows} == want, answer.sparql


@pytest.mark.parametrize("kg,question,truth", [
    ("places", "Is Mount Skarrow higher than Mount Carrow?", True),
    ("places", "Is Port Cael bigger than Vossa?", True),
    ("places", "Is Brenn Peak higher than 2,000 metres?", False),
    ("places", "Is the German name of Lorrath Lorrathien?", True),  # a name in a language, said
    ("places", "Is the German name of Lorrath Lorrathie?", False),  # its French one
    ("thesaurus", "Is Klimawandel the German term for climate change?", True),  # named by its English name
    ("lexicon", "Is 'banque' the French word for bank?", True),  # a translation node's text
    ("lexicon", "Is 'Ufer' a French translation of bank?", False),  # its German one
    ("artists", "Was Lorenzo Marchetti older than Tommaso Orsini?", True),
    ("artists", "Was Tommaso Orsini older than Lorenzo Marchetti?", False),
    ("artists", "Did Mary Pennington die after 1785?", True),  # her death year, on her biography node
    ("artists", "Are there any German painters?", False),  # German things, painters, none both
    ("artists", "Are there any Dutch painters?", True),
])
def test_yes_no(shipped_engine, bench_kg, kg, question, truth):
    answer = shipped_engine.answer(question, bench_kg(kg), kg_name=kg)
    assert answer.boolean is truth, answer.sparql
