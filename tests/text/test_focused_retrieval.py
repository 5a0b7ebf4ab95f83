"""Name-focused retrieval: the page about the named thing beats a page about the relation."""

from __future__ import annotations

from kgqa.text import BM25Retriever, Passage, PassageStore
from kgqa.text.focused import NameFocusedRetriever, make_retriever, question_names, title_key


def test_question_names_runs_and_parts() -> None:
    assert question_names("What is the place of birth of Henry Edwards?") == ["Henry Edwards"]
    # A comma inside a noble title stays in the run; the pieces are names too.
    assert question_names("When did Henry Grey, 4Th Earl Of Kent's father die?") == [
        "Henry Grey, 4Th Earl Of Kent", "4Th Earl Of Kent", "Henry Grey"]
    assert question_names("Are Waverley College and Torrens Valley Christian School in the same country?") == [
        "Waverley College and Torrens Valley Christian School", "Torrens Valley Christian School",
        "Waverley College"]
    # The opening question word is not a name; a name that opens the question is.
    assert question_names("Who is the director of film The Zone (2017 Film)?") == ["The Zone (2017 Film)"]
    assert question_names("Henry Edwards was born where?") == ["Henry Edwards"]
    assert question_names("who wrote it?") == []


def test_title_key_folds_case_accents_and_disambiguation() -> None:
    assert title_key("José A. Ferreyra") == title_key("jose a. ferreyra")
    assert title_key("Desmond Doyle (dancer)", keep_parenthetical=False) == ("desmond", "doyle")
    assert title_key("The Zone") != title_key("Zone")  # stop words are part of a title


def _store() -> PassageStore:
    filler = [Passage(f"f{i}", f"Filler {i}", f"An unrelated paragraph number {i} about rivers.") for i in range(20)]
    return PassageStore([
        # A page about the relation: it repeats the question's relation words.
        Passage("rel", "Place of birth", "The place of birth is the place where a person was born. "
                "A place of birth is recorded on a birth certificate; Edwards is a common surname."),
        Passage("other", "Henry Edwards (footballer)", "Henry Edwards is a footballer born in Wales."),
        Passage("ent", "Henry Edwards", "Henry Edwards was an English actor and director, born in "
                "Weston-super-Mare."),
        *filler,
    ])


def test_plain_bm25_prefers_the_relation_page_and_focused_the_named_one() -> None:
    store = _store()
    q = "What is the place of birth of Henry Edwards?"
    plain = [p.pid for p, _ in BM25Retriever(store).search(q, 3)]
    focused = [p.pid for p, _ in make_retriever(store, "focused").search(q, 3)]
    assert plain[0] == "rel"  # the failure this retriever exists for
    # The exact title first, the same name with a disambiguation next, the relation page after.
    assert focused == ["ent", "other", "rel"]


def test_full_title_match_beats_the_short_one() -> None:
    store = _store()
    hits = [p.pid for p, _ in make_retriever(store, "focused").search(
        "Where was Henry Edwards (Footballer) born?", 2)]
    assert hits == ["other", "ent"]


def test_lower_case_question_is_plain_bm25_and_store_growth_reindexes() -> None:
    store = _store()
    base = BM25Retriever(store)
    focused = NameFocusedRetriever(base)
    q = "where was the actor born"
    assert [p.pid for p, _ in focused.search(q, 5)] == [p.pid for p, _ in base.search(q, 5)]
    store.add(Passage("new", "Mira Sorvino", "Mira Sorvino is an actress."))
    assert focused.search("Who is Mira Sorvino?", 1)[0][0].pid == "new"
