"""One field of a seed's tab-separated file as text, by the rules both files share (films_tsv,
people_tsv): empty is unknown, whole numbers in decimal, fractions as Python's shortest repr, a
list's items joined with '|', and no tab, newline or carriage return anywhere; and the lines of
such a file read back, each with its number and its fields (tsv_lines)."""


def tsv_field(value, column, refuse, whole=frozenset(), fraction=frozenset(), lists=frozenset(),
              required=frozenset()):
    """The text of `value` in `column`; `refuse(why)` raises the file's own Failure."""
    if value is None:
        if column in required:
            refuse("it is required")
        return ""
    if column in lists:
        if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
            refuse("not a list of texts")
        for item in value:
            if item == "" or "|" in item:
                refuse("a list item is empty or holds '|'")
        text = "|".join(value)
    elif column in whole:
        if not isinstance(value, int) or isinstance(value, bool):
            refuse("not a whole number")
        text = str(value)
    elif column in fraction:
        if not isinstance(value, float):
            refuse("not a fraction")
        text = repr(value)
    else:
        if not isinstance(value, str):
            refuse("not a text")
        if value == "":
            refuse("an empty text would read back as unknown")
        text = value
    if "\t" in text or "\n" in text or "\r" in text:
        refuse("it holds a tab, a newline or a carriage return")
    return text


def tsv_lines(data, file, columns, fail):
    """Each line of the file's bytes after its header as (line number, fields), checked as both
    files are: the text ends with a newline, the header names `columns`, and every line holds one
    field a column; `fail(message)` raises for what does not read back."""
    text = data.decode("utf-8")
    if not text.endswith("\n"):
        fail(f"{file} does not end with a newline")
    lines = text.split("\n")[:-1]
    if not lines or lines[0] != "\t".join(columns):
        fail(f"{file}:1 is not the header {' '.join(columns)}")
    for number, line in enumerate(lines[1:], 2):
        fields = line.split("\t")
        if len(fields) != len(columns):
            fail(f"{file}:{number} has {len(fields)} fields, not {len(columns)}")
        yield number, fields
