"""later-films.tsv: the films without credits (creditsRecorded false), one a line, in a form the
app reads without a JSON decoder, the largest part of its first run's work when they were JSON.

The first line names the columns (COLUMNS); each other line is one film, its fields in that order
separated by tabs, the films sorted by id. A list's items are joined with '|'; an empty field is
unknown (null), or an empty list. Whole numbers are written in decimal, fractions as Python's
shortest repr. A film whose field holds a tab, a newline or a carriage return, a list item holding
'|' or empty, or a text that is empty (it would read back as unknown) cannot be written: the
derivation fails, naming the film. The fields a film without credits has not (keywords, overview,
cast, crew) are left out and must be empty.
"""

from .reporting import Failure
from .tsv_field import tsv_field, tsv_lines

FILE = "later-films.tsv"
COLUMNS = ("id", "title", "originalTitle", "originalLanguage", "releaseDate", "runtime", "genres",
           "spokenLanguages", "countries", "companies", "budget", "revenue", "status", "voteAverage",
           "voteCount", "popularity", "figuresAsOf")
WHOLE = frozenset(("id", "runtime", "budget", "revenue", "voteCount"))
FRACTION = frozenset(("voteAverage", "popularity"))
LISTS = frozenset(("genres", "spokenLanguages", "countries", "companies"))
REQUIRED = frozenset(("id", "title", "originalLanguage", "popularity"))
# What a film without credits holds in the fields the file leaves out.
ABSENT = {"keywords": [], "overview": None, "cast": [], "crew": [], "creditsRecorded": False}


def is_facts_only(film):
    return film["creditsRecorded"] is False


def field(film, column):
    """The text of one field of `film`, or Failure naming the film and the column."""
    value = film[column]

    def refuse(why):
        raise Failure(f"film {film['id']} {film.get('title')!r}: {column} {value!r} cannot go into {FILE}: {why}")

    return tsv_field(value, column, refuse, whole=WHOLE, fraction=FRACTION, lists=LISTS, required=REQUIRED)


def serialise_tsv(films):
    """The file's bytes for `films` (each without credits, sorted by id)."""
    lines = ["\t".join(COLUMNS)]
    for film in films:
        for key, empty in ABSENT.items():
            if film[key] != empty:
                raise Failure(f"film {film['id']} {film['title']!r}: {key} {film[key]!r} in a film without credits")
        lines.append("\t".join(field(film, column) for column in COLUMNS))
    return ("\n".join(lines) + "\n").encode("utf-8")


def parse_tsv(data, fail):
    """The films of the file's bytes as full film records (the left-out fields filled in), in
    order; `fail(message)` raises for a line that does not read back."""
    films = []
    for number, fields in tsv_lines(data, FILE, COLUMNS, fail):
        film = dict(ABSENT)
        for column, value in zip(COLUMNS, fields):
            try:
                if column in LISTS:
                    film[column] = value.split("|") if value else []
                elif value == "":
                    film[column] = None
                elif column in WHOLE:
                    film[column] = int(value)
                elif column in FRACTION:
                    film[column] = float(value)
                else:
                    film[column] = value
            except ValueError:
                fail(f"{FILE}:{number} column {column}: {value!r} is not a number")
        if any(film[column] is None for column in REQUIRED):
            fail(f"{FILE}:{number}: id, title, originalLanguage and popularity are required")
        films.append(film)
    return films
