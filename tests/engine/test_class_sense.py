"""kgqa.engine.class_sense: a "which" noun that labels no class means the class the sentence
encoder (the packaged MiniLM) puts nearest, when it is near and clearly nearest."""

from __future__ import annotations

from kgqa.engine.class_sense import nearest_class

S = "http://schema.org/"
EVENTS = {S + c: label for c, label in [("Place", "Place"), ("City", "City"), ("Country", "Country"),
                                         ("Event", "Event"), ("EventSeries", "Event Series"),
                                         ("Organization", "Organization"), ("Person", "Person"),
                                         ("PostalAddress", "Postal Address")]}


def test_a_noun_means_the_nearest_class_when_it_is_near_and_clearly_nearest():
    assert nearest_class("venue", EVENTS) == S + "Place"
    assert nearest_class("company", EVENTS) == S + "Organization"


def test_a_noun_between_classes_or_far_from_all_means_none():
    assert nearest_class("talk", EVENTS) is None  # far from every label
    assert nearest_class("speaker", {**EVENTS, "x:Album": "Album"}) is None  # Person and Album alike
    assert nearest_class("", EVENTS) is None and nearest_class("venue", {}) is None


def test_a_noun_that_is_a_word_of_a_class_label_is_left_to_the_labels():
    assert nearest_class("model", {"x:model_list": "model list", "x:car_names": "car names"}) is None
    assert nearest_class("people", EVENTS) is None  # "person" in its singular: asked_class reads it
