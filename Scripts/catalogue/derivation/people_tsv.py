"""people.tsv: the people, one a line, in a form the app reads without a JSON decoder (a quarter
of its first run's work when they were JSON lines).

The first line names the columns (COLUMNS); each other line is one person, the fields in that
order separated by tabs, the people sorted by id. An empty field is unknown (null). The id and the
gender are written in decimal. A person whose field holds a tab, a newline or a carriage return, or
whose name is empty (it would read back as unknown), cannot be written: the derivation fails,
naming the person.
"""

from .reporting import Failure
from .tsv_field import tsv_field, tsv_lines

FILE = "people.tsv"
COLUMNS = ("id", "name", "gender", "birthday", "deathday", "countryOfBirth")
WHOLE = frozenset(("id", "gender"))
REQUIRED = frozenset(("id", "name"))


def field(person, column):
    """The text of one field of `person`, or Failure naming the person and the column."""
    value = person.get(column)

    def refuse(why):
        raise Failure(f"person {person.get('id')} {person.get('name')!r}: {column} {value!r} cannot go into {FILE}: {why}")

    return tsv_field(value, column, refuse, whole=WHOLE, required=REQUIRED)


def serialise_tsv(people):
    """The file's bytes for `people` (sorted by id)."""
    lines = ["\t".join(COLUMNS)]
    for person in people:
        lines.append("\t".join(field(person, column) for column in COLUMNS))
    return ("\n".join(lines) + "\n").encode("utf-8")


def parse_tsv(data, fail):
    """The people of the file's bytes as records with every key, in order; `fail(message)` raises
    for a line that does not read back."""
    people = []
    for number, fields in tsv_lines(data, FILE, COLUMNS, fail):
        person = {}
        for column, value in zip(COLUMNS, fields):
            if value == "":
                person[column] = None
            elif column in WHOLE:
                try:
                    person[column] = int(value)
                except ValueError:
                    fail(f"{FILE}:{number} column {column}: {value!r} is not a whole number")
            else:
                person[column] = value
        if any(person[column] is None for column in REQUIRED):
            fail(f"{FILE}:{number}: id and name are required")
        people.append(person)
    return people
