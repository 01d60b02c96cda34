#!/usr/bin/env python3
"""Writes a context, a use case or a feature in the house style (docs/architecture.md), from the
Swift templates in Templates/.

The templates are a small context, use case and feature written as ordinary Swift (linted with the
rest of the tree) around sample names, which this script replaces:

    Samples          the context's name            Awards
    samples          the same, in lower case       awards    (cache keys, event names)
    Sample items     the context's name in prose   Awards    ("TV series" for TVSeries)
    SampleEntity     the entity's type             Award
    sampleEntity     the entity as a Swift name    award
    sample entity    the entity in prose           award     ("TV series" for TVSeries)
    a sample entity  the same with its article     an award  ("A sample entity" at a sentence's start)
    SampleVerb       the use case's verb           FetchAwardDetails
    SampleScreen     the feature's name            AwardList

UseCase/Edits holds, as the body of an extension of each factory, the method new-use-case adds
before that factory's closing brace.

A reader (Scripts/new-context <Name> --reads A,B [--store]) is written from Reader/ (the context)
and ReaderAdapters/ (its anti-corruption adapters), with these names besides the context's:

    SampleEntry      what its store keeps          NotebookEntry   (--entity; <Name less s>Entry)
    SampleKind       the kinds it keeps entries of NotebookKind
    ReadEntity       an entity of a context read   Movie, TVSeries, Person
    readEntity       the same as a Swift name      movie, tvSeries, person
    read entity      in prose, and with article    movie, a movie  ("TV series", "a TV series")
    ReadItems        the context read              Movies, TVSeries, People
    readItems        the same as a Swift name      movies, tvSeries, people (AppServices' names)
    Read items       in prose                      Movies, TV series, People
    readEntityName   the entity's field for a name title, name
    ReadEntityArguments  arguments that make one   id: 603, title: "Known Name", ...

A file whose path names ReadEntity is written once for each context read. Inside a file, lines
between "// scaffold: each read" and "// scaffold: end" are written once for each context read,
lines between "// scaffold: store" and "// scaffold: end" only with --store (blocks may hold blocks) (as are the files
that name SampleEntry, SampleKind or the Infrastructure target), and lines between
"// scaffold: entity" and "// scaffold: end" only where the scaffold can make the read entity
for a test (its initialiser takes nothing it cannot make up). The marker lines themselves are
dropped. Called by Scripts/new-context, new-use-case and new-feature, which format the files
afterwards.

The script is in parts by what they do: naming.py (a name checked, and said as Swift and in
words), tree_writer.py (a template's tree written, names the repository uses refused), owner.py
(an owner context, its use cases, a feature), reads.py (what a reader needs of each context it
reads), reader.py (a reader and its adapters, the templates' blocks expanded) and app_wiring.py
(the reader wired into the App).
"""
import os
import sys

from naming import fail
from owner import new_context, new_feature, new_use_case
from reader import new_reader

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def main(arguments):
    """Writes what was asked for and prints one line per file: "new <path>" or "changed <path>"."""
    os.chdir(ROOT)  # every path below is relative to the repository
    kind = arguments[0] if arguments else ""
    if kind == "context" and 2 <= len(arguments) <= 3:
        created, edited = new_context(arguments[1], arguments[2] if len(arguments) > 2 else None)
    elif kind == "use-case" and len(arguments) >= 3:
        created, edited = new_use_case(arguments[1], arguments[2:])
    elif kind == "feature" and len(arguments) == 2:
        created, edited = new_feature(arguments[1])
    elif kind == "reader" and 3 <= len(arguments) <= 5:
        options = arguments[3:]
        if any(option not in ("--store", "--no-app") for option in options):
            fail(f"unknown option {options}")
        created, edited, left = new_reader(arguments[1], arguments[2], "--store" in options, "--no-app" in options)
        print("\n".join([f"new {path}" for path in created] + [f"changed {path}" for path in edited]
                        + [f"left {line}" for line in left]))
        return
    else:
        fail("usage: scaffold.py context <Name> [Entity] | use-case <Context> <Verb…> | feature <Name>"
             " | reader <Name>[:Entry] <Context[:Entity]>,… [--store] [--no-app]")
    print("\n".join([f"new {path}" for path in created] + [f"changed {path}" for path in edited]))


if __name__ == "__main__":
    main(sys.argv[1:])
