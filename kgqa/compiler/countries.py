"""Country names, short forms and demonyms as one key, so COMP_= can see that "American",
"U.S." and "United States of America" are the same answer.

"Are A and B of the same nationality?" is answered by comparing two readings that text writes
in different words: one passage says "an American actor", another "born in the United States".
Plain string equality answers "No" to both. This table is general English (the sovereign
states, with the demonyms and short forms prose uses), not any dataset's vocabulary; a value it
does not know compares as text, as before.
"""

from __future__ import annotations

import re
import unicodedata

# canonical name: other names and demonyms (lower-case, accents folded)
_COUNTRIES: dict[str, tuple[str, ...]] = {
    "afghanistan": ("afghan",),
    "albania": ("albanian",),
    "algeria": ("algerian",),
    "argentina": ("argentine", "argentinian", "argentinean"),
    "armenia": ("armenian",),
    "australia": ("australian", "commonwealth of australia"),
    "austria": ("austrian",),
    "azerbaijan": ("azerbaijani", "azeri"),
    "bangladesh": ("bangladeshi",),
    "belarus": ("belarusian", "byelorussian"),
    "belgium": ("belgian",),
    "bolivia": ("bolivian",),
    "bosnia and herzegovina": ("bosnian", "bosnia"),
    "brazil": ("brazilian",),
    "bulgaria": ("bulgarian",),
    "cambodia": ("cambodian",),
    "cameroon": ("cameroonian",),
    "canada": ("canadian",),
    "chile": ("chilean",),
    "china": ("chinese", "people's republic of china", "prc"),
    "colombia": ("colombian",),
    "croatia": ("croatian", "croat"),
    "cuba": ("cuban",),
    "cyprus": ("cypriot",),
    "czech republic": ("czech", "czechia"),
    "czechoslovakia": ("czechoslovak", "czechoslovakian"),
    "denmark": ("danish", "dane", "kingdom of denmark"),
    "ecuador": ("ecuadorian",),
    "egypt": ("egyptian",),
    "estonia": ("estonian",),
    "ethiopia": ("ethiopian", "ethiopian empire"),
    "finland": ("finnish", "finn"),
    "france": ("french", "french republic"),
    "georgia": ("georgian",),
    "germany": ("german", "federal republic of germany", "west germany", "east germany", "west german",
                "east german", "german empire", "nazi germany", "weimar republic"),
    "ghana": ("ghanaian",),
    "greece": ("greek", "hellenic republic"),
    "hungary": ("hungarian",),
    "iceland": ("icelandic", "icelander"),
    "india": ("indian", "republic of india", "british india"),
    "indonesia": ("indonesian",),
    "iran": ("iranian", "persia", "persian"),
    "iraq": ("iraqi",),
    "ireland": ("irish", "republic of ireland", "irish free state"),
    "israel": ("israeli",),
    "italy": ("italian", "kingdom of italy"),
    "jamaica": ("jamaican",),
    "japan": ("japanese", "empire of japan"),
    "jordan": ("jordanian",),
    "kazakhstan": ("kazakh", "kazakhstani"),
    "kenya": ("kenyan",),
    "latvia": ("latvian",),
    "lebanon": ("lebanese",),
    "lithuania": ("lithuanian",),
    "luxembourg": ("luxembourgish", "luxembourger"),
    "malaysia": ("malaysian",),
    "mexico": ("mexican",),
    "moldova": ("moldovan",),
    "mongolia": ("mongolian",),
    "morocco": ("moroccan",),
    "nepal": ("nepali", "nepalese"),
    "netherlands": ("dutch", "holland", "kingdom of the netherlands"),
    "new zealand": ("new zealander", "kiwi"),
    "nigeria": ("nigerian",),
    "north korea": ("north korean", "democratic people's republic of korea"),
    "norway": ("norwegian",),
    "pakistan": ("pakistani",),
    "peru": ("peruvian",),
    "philippines": ("filipino", "philippine"),
    "poland": ("polish", "pole", "second polish republic"),
    "portugal": ("portuguese",),
    "romania": ("romanian",),
    "russia": ("russian", "russian federation", "russian empire"),
    "saudi arabia": ("saudi", "saudi arabian"),
    "serbia": ("serbian", "serb"),
    "singapore": ("singaporean",),
    "slovakia": ("slovak", "slovakian"),
    "slovenia": ("slovene", "slovenian"),
    "south africa": ("south african",),
    "south korea": ("south korean", "republic of korea", "korea", "korean"),
    "soviet union": ("soviet", "ussr", "union of soviet socialist republics"),
    "spain": ("spanish", "spaniard", "kingdom of spain"),
    "sri lanka": ("sri lankan", "ceylon"),
    "sweden": ("swedish", "swede"),
    "switzerland": ("swiss",),
    "syria": ("syrian",),
    "taiwan": ("taiwanese", "republic of china"),
    "thailand": ("thai", "siam"),
    "tunisia": ("tunisian",),
    "turkey": ("turkish", "turk", "türkiye", "turkiye", "ottoman empire", "ottoman"),
    "ukraine": ("ukrainian",),
    "united kingdom": ("british", "uk", "u.k.", "great britain", "britain", "england", "english", "scotland",
                       "scottish", "wales", "welsh", "northern ireland", "kingdom of great britain",
                       "united kingdom of great britain and ireland"),
    "united states": ("american", "us", "u.s.", "usa", "u.s.a.", "united states of america", "america"),
    "uruguay": ("uruguayan",),
    "venezuela": ("venezuelan",),
    "vietnam": ("vietnamese", "viet nam"),
    "yugoslavia": ("yugoslav", "yugoslavian"),
}

_KEYS: dict[str, str] = {}
for _name, _others in _COUNTRIES.items():
    _KEYS[_name] = _name
    for _other in _others:
        _KEYS.setdefault(_other, _name)


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.casefold())
    text = "".join(c for c in text if not unicodedata.combining(c))
    text = " ".join(text.split()).strip(" \"'")
    return re.sub(r"^the ", "", text)


def country_key(text: str) -> str | None:
    """The country ``text`` names or describes ("Americans" -> "united states"), or None."""
    folded = _fold(text)
    key = _KEYS.get(folded) or _KEYS.get(folded.rstrip("s")) or _KEYS.get(folded.rstrip("."))
    return key
