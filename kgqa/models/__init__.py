"""HGNet (Chen et al., "Outlining and Filling"): the torch modules and their training examples.

Modules (one per file, torch_geometric style):
    :class:`~kgqa.models.glove_encoder.GloveBiLSTMEncoder` / :class:`~kgqa.models.minilm_encoder.MiniLMEncoder`
        shared question/instance encoders (section 6.1);
    :class:`~kgqa.models.graph_encoder.AQGGraphEncoder` TransformerConv over the AQG pseudo-graph (6.2);
    :class:`~kgqa.models.outline_decoder.OutlineDecoder` eq. (3)-(9);
    :class:`~kgqa.models.fill_decoder.FillDecoder` eq. (10)-(11);
    :class:`~kgqa.models.hgnet.HGNet` the composition and the loss eq. (13).
The engine that answers with them (hypotheses for :mod:`kgqa.search.beam`, pools, execution) is
one layer up, in :mod:`kgqa.engine`.
Adapters until the shared packages are wired in: :mod:`kgqa.models.aqg` (query graphs for the
Spider4SPARQL dialect) and :mod:`kgqa.models.pool` (candidate pools from the KG).

Torch is imported by the submodules only, so ``import kgqa.models.aqg`` stays light.
"""

__all__ = ["HGNet"]


def __getattr__(name):
    if name == "HGNet":
        from kgqa.models.hgnet import HGNet

        return HGNet
    raise AttributeError(name)
