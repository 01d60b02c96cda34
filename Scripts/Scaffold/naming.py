"""Names for the scaffold: checking a name, and saying it as Swift and in words (see scaffold.py)."""
import re
import sys


def fail(message, status=64):
    print(f"error: {message}", file=sys.stderr)
    sys.exit(status)


def check_name(name, what):
    if not re.fullmatch(r"[A-Z][A-Za-z0-9]*", name):
        fail(f'"{name}" is not {with_article(what)} name: use UpperCamelCase letters and digits, such as Awards')


def words(name):
    """The entity in prose: "TVSeries" -> "TV series", "PersonCredit" -> "person credit"."""
    parts = re.findall(r"[A-Z]+(?=[A-Z][a-z]|\d|$)|[A-Z]?[a-z]+|\d+", name)
    return " ".join(part if part.isupper() and len(part) > 1 else part.lower() for part in parts)


def with_article(prose):
    """"an award", "a user review", "a TV series", "an HTTP header": by the first letter's sound."""
    first = prose.split()[0]
    if first.isupper() and len(first) > 1:  # an acronym is spelt out, letter by letter
        return ("an " if first[0] in "AEFHILMNORSX" else "a ") + prose
    sounds_like_y_or_w = re.match(r"u[b-df-hj-np-tv-z][aeiou]|eu|one", first)  # a user, a unit, a one-off
    return ("an " if first[0] in "aeiou" and not sounds_like_y_or_w else "a ") + prose


def lower_first(name):
    """The name as a Swift variable: "Genre" -> "genre", "TVSeries" -> "tvSeries", "URL" -> "url"."""
    capitals = len(name) - len(name.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
    if capitals <= 1 or capitals == len(name):
        return name[:capitals].lower() + name[capitals:]
    return name[: capitals - 1].lower() + name[capitals - 1 :]


def substitute(text, names):
    """Every sample name replaced in one pass, longest first, so that no replacement is read again."""
    tokens = sorted(names, key=len, reverse=True)
    pattern = "|".join((r"\b" if " " in token else "") + re.escape(token) for token in tokens)
    return re.sub(pattern, lambda match: names[match.group(0)], text)


def singular(name):
    return name[:-1] if name.endswith("s") and len(name) > 1 else name


def capitalized(text):
    return text[:1].upper() + text[1:]
