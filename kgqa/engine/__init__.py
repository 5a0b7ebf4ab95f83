"""The engine layer: a trained model, its candidate pools and the search put together to answer.

``HGNetEngine`` (:mod:`.hgnet_engine`) walks question -> candidates -> outline -> fill -> SPARQL
-> answer; the beam-search hypotheses it drives are in :mod:`.hypotheses`. Apps (``kgqa.serve``,
``kgqa.evaluate``, ``kgqa.train_rerank``, ``kgqa.bench``) sit above this layer; models, candidates
and search below it.
"""
