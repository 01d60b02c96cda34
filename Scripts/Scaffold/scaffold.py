#!/usr/bin/env python3
"""Writes a context, a use case or a feature in the house style (docs/architecture.md), from the
Swift templates in Templates/.

The templates are a small context, use case and feature written as ordinary Swift (linted with the
rest of the tree) around sample names, which this script replaces:

    Samples        the context's name            Awards
    samples        the same, in lower case       awards   (cache keys, event names)
    SampleEntity   the entity's type             Award
    sampleEntity   the entity as a Swift name    award
    sample entity  the entity in prose           award    ("TV series" for TVSeries)
    SampleVerb     the use case's verb           FetchAwardDetails
    SampleScreen   the feature's name            AwardList

Called by Scripts/new-context, new-use-case and new-feature, which format the files afterwards.
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
        fail(f'"{name}" is not a {what} name: use UpperCamelCase letters and digits, such as Awards')


def words(name):
    """The entity in prose: "TVSeries" -> "TV series", "PersonCredit" -> "person credit"."""
    parts = re.findall(r"[A-Z]+(?=[A-Z][a-z]|\d|$)|[A-Z]?[a-z]+|\d+", name)
    return " ".join(part if part.isupper() and len(part) > 1 else part.lower() for part in parts)


def lower_first(name):
    """The name as a Swift variable: "Genre" -> "genre", "TVSeries" -> "tvSeries", "URL" -> "url"."""
    capitals = len(name) - len(name.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
    if capitals <= 1 or capitals == len(name):
        return name[:capitals].lower() + name[capitals:]
    return name[: capitals - 1].lower() + name[capitals - 1 :]


def substitute(text, names):
    # Longest tokens first, so that "SampleEntity" is never read as "Samples…".
    for token in ("SampleVerb", "SampleScreen", "SampleEntity", "sampleEntity", "sample entity", "Samples", "samples"):
        if token in names:
            text = text.replace(token, names[token])
    return text


def refuse_taken(folder, modules):
    """Refuses a package folder name or a module name that the repository already uses anywhere."""
    for here, directories, files in os.walk(ROOT):
        directories[:] = sorted(d for d in directories if not d.startswith("."))
        if os.path.basename(folder) in directories:
            fail(f"{os.path.relpath(os.path.join(here, os.path.basename(folder)), ROOT)} exists already; "
                 "package folder names are unique across the repository")
        if "Package.swift" in files:
            text = open(os.path.join(here, "Package.swift")).read()
            for module in modules:
                if re.search(rf'\.(?:target|testTarget|executableTarget|macro|plugin)\(\s*name:\s*"{module}"', text):
                    fail(f"{os.path.relpath(os.path.join(here, 'Package.swift'), ROOT)} already declares a module "
                         f"{module}; module names are unique across the repository")


def write_tree(template, destination, names):
    """Every file of Templates/<template>, its path and text substituted, under `destination`."""
    planned = []
    root = os.path.join(TEMPLATES, template)
    for here, _, files in sorted(os.walk(root)):
        for file in sorted(f for f in files if not f.endswith(".snippet")):
            relative = substitute(os.path.relpath(os.path.join(here, file), root), names).removesuffix(".template")
            path = os.path.join(destination, relative)
            if os.path.exists(os.path.join(ROOT, path)):
                fail(f"{path} exists already; nothing was written over it", 1)
            planned.append((path, substitute(open(os.path.join(here, file)).read(), names)))
    for path, text in planned:
        os.makedirs(os.path.dirname(os.path.join(ROOT, path)), exist_ok=True)
        with open(os.path.join(ROOT, path), "w") as handle:
            handle.write(text)
    return [path for path, _ in planned]


def entity_names(entity):
    return {"SampleEntity": entity, "sampleEntity": lower_first(entity), "sample entity": words(entity)}


def new_context(name, entity):
    check_name(name, "context")
    entity = entity or (name[:-1] if name.endswith("s") and len(name) > 1 else name)
    check_name(entity, "entity")
    layers = [f"{name}{layer}" for layer in ("Domain", "Application", "Infrastructure", "Composition", "TestSupport")]
    if entity in layers:
        fail(f'the entity "{entity}" would share its name with a module; pass --entity <Entity>')
    package = f"Contexts/Popcorn{name}"
    refuse_taken(package, layers)
    names = {"Samples": name, "samples": name.lower(), **entity_names(entity)}
    return write_tree("Context", package, names), []


def new_use_case(name, verb_words):
    check_name(name, "context")
    verb = "".join(word[:1].upper() + word[1:] for word in verb_words)
    verb = verb[: -len("UseCase")] if verb.endswith("UseCase") and verb != "UseCase" else verb
    check_name(verb, "use case")
    package = f"Contexts/Popcorn{name}"
    application = os.path.join(ROOT, package, "Sources", f"{name}Application", f"{name}ApplicationFactory.swift")
    composition = os.path.join(ROOT, package, "Sources", f"{name}Composition", f"Popcorn{name}Factory.swift")
    if not os.path.exists(application) or not os.path.exists(composition):
        fail(f"there is no context {name} made by Scripts/new-context (looked for {package})")
    if os.path.exists(os.path.join(ROOT, package, "Sources", f"{name}Application", "UseCases", verb)):
        fail(f"the use case {verb} exists already in {package}/Sources/{name}Application/UseCases/{verb}")
    factories = {path: open(path).read() for path in (application, composition)}
    for path, source in factories.items():
        if re.search(rf"\bfunc make{verb}UseCase\(", source):
            fail(f"the use case {verb} exists already: {os.path.relpath(path, ROOT)} makes it")
        if not source.rstrip().endswith("}"):
            fail(f"{os.path.relpath(path, ROOT)} does not end with its type's closing brace", 1)
    found = re.search(r"private let repository: any (\w+)Repository", factories[application])
    if not found:
        fail(f"{os.path.relpath(application, ROOT)} does not hold a repository as Scripts/new-context writes it", 1)
    names = {"Samples": name, "samples": name.lower(), "SampleVerb": verb, **entity_names(found.group(1))}
    created = write_tree("UseCase", package, names)
    for path, snippet in ((application, "ApplicationFactory"), (composition, "CompositionFactory")):
        method = substitute(open(os.path.join(TEMPLATES, "UseCase", "Edits", f"{snippet}.swift.snippet")).read(), names)
        source = factories[path].rstrip()
        if path == composition:  # the factory now shows a use case's protocol publicly
            source = re.sub(rf"^import {name}Application$", f"public import {name}Application", source, flags=re.M)
        with open(path, "w") as handle:
            handle.write(source[:-1].rstrip() + "\n" + method + "}\n")
    return created, [os.path.relpath(application, ROOT), os.path.relpath(composition, ROOT)]


def new_feature(name):
    check_name(name, "feature")
    package = f"Features/{name}Feature"
    refuse_taken(package, [f"{name}Feature", f"{name}FeatureTests"])
    return write_tree("Feature", package, {"SampleScreen": name}), []


def main(arguments):
    """Writes what was asked for and prints one line per file: "new <path>" or "changed <path>"."""
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
