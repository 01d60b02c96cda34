"""What every reader shares: opening a gzipped CSV file or a JSON file, and parsing a field.

A malformed input is a Failure that names the file, the line and the column, and shows the start
of the value. An empty field is unknown (None), never a default.
"""

import csv
import gzip
import json
import os
import zlib

from .reporting import Failure, one_line

# TMDb's genders: 1 female, 2 male, 3 non-binary; 0 is "not set", which is unknown.
GENDERS = {0: None, 1: 1, 2: 2, 3: 3}

csv.field_size_limit(2**31 - 1)  # a credits column holds a whole cast or crew


def is_id(value):
    """Whether `value` is a positive integer (a bool is not)."""
    return isinstance(value, int) and not isinstance(value, bool) and value > 0


def is_text(value):
    """Whether `value` is a non-empty string."""
    return isinstance(value, str) and value != ""


def is_date(value):
    """Whether `value` is a "yyyy-mm-dd" string."""
    if not isinstance(value, str):
        return False
    parts = value.split("-")
    return (len(parts) == 3 and [len(p) for p in parts] == [4, 2, 2]
            and all(p.isdigit() for p in parts)
            and 1 <= int(parts[1]) <= 12 and 1 <= int(parts[2]) <= 31)


def read_csv(path, columns):
    """The rows of a gzipped CSV file as (line number, {column: text}), once its header is known
    to have `columns`. An empty file, a row of the wrong width or no rows at all is a Failure."""
    if not os.path.isfile(path):
        raise Failure(f"missing input: {path}")
    rows = []
    try:
        with gzip.open(path, "rt", encoding="utf-8", newline="") as handle:
            reader = csv.reader(handle)
            header = next(reader, None)
            if header is None:
                raise Failure(f"{path}: empty file")
            missing = [c for c in columns if c not in header]
            if missing:
                raise Failure(f"{path}: no column {', '.join(missing)} in the header")
            for fields in reader:
                if len(fields) != len(header):
                    raise Failure(f"{path}:{reader.line_num}: {len(fields)} fields, "
                                  f"the header has {len(header)}")
                rows.append((reader.line_num, dict(zip(header, fields))))
    except (OSError, EOFError, UnicodeDecodeError, csv.Error, zlib.error) as error:
        raise Failure(f"{path}: unreadable ({one_line(error)})")
    if not rows:
        raise Failure(f"{path}: no rows")
    return rows


def read_json(path):
    """The document of a JSON file."""
    if not os.path.isfile(path):
        raise Failure(f"missing input: {path}")
    try:
        with open(path, encoding="utf-8") as handle:
            return json.load(handle)
    except (OSError, UnicodeDecodeError, ValueError) as error:
        raise Failure(f"{path}: not readable JSON ({one_line(error)})")


def requirement(path):
    """A function that raises a Failure naming `path` when its condition is false."""

    def require(condition, what):
        if not condition:
            raise Failure(f"{path}: {what}")

    return require


class Field:
    """The fields of one CSV row, parsed; a malformed one is a Failure naming file, line and column."""

    def __init__(self, path, line, row):
        self.path, self.line, self.row = path, line, row

    def fail(self, column, what):
        value = self.row[column]
        shown = value if len(value) <= 40 else value[:40] + "…"
        raise Failure(f"{self.path}:{self.line}: column {column}: {what} ({shown!r})")

    def check(self, column, condition, what):
        if not condition:
            self.fail(column, what)

    def text(self, column):
        """The text; None when empty."""
        value = self.row[column]
        return value if value != "" else None

    def date(self, column):
        """A "yyyy-mm-dd" date; None when empty."""
        value = self.text(column)
        if value is not None and not is_date(value):
            self.fail(column, "not yyyy-mm-dd")
        return value

    def integer(self, column, zero_is_unknown=False):
        """A whole number ("139" or "139.0"), not negative; None when empty, or when 0 and zero
        means unknown."""
        value = self.row[column].strip()
        if value == "":
            return None
        try:
            number = int(value)
        except ValueError:
            try:
                real = float(value)
            except ValueError:
                self.fail(column, "not a number")
            if not real.is_integer():
                self.fail(column, "not a whole number")
            number = int(real)
        if number < 0:
            self.fail(column, "negative")
        return None if (zero_is_unknown and number == 0) else number

    def real(self, column):
        """A finite number."""
        value = self.row[column].strip()
        try:
            number = float(value)
        except ValueError:
            self.fail(column, "not a number")
        if number != number or number in (float("inf"), float("-inf")):
            self.fail(column, "not a finite number")
        return number

    def votes(self, required=True):
        """(vote average, vote count), both None when the count is 0, since the sources give an
        average of 0 with no votes, which is no rating. An empty count is None too, or a Failure
        when `required`."""
        count = self.integer("vote_count")
        if required:
            self.check("vote_count", count is not None, "empty")
        if not count:
            return None, None
        return self.real("vote_average"), count

    def boolean(self, column):
        """True or False ("True"/"False", any case); None when empty."""
        value = self.row[column].strip()
        if value == "":
            return None
        if value.lower() not in ("true", "false"):
            self.fail(column, "not True or False")
        return value.lower() == "true"

    def objects(self, column, keys):
        """A JSON list of objects, each with at least `keys`."""
        try:
            items = json.loads(self.row[column])
        except ValueError:
            self.fail(column, "not JSON")
        if not isinstance(items, list) or not all(isinstance(i, dict) for i in items):
            self.fail(column, "not a JSON list of objects")
        for item in items:
            for key in keys:
                if key not in item:
                    self.fail(column, f"an entry without {key!r}")
        return items

    def names(self, column, key):
        """The `key` of each object of a JSON list column, each a non-empty string."""
        values = [item[key] for item in self.objects(column, (key,))]
        self.check(column, all(is_text(v) for v in values), f"an entry whose {key!r} is not a non-empty string")
        return values

    def texts(self, column):
        """A JSON list of non-empty strings."""
        items = self._json(column)
        self.check(column, isinstance(items, list) and all(is_text(i) for i in items),
                   "not a JSON list of non-empty strings")
        return items

    def ids(self, column):
        """A JSON list of positive integers."""
        items = self._json(column)
        self.check(column, isinstance(items, list) and all(is_id(i) for i in items),
                   "not a JSON list of positive integers")
        return items

    def _json(self, column):
        try:
            return json.loads(self.row[column])
        except ValueError:
            self.fail(column, "not JSON")
