"""One field of a seed's tab-separated file as text, by the rules both files share (films_tsv,
people_tsv): empty is unknown, whole numbers in decimal, fractions as Python's shortest repr, a
list's items joined with '|', and no tab, newline or carriage return anywhere."""


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
