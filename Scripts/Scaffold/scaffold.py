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
before that factory's closing brace. Called by Scripts/new-context, new-use-case and new-feature,
which format the files afterwards.
"""
import os
import re
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
TEMPLATES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Templates")


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


def refuse_taken(folder, modules):
    """Refuses a package folder name or a module name that the repository already uses anywhere."""
    for here, directories, files in os.walk("."):
        directories[:] = sorted(d for d in directories if not d.startswith("."))
        if os.path.basename(folder) in directories:
            fail(f"{os.path.normpath(os.path.join(here, os.path.basename(folder)))} exists already; "
                 "package folder names are unique across the repository")
        if "Package.swift" in files:
            manifest = os.path.normpath(os.path.join(here, "Package.swift"))
            kinds = "target|testTarget|executableTarget|macro|plugin"
            declared = re.findall(rf'\.(?:{kinds})\(\s*name:\s*"(\w+)"', open(manifest).read())
            for module in set(modules) & set(declared):
                fail(f"{manifest} already declares a module {module}; module names are unique across the repository")


def write_tree(template, destination, names):
    """Every file of Templates/<template>, its path and text substituted, under `destination`."""
    planned = []
    root = os.path.join(TEMPLATES, template)
    for here, _, files in sorted(os.walk(root)):
        if os.path.relpath(here, root).split(os.sep)[0] == "Edits":
            continue
        for file in sorted(files):
            relative = substitute(os.path.relpath(os.path.join(here, file), root), names).removesuffix(".template")
            path = os.path.join(destination, relative)
            if os.path.exists(path):
                fail(f"{path} exists already; nothing was written over it", 1)
            planned.append((path, substitute(open(os.path.join(here, file)).read(), names)))
    for path, text in planned:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as handle:
            handle.write(text)
    return [path for path, _ in planned]


def sample_names(context, entity):
    """What each sample name of a context's templates becomes (see the table above)."""
    def capitalized(text):
        return text[:1].upper() + text[1:]

    return {"Samples": context, "samples": context.lower(), "Sample items": capitalized(words(context)),
            "SampleEntity": entity, "sampleEntity": lower_first(entity), "sample entity": words(entity),
            "a sample entity": with_article(words(entity)), "A sample entity": capitalized(with_article(words(entity)))}


def new_context(name, entity):
    check_name(name, "context")
    entity = entity or (name[:-1] if name.endswith("s") and len(name) > 1 else name)
    check_name(entity, "entity")
    layers = [f"{name}{layer}" for layer in ("Domain", "Application", "Infrastructure", "Composition", "TestSupport")]
    if entity in layers:
        fail(f'the entity "{entity}" would share its name with a module; pass --entity <Entity>')
    kernel = "".join(open(os.path.join(here, file)).read()
                     for here, _, files in os.walk("Core/CoreDomain/Sources") for file in files)
    if re.search(rf"^public (?:final )?(?:struct|enum|class|protocol|actor|typealias) {entity}\b", kernel, re.M):
        fail(f"CoreDomain declares {entity} too, which would be ambiguous where both are imported; "
             "pass --entity <Entity>")
    package = f"Contexts/Popcorn{name}"
    refuse_taken(package, layers)
    return write_tree("Context", package, sample_names(name, entity)), []


def new_use_case(name, verb_words):
    check_name(name, "context")
    verb = "".join(word[:1].upper() + word[1:] for word in verb_words)
    verb = verb[: -len("UseCase")] if verb.endswith("UseCase") and verb != "UseCase" else verb
    check_name(verb, "use case")
    package = f"Contexts/Popcorn{name}"
    application = f"{package}/Sources/{name}Application/{name}ApplicationFactory.swift"
    composition = f"{package}/Sources/{name}Composition/Popcorn{name}Factory.swift"
    if not os.path.exists(application) or not os.path.exists(composition):
        fail(f"there is no context {name} made by Scripts/new-context (looked for {package})")
    if os.path.exists(f"{package}/Sources/{name}Application/UseCases/{verb}"):
        fail(f"the use case {verb} exists already in {package}/Sources/{name}Application/UseCases/{verb}")
    factories = {path: open(path).read() for path in (application, composition)}
    for path, source in factories.items():
        if re.search(rf"\bfunc make{verb}UseCase\(", source):
            fail(f"the use case {verb} exists already: {path} makes it")
        if not source.rstrip().endswith("}"):
            fail(f"{path} does not end with its type's closing brace", 1)
    found = re.search(r"private let repository: any (\w+)Repository", factories[application])
    if not found:
        fail(f"{application} does not hold a repository as Scripts/new-context writes it", 1)
    lookup = f"{package}/Sources/{name}Application/Errors/{found.group(1)}LookupError.swift"
    if not os.path.exists(lookup):
        fail(f"{lookup} is missing; a new use case's error is a typealias of it", 1)
    names = {**sample_names(name, found.group(1)), "SampleVerb": verb}
    created = write_tree("UseCase", package, names)
    for path, edit in ((application, "SamplesApplicationFactory"), (composition, "PopcornSamplesFactory")):
        extension = substitute(open(os.path.join(TEMPLATES, "UseCase", "Edits", f"{edit}.swift")).read(), names)
        method = extension[extension.index("{\n") + 1 : extension.rindex("}")]  # the extension's body
        source = factories[path].rstrip()
        if path == composition:  # the factory now shows a use case's protocol publicly
            source = re.sub(rf"^import {name}Application$", f"public import {name}Application", source, flags=re.M)
        with open(path, "w") as handle:
            handle.write(source[:-1].rstrip() + "\n" + method + "}\n")
    return created, [application, composition]


def new_feature(name):
    check_name(name, "feature")
    package = f"Features/{name}Feature"
    refuse_taken(package, [f"{name}Feature", f"{name}FeatureTests"])
    return write_tree("Feature", package, {"SampleScreen": name}), []


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
    else:
        fail("usage: scaffold.py context <Name> [Entity] | use-case <Context> <Verb…> | feature <Name>")
    print("\n".join([f"new {path}" for path in created] + [f"changed {path}" for path in edited]))


if __name__ == "__main__":
    main(sys.argv[1:])
