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
The model runs on the shared core: the query-graph grammar of :mod:`kgqa.querygraph` (through
:mod:`kgqa.models.outline_space`, the decoder's masks, and :mod:`kgqa.models.fill_plan`, the
slots to fill) and the candidates of :mod:`kgqa.candidates` (through :mod:`kgqa.models.slots`).
Those three are torch-free; torch is imported by the network modules only.
"""

__all__ = ["HGNet"]


def __getattr__(name):
    if name == "HGNet":
        from kgqa.models.hgnet import HGNet

        return HGNet
    raise AttributeError(name)
