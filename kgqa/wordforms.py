"""Word forms shared by schema linking, reranking and candidate matching: question words meet
schema names and KG values."""

import re


#: English plurals not made with -s ("people": person); both sides of a match go through them
IRREGULAR_PLURALS = {"people": "person", "men": "man", "women": "woman", "children": "child", "mice": "mouse",
                     "geese": "goose", "feet": "foot", "teeth": "tooth", "persons": "person"}


#: nouns that name people (general English): "who" reads better than "which" for them, and
#: "which members ...?" asks for people as "who ...?" does
PERSON_NOUNS = frozenset({
    "person", "people", "player", "singer", "student", "teacher", "employee", "author", "actor",
    "actress", "writer", "director", "artist", "musician", "member", "customer", "manager", "child",
    "parent", "spouse", "mother", "father", "son", "daughter", "friend", "head", "driver", "pilot",
    "captain", "coach", "doctor", "professor", "instructor", "staff", "owner", "user", "host", "guest",
    "king", "queen", "leader", "president", "founder", "winner", "candidate", "voter", "editor",
})


def singular(word: str) -> str:
    """A crude English singular, good enough for matching.

    ``countries`` -> ``country``, ``singers`` -> ``singer``, ``classes`` -> ``class``,
    ``churches`` -> ``church``, ``boxes`` -> ``box``; ``status``, ``campus``, ``tennis`` and
    ``class`` stay. ``-zes`` only loses its ``s`` (``sizes``, ``prizes``). Both sides of a match
    go through it, so a wrong singular (``series`` -> ``sery``) costs a match only when the
    other side spells the word another way.
    """
    w = word
    if w.lower() in IRREGULAR_PLURALS:
        return IRREGULAR_PLURALS[w.lower()]
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 4 and w.endswith(("ches", "shes", "sses", "xes")):
        return w[:-2]
    if len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        return w[:-1]
    return w


def singular_words(text: str) -> set[str]:
    """The lower-case words of ``text``, each in its :func:`singular` form: what two texts share
    when one says "languages" and the other "language"."""
    return {singular(w) for w in re.findall(r"[a-z]+", text.lower())}


#: past tenses and participles whose verb is not the word with its ending cut ("taught": teach)
IRREGULAR_VERBS = {"taught": "teach", "wrote": "write", "written": "write", "led": "lead", "built": "build",
                   "made": "make", "drew": "draw", "drawn": "draw", "sang": "sing", "sung": "sing", "ran": "run",
                   "held": "hold", "won": "win", "bought": "buy", "sold": "sell", "told": "tell", "flew": "fly",
                   "flown": "fly", "put": "put", "brought": "bring", "began": "begin", "begun": "begin",
                   # agent nouns that double the verb's last letter
                   "winner": "win", "runner": "run", "beginner": "begin"}


def stem(word: str) -> str:
    """A crude stem for matching a verb with a property named by it or by its agent noun:
    "maintains", "maintained", "maintainer" -> "maintain"; "taught", "teacher" -> "teach";
    "directed", "director" -> "direct"; "responsibility" -> "responsible". Both sides of a match
    go through it."""
    w = IRREGULAR_VERBS.get(word.lower(), word.lower())
    w = re.sub(r"(?<=.{3})(i|a)bility$", r"\1ble", w)  # "responsibility" says "responsible"
    for end, keep in (("ing", 4), ("ers", 5), ("ors", 5), ("er", 5), ("or", 5), ("ed", 3), ("es", 4), ("s", 3)):
        if w.endswith(end) and len(w) - len(end) >= keep and not w.endswith(("ss", "us", "is")):
            w = w[: -len(end)]
            break
    return w[:-1] if len(w) >= 4 and w.endswith("e") else w


def stems(text: str) -> set[str]:
    """The :func:`stem` of each word of ``text`` (camelCase split first)."""
    return {stem(w) for w in re.findall(r"[a-z]+", re.sub(r"([a-z])([A-Z])", r"\1 \2", text).lower())}


def phrase_spans(phrase: str, text: str) -> list[tuple[int, int]]:
    """Where ``phrase`` stands in ``text`` as whole words (not inside a longer word or number:
    "Vrock" in "Vrocks" or "60" in "1.60" is not there); both compared as given (lower-case
    them first for a case-blind search)."""
    if not phrase:
        return []
    return [m.span() for m in re.finditer(rf"(?<![\w.]){re.escape(phrase)}(?![\w])", text)]


#: irregular plurals and nouns with none (the plural of a noun phrase, :func:`plural`)
_IRREGULAR_PLURALS = {
    "person": "people", "child": "children", "man": "men", "woman": "women", "foot": "feet",
    "mouse": "mice", "tooth": "teeth", "goose": "geese", "criterion": "criteria", "datum": "data",
}
_UNCOUNTABLE = {"information", "equipment", "staff", "series", "species", "news", "data", "people"}
HEAD_ENDS = {"in", "of", "by", "at", "on", "for", "from", "to", "with", "out", "around", "near", "about", "under",
              "over", "between", "within", "without", "that", "which", "who"}
#: a participle after the head ends it too ("film directed by X", "person born in Y", "developer
#: working at Z")
_PARTICIPLE = re.compile(r"^(?:[a-z]{2,}(?<!e)ed|[a-z]{3,}ing|born|written|spoken|taken|given|chosen|driven|eaten|"
                         r"broken|hidden|known|grown|shown|drawn|thrown|made|held|built|run|sold|found|kept|led|"
                         r"paid|bought|brought|taught|left|lost)$")


def plural(noun: str) -> str:
    """The plural of a noun phrase (its last word): ``city`` -> ``cities``, ``box`` -> ``boxes``,
    ``person`` -> ``people``, ``horror film`` -> ``horror films``, ``singer in concert`` ->
    ``singers in concert`` (a head followed by a preposition is pluralised before it)."""
    words = noun.split()
    if not words:
        return noun
    head = head_index(words)
    words[head] = _plural_word(words[head])
    return " ".join(words)


def head_index(words: list[str]) -> int:
    """The position of a noun phrase's head among its ``words``: the word before the first
    preposition or participle after it ("film directed by X": film), else the last."""
    for i, w in enumerate(words[1:], 1):
        if w.lower() in HEAD_ENDS or _PARTICIPLE.match(w):  # a capitalised word is a name's ("Greywater United")
            return i - 1
    return len(words) - 1


def _plural_word(w: str) -> str:
    low = w.lower()
    if low in _IRREGULAR_PLURALS:
        return _IRREGULAR_PLURALS[low]
    irregular = next((k for k in _IRREGULAR_PLURALS if low.endswith(k) and len(k) >= 4), None)
    if irregular is not None:  # "grandchild", "chairwoman": as their last part
        return w[: len(w) - len(irregular)] + _IRREGULAR_PLURALS[irregular]
    if low in _UNCOUNTABLE or not low.isalpha() or singular(low) != low:
        return w  # already plural (or a code)
    if re.search(r"[^aeiou]y$", low):
        return w[:-1] + "ies"
    if re.search(r"(s|x|z|ch|sh)$", low):
        return w + "es"
    return w + "s"


#: British spellings of noun endings and their American forms: a question may write either
#: ("organisations") whichever one the KG's labels use (``foaf:Organization``)
_AMERICAN_ENDINGS = (("isation", "ization"), ("centre", "center"), ("theatre", "theater"), ("metre", "meter"),
                     ("litre", "liter"), ("programme", "program"), ("catalogue", "catalog"), ("colour", "color"),
                     ("neighbour", "neighbor"), ("harbour", "harbor"), ("labour", "labor"), ("defence", "defense"),
                     ("licence", "license"), ("offence", "offense"))


def american(word: str) -> str:
    """A lower-case singular noun in its American spelling ("organisation" -> "organization")."""
    for british, us in _AMERICAN_ENDINGS:
        if word.endswith(british):
            return word[: len(word) - len(british)] + us
    return word


def noun_key(text: str) -> str:
    """A noun phrase as it is matched against class labels: lower case, each word singular and
    in its American spelling ("Red Dragons" -> "red dragon", "Organisations" -> "organization")."""
    return " ".join(american(singular(w)) for w in text.lower().split())


#: "50 million", "2.5 billion": a scale word after a number multiplies it
NUMBER_SCALES = {"thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12}
_SCALE_AFTER = re.compile(r"\s+(thousand|million|billion|trillion)\b", re.I)


def scale_after(text: str, pos: int) -> tuple[float, int] | None:
    """``(factor, end)`` of a scale word ("million") right after position ``pos`` of ``text``
    (where a number ends), or ``None``."""
    m = _SCALE_AFTER.match(text, pos)
    return (NUMBER_SCALES[m.group(1).lower()], m.end()) if m else None


#: a number with a scale word after it, or a scale said alone in lower case: "1.5 million", "a
#: million", "half a million", not "A Thousand Suns" (a title's capitals)
_SCALED = re.compile(r"(?<![\w.])(?:(?P<num>\d[\d,]*(?:\.\d+)?)|(?P<half>[Hh]alf\s+a)|[Aa]n?|[Oo]ne)\s+"
                     r"(?P<scale>thousand|million|billion|trillion)\b")


def digits_for_scales(text: str) -> str:
    """``text`` with each scaled number written in digits ("more than a million people" -> "more
    than 1000000 people", "2.5 billion" -> "2500000000"), as the value linker reads it
    (:mod:`kgqa.candidates.values`), for readings that find a stated value in the words."""
    def digits(m: re.Match) -> str:
        base = float(m["num"].replace(",", "")) if m["num"] else 0.5 if m["half"] else 1.0
        n = base * NUMBER_SCALES[m["scale"].lower()]
        return str(int(n)) if n.is_integer() else str(n)
    return _SCALED.sub(digits, text)


# General-English synonyms of the nouns people ask a KG for. The schema ranker fits a single noun
# poorly where the KG names the relation by another word (on a family KG it scores "job"
# closest to ``father``, ``occupation`` 0.06 below); through this table "job" meets
# ``occupation``, "home" ``residence``, "boss" ``manager``, as "birth place" meets ``birthPlace``.
# Ordinary English, each group read every way; no KG's vocabulary is in it.
_SYNONYM_GROUPS = (
    {"job", "occupation", "profession", "career"},
    {"home", "residence", "domicile"},
    {"nationality", "citizenship"},
    {"salary", "wage", "pay", "earnings"},
    {"boss", "supervisor", "superior", "manager"},
    {"phone", "telephone", "tel"},  # "tel": the abbreviation, as vCard names it
    {"price", "cost"},
    {"size", "dimension", "extent", "measurement"},
    {"weight", "mass"},
    {"author", "writer"},
    {"birthday", "birthdate"},
    {"pronounced", "pronounce", "pronunciation", "phonetic"},
    # what was done to a record, as its dates are named (dcterms:created, issued, modified)
    {"created", "added", "create", "add"},
    {"modified", "updated", "changed", "revised", "edited", "modify", "update", "change", "revise", "edit"},
    {"issued", "published", "released", "issue", "publish", "release"},
)
#: nouns of general English -> the nouns of the kinds of thing they also name, singular: "which
#: papers" asks for a KG's "scholarly articles", "which documents" for its articles or reports;
#: a KG that has "publications" beside "articles" (dblp: conference papers are no articles) has
#: two such classes, and neither is read
NOUN_KINDS: dict[str, frozenset[str]] = {
    "paper": frozenset({"article", "publication"}),
    "article": frozenset({"paper"}),
    "document": frozenset({"article", "paper", "report", "publication"}),
    "publication": frozenset({"article", "paper", "book"}),
}

SYNONYMS: dict[str, frozenset[str]] = {}
for _group in _SYNONYM_GROUPS:
    for _word in _group:
        SYNONYMS[_word] = SYNONYMS.get(_word, frozenset()) | frozenset(_group - {_word})


def with_synonyms(words: set[str]) -> set[str]:
    """``words`` and their synonyms (:data:`SYNONYMS`; singular, lower-case words in and out)."""
    out = set(words)
    for w in words:
        out |= SYNONYMS.get(w, frozenset())
    return out


# -- events: "born" says "birth", "died" says "death" ------------------------------------------
#: event nouns and their participles: "birth place" reads "born in" (general English)
EVENT_PARTICIPLES = {"birth": "born", "death": "died", "founding": "founded", "foundation": "founded",
                     "burial": "buried", "release": "released", "publication": "published", "residence": "living"}
#: the other forms of those verbs a question says ("Where did X die?")
_EVENT_VERB_FORMS = {"die": "death", "dies": "death", "dying": "death", "bury": "burial", "release": "release",
                     "releases": "release", "publish": "publication", "publishes": "publication", "live": "residence",
                     "lives": "residence", "lived": "residence"}


def event_nouns(words: set[str]) -> set[str]:
    """The event nouns ``words`` say by a verb: {"died"} -> {"death"}, {"born"} -> {"birth"}."""
    out = {noun for noun, participle in EVENT_PARTICIPLES.items() if participle in words}
    return out | {noun for form, noun in _EVENT_VERB_FORMS.items() if form in words}


# -- demonyms: "Swedish films", "Valdorian airlines" name a place ------------------------------
#: general-English demonyms that no suffix rule below turns into their place's name
IRREGULAR_DEMONYMS = {
    "french": ("France",), "dutch": ("Netherlands", "the Netherlands"), "danish": ("Denmark",),
    "swiss": ("Switzerland",), "greek": ("Greece",), "british": ("United Kingdom", "Britain"),
    "welsh": ("Wales",), "irish": ("Ireland",), "spanish": ("Spain",), "scottish": ("Scotland",),
    "english": ("England",), "polish": ("Poland",), "finnish": ("Finland",), "swedish": ("Sweden",),
    "turkish": ("Turkey",), "norwegian": ("Norway",), "portuguese": ("Portugal",), "thai": ("Thailand",),
    "filipino": ("Philippines",), "peruvian": ("Peru",), "german": ("Germany",), "icelandic": ("Iceland",),
    "american": ("United States", "United States of America"), "argentine": ("Argentina",),
    "kurdish": ("Kurdistan",), "flemish": ("Flanders",), "czech": ("Czech Republic", "Czechia"),
}
#: a demonym's ending -> the endings its place's name may have in its stead ("Valdorian":
#: Valdoria, "Italian": Italy, "Brazilian": Brazil, "Mexican": Mexico, "Japanese": Japan,
#: "Chinese": China, "Pakistani": Pakistan)
_DEMONYM_ENDINGS = (("ian", ("ia", "y", "a", "")), ("an", ("a", "o", "")), ("ese", ("a", "")), ("i", ("",)))


def demonym_places(word: str) -> list[str]:
    """The names a demonym's place may have, most likely first ("Valdorian": "Valdoria", ...);
    none for a word of no demonym's form or too short to be one. The caller looks them up: a
    rule's guess that names nothing in the KG is no place."""
    w = word.lower()
    if w in IRREGULAR_DEMONYMS:
        return list(IRREGULAR_DEMONYMS[w])
    if len(w) < 5 or not w.isalpha():
        return []
    out: list[str] = []
    for ending, places in _DEMONYM_ENDINGS:
        if w.endswith(ending) and len(w) - len(ending) >= 3:
            out += [w[: len(w) - len(ending)] + p for p in places]
    return [p.capitalize() for p in dict.fromkeys(out) if p != w]


# -- units: "30 euros" says a price, "2 kg" a weight ---------------------------------------------
#: general-English unit words -> the measures they are a unit of
_UNIT_GROUPS = (
    (("euro", "euros", "eur", "€", "dollar", "dollars", "usd", "$", "gbp", "£", "yen", "franc", "francs", "krona",
      "kronor", "krone", "kroner", "pound", "pounds", "cent", "cents"), ("price", "cost")),
    (("kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "g", "gram", "grams", "lb", "lbs", "pound", "pounds",
      "tonne", "tonnes", "ton", "tons", "ounce", "ounces", "oz"), ("weight", "mass")),
    (("m", "metre", "metres", "meter", "meters", "km", "kilometre", "kilometres", "kilometer", "kilometers", "cm", "mm",
      "foot", "feet", "ft", "mile", "miles", "inch", "inches"),
     ("length", "height", "distance", "altitude", "elevation", "depth", "size")),
    (("°c", "°f", "celsius", "fahrenheit"), ("temperature",)),
)
UNIT_MEASURES: dict[str, frozenset[str]] = {}
for _units, _measures in _UNIT_GROUPS:
    for _unit in _units:
        UNIT_MEASURES[_unit] = UNIT_MEASURES.get(_unit, frozenset()) | frozenset(_measures)


def unit_measures(question: str) -> set[str]:
    """The measures the units after the question's numbers say: "under 30 euros" a price, "lighter
    than 1 kg" a weight (:data:`UNIT_MEASURES`)."""
    out: set[str] = set()
    for m in re.finditer(r"(?:[$€£]\s*\d|\d[\d,.]*\s*(?P<unit>[^\W\d]+|°[cf]|[$€£]))", question.lower()):
        unit = m.group("unit") if m.group("unit") else m.group(0)[0]
        out |= UNIT_MEASURES.get(unit, frozenset())
    return out


# -- languages: "in German" names the code a record stores ("de", "deu") ------------------------
#: English names of languages -> their ISO 639-1 codes
LANGUAGES = {
    "english": "en", "french": "fr", "german": "de", "spanish": "es", "italian": "it", "portuguese": "pt",
    "dutch": "nl", "swedish": "sv", "norwegian": "no", "danish": "da", "finnish": "fi", "icelandic": "is",
    "polish": "pl", "czech": "cs", "slovak": "sk", "hungarian": "hu", "romanian": "ro", "bulgarian": "bg",
    "greek": "el", "russian": "ru", "ukrainian": "uk", "turkish": "tr", "arabic": "ar", "hebrew": "he",
    "persian": "fa", "hindi": "hi", "bengali": "bn", "urdu": "ur", "chinese": "zh", "japanese": "ja",
    "korean": "ko", "vietnamese": "vi", "thai": "th", "indonesian": "id", "malay": "ms", "swahili": "sw",
    "catalan": "ca", "basque": "eu", "galician": "gl", "welsh": "cy", "irish": "ga", "estonian": "et",
    "latvian": "lv", "lithuanian": "lt", "slovenian": "sl", "croatian": "hr", "serbian": "sr", "latin": "la",
    "esperanto": "eo", "afrikaans": "af",
}
#: ISO 639-2 codes (bibliographic and terminological) of the most used of them
LANGUAGE_CODES_3 = {
    "english": ("eng",), "french": ("fra", "fre"), "german": ("deu", "ger"), "spanish": ("spa",),
    "italian": ("ita",), "portuguese": ("por",), "dutch": ("nld", "dut"), "swedish": ("swe",),
    "norwegian": ("nor",), "danish": ("dan",), "finnish": ("fin",), "polish": ("pol",), "czech": ("ces", "cze"),
    "greek": ("ell", "gre"), "russian": ("rus",), "chinese": ("zho", "chi"), "japanese": ("jpn",),
    "arabic": ("ara",), "latin": ("lat",),
}
