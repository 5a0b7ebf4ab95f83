"""kgqa: question answering over knowledge graphs (HGNet) with a compiler for complex questions."""

__version__ = "0.1.0"
