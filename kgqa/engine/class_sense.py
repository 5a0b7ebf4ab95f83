"""The class a "which" noun means when no class of the KG is labelled with it.

"Which venues can hold more than 1000 people?" on a schema.org KG whose venues are ``schema:Place``,
"Which company has ...?" where companies are ``schema:Organization``: the asked noun is no class's
label, so the asked-class order (:func:`kgqa.engine.answer_order.asked_class_first`) knew nothing
and a graph answering with the venues' cities stood. A KG names its classes in general words
(Place, Organization, Person, Event) that a user rarely says; the sentence encoder the schema
ranker uses (MiniLM) places "venue" by "place" and "company" by "organization".

The noun means the class whose label's embedding is nearest to its own, when that is near
(cosine :data:`MIN_SIMILARITY`) and clearly nearer than the runner-up (:data:`MIN_MARGIN`): a noun
between two classes ("speaker": Person 0.40, Album 0.39) means neither; a noun that is a word of
some class's label ("model" of "model list") is left to the labels (:func:`asked_class`'s own
rules found it no class). Both thresholds were read off a few nouns against the classes of the
bench KGs before any bench was run with them. A noun broader than the class it is nearest
("organisations" on a KG of companies, banks and universities: Company 0.68) narrows the answer
wrongly; the record of session 50 counts what that costs.
"""

from __future__ import annotations

from functools import lru_cache

from kgqa.wordforms import noun_key

#: the least cosine similarity of the noun and the class label (MiniLM, mean-pooled)
MIN_SIMILARITY = 0.58
#: how much nearer than the second-nearest class the nearest must be
MIN_MARGIN = 0.08


@lru_cache(maxsize=64)
def _label_embeddings(labels: tuple[str, ...]):
    import torch

    from kgqa.candidates.ranker import MiniLMEncoder

    return torch.nn.functional.normalize(MiniLMEncoder.shared().encode(list(labels)), dim=-1)


@lru_cache(maxsize=1024)
def _nearest(noun: str, labels: tuple[str, ...]) -> int | None:
    import torch

    from kgqa.candidates.ranker import MiniLMEncoder

    if not labels:
        return None
    q = torch.nn.functional.normalize(MiniLMEncoder.shared().encode([noun]), dim=-1)[0]
    sims = _label_embeddings(labels) @ q
    top = torch.topk(sims, min(2, len(labels)))
    best, second = float(top.values[0]), float(top.values[1]) if len(labels) > 1 else -1.0
    return int(top.indices[0]) if best >= MIN_SIMILARITY and best - second >= MIN_MARGIN else None


def nearest_class(noun: str, class_labels: dict[str, str]) -> str | None:
    """The IRI of the class ``noun`` means by the encoder (module docstring), or None.
    ``class_labels``: IRI -> label, the KG's classes."""
    noun = " ".join(noun.lower().split())
    if not noun or any(noun_key(noun) in {noun_key(w) for w in label.split()} for label in class_labels.values()):
        return None  # a word of a label ("model" of "model list"): the labels' own reading decides
    iris = sorted(iri for iri, label in class_labels.items() if label and label.strip())
    found = _nearest(noun, tuple(class_labels[i].strip().lower() for i in iris))
    return None if found is None else iris[found]


__all__ = ["MIN_MARGIN", "MIN_SIMILARITY", "nearest_class"]
