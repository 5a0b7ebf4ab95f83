"""kgqa: question answering over knowledge graphs (HGNet) with a compiler for complex questions."""

__version__ = "0.1.0"


def __getattr__(name):
    # kgqa.ask loads torch and the checkpoint when called; `import kgqa` stays light.
    if name == "ask":
        from kgqa.python_api import ask

        return ask
    raise AttributeError(name)
