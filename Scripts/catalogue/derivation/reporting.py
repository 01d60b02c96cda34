"""How a run reports: a Failure stops it, a note lets it go on.

A Failure is an input missing or malformed, or a seed that fails its check: one line, and the run
exits 1 with nothing replaced. Notes are the places where sources disagree and one of them was
kept; they are printed to standard error in the order found, so the same inputs print the same
notes.
"""


class Failure(Exception):
    """An input missing or malformed, or a seed that fails its check."""


def one_line(text):
    """`text` with every run of white space made one space (for a message on one line)."""
    return " ".join(str(text).split())


class Notes:
    """The disagreements of one run, in the order found.

    A line is "note: TEXT", or TEXT itself when it starts "error: ": an error here (one person id
    with two names) does not stop the run, which keeps one of them and says which.
    """

    def __init__(self):
        self.lines = []

    def add(self, text):
        self.lines.append(text if text.startswith("error: ") else "note: " + text)
