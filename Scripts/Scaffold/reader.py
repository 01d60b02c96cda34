"""A reader context and its adapters (Templates/Reader, Templates/ReaderAdapters): the templates'
blocks expanded for the contexts read and the store, and the App wired."""
import os
import re

from app_wiring import wire_app
from naming import capitalized, check_name, fail, lower_first, singular, substitute, with_article, words
from reads import read_context, read_names
from tree_writer import TEMPLATES, refuse_taken


# A block with no block inside it: expanding these until none is left expands blocks inside blocks.
BLOCK = re.compile(
    r"^[ \t]*// scaffold: (each read|store|entity)\n((?:(?!^[ \t]*// scaffold: )[\s\S])*?)^[ \t]*// scaffold: end\n", re.M)


def expand(text, reads, store, entity_test):
    """A reader template's text for these reads, with or without a store (see scaffold.py's docstring)."""
    def block(match):
        kind, body = match.group(1), match.group(2)
        if kind == "each read":
            return "".join(substitute(body, read_names(read)) for read in reads)
        if kind == "store":
            return body if store else ""
        return body if entity_test else ""
    while True:
        expanded = BLOCK.sub(block, text)
        if expanded == text:
            break
        text = expanded
    if "// scaffold:" in text:
        fail("a template has a marker outside a block", 1)
    return text


def tidy(text):
    """What expanding leaves behind: a comma before a closing parenthesis, a blank line before a
    closing brace, one argument or parameter alone on its lines (the formatter wraps it again if
    it is too long)."""
    text = re.sub(r",(\s*\n\s*\))", r"\1", text)
    text = re.sub(r"\(\n[ \t]*([^\n]*[^,\n])\n[ \t]*\)", r"(\1)", text)
    return re.sub(r"\n[ \t]*\n([ \t]*\})", r"\n\1", text)


def write_reader_tree(template, destination, names, reads, store):
    planned = []
    root = os.path.join(TEMPLATES, template)
    for here, _, files in sorted(os.walk(root)):
        for file in sorted(files):
            relative = os.path.relpath(os.path.join(here, file), root)
            if not store and re.search(r"SampleEntry|SampleKind|SamplesInfrastructure", relative):
                continue
            text = open(os.path.join(here, file)).read()
            per_read = "ReadEntity" in relative
            for read in reads if per_read else [None]:
                names_here = {**names, **read_names(read)} if read else names
                expanded = expand(text, [read] if read else reads, store, bool(read and read["arguments"]))
                path = os.path.join(destination, substitute(relative, names_here).removesuffix(".template"))
                if os.path.exists(path):
                    fail(f"{path} exists already; nothing was written over it", 1)
                planned.append((path, tidy(substitute(expanded, names_here))))
    return planned


def new_reader(name_and_entry, specs, store, no_app):
    name, _, entry = name_and_entry.partition(":")
    check_name(name, "context")
    entry = entry or f"{singular(name)}Entry"
    check_name(entry, "entity")
    reads = [read_context(spec, name) for spec in specs.split(",") if spec]
    if not reads:
        fail("a reader reads at least one context: --reads Movies,TVSeries,People")
    if len({read["context"] for read in reads}) != len(reads):
        fail("a context is named twice in --reads")
    kind = f"{singular(name)}Kind"
    layers = [f"{name}{layer}" for layer in ("Domain", "Application", "Infrastructure", "Composition", "TestSupport")]
    own_types = [kind, entry] + [f"{read['entity']}Preview" for read in reads]
    if set(own_types) & set(layers):
        fail(f"the context's types ({', '.join(own_types)}) would share a name with a module; pass another name or entry")
    package = f"Contexts/Popcorn{name}"
    adapters = f"Adapters/Contexts/Popcorn{name}Adapters"
    refuse_taken(package, layers + [f"{name}ApplicationTests", f"{name}InfrastructureTests", f"{name}CompositionTests"])
    refuse_taken(adapters, [f"Popcorn{name}Adapters", f"Popcorn{name}AdaptersTests"])
    names = {"Samples": name, "samples": name.lower(), "Sample items": capitalized(words(name)),
             "SampleEntry": entry, "sampleEntry": lower_first(entry), "sample entry": words(entry),
             "a sample entry": with_article(words(entry)), "A sample entry": capitalized(with_article(words(entry))),
             "SampleKind": kind}
    planned = write_reader_tree("Reader", package, names, reads, store)
    planned += write_reader_tree("ReaderAdapters", adapters, names, reads, store)
    edits, left = ([], ["App: wire it by hand (--no-app)"]) if no_app else wire_app(name, reads, store)
    for path, text in planned + edits:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as handle:
            handle.write(text)
    left += [f"{read['context']}:{read['entity']}: write the test that the adapter maps a {words(read['entity'])} "
             f"by hand (its initialiser takes a value the scaffold cannot make up)"
             for read in reads if not read["arguments"]]
    return [path for path, _ in planned], [path for path, _ in edits], left
