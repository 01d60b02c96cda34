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
        fail(f"{package} holds no repository: it is a reader (Scripts/new-context --reads), whose use cases "
             "ask its providers and its store; Scripts/new-use-case writes an owner's look-ups only")
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


# A block with no block inside it: expanding these until none is left expands blocks inside blocks.
BLOCK = re.compile(
    r"^[ \t]*// scaffold: (each read|store|entity)\n((?:(?!^[ \t]*// scaffold: )[\s\S])*?)^[ \t]*// scaffold: end\n", re.M)


def singular(name):
    return name[:-1] if name.endswith("s") and len(name) > 1 else name


def capitalized(text):
    return text[:1].upper() + text[1:]


def read_context(spec, reader):
    """What the scaffold needs of a context the reader reads ("Movies", or "Movies:Movie" where its
    details use case is not the only Fetch<Entity>Details): its entity, the field that names one,
    the arguments that make one for a test (None when its initialiser takes what cannot be made up)."""
    context, _, entity = spec.partition(":")
    check_name(context, "context")
    if context == reader:
        fail(f"a context does not read itself ({context})")
    package = f"Contexts/Popcorn{context}"
    if not os.path.isdir(package):
        fail(f"there is no context {context} to read (looked for {package})")
    use_cases = f"{package}/Sources/{context}Application/UseCases"
    entities = f"{package}/Sources/{context}Domain/Entities"
    found = sorted(match.group(1) for folder in (os.listdir(use_cases) if os.path.isdir(use_cases) else [])
                   if (match := re.fullmatch(r"Fetch(\w+)Details", folder)) and os.path.exists(f"{entities}/{match.group(1)}.swift"))
    if entity:
        if entity not in found:
            fail(f"{package} has no Fetch{entity}Details use case answering its {entity} (it has: {', '.join(found) or 'none'})")
    elif len(found) == 1:
        entity = found[0]
    else:
        preferred = [name for name in (context, singular(context)) if name in found]
        if not preferred:
            fail(f"which of {context}'s entities does the reader read ({', '.join(found) or 'none found'})? "
                 f"Say it as {context}:<Entity>")
        entity = preferred[0]
    composition = f"{package}/Sources/{context}Composition/Popcorn{context}Factory.swift"
    if not os.path.exists(composition) or f"func makeFetch{entity}DetailsUseCase()" not in open(composition).read():
        fail(f"{composition} does not vend makeFetch{entity}DetailsUseCase(), which the adapter is handed")
    source = open(f"{entities}/{entity}.swift").read()
    fields = re.findall(r"^\s*public (?:let|var) (name|title): String\b", source, re.M)
    if not fields:
        fail(f"{entities}/{entity}.swift has no `name` or `title`, which the reader's preview is made from")
    return {
        "context": context, "entity": entity, "name": "name" if "name" in fields else "title",
        "arguments": test_arguments(source, entity),
    }


def test_arguments(source, entity):
    """The arguments of the entity's public initialiser that make one with id 603 named "Known
    Name", or None when it takes a value the scaffold cannot make up."""
    start = re.search(r"public init\(", source)
    if not start:
        return None
    depth, position = 1, start.end()
    while depth and position < len(source):
        depth += {"(": 1, ")": -1}.get(source[position], 0)
        position += 1
    parameters, current, depth = [], "", 0
    for character in source[start.end() : position - 1]:
        depth += {"(": 1, "[": 1, "<": 1, ")": -1, "]": -1, ">": -1}.get(character, 0)
        if character == "," and depth == 0:
            parameters.append(current)
            current = ""
        else:
            current += character
    parameters.append(current)
    arguments = []
    for parameter in (part.strip() for part in parameters if part.strip()):
        label, _, kind = parameter.partition(":")
        label = label.split()[0]
        kind = kind.strip()
        if "=" in kind:
            continue  # it has a default
        if label == "_":
            return None
        if label == "id":
            value = "603"
        elif kind.endswith("?"):
            value = "nil"
        elif kind.startswith("[") and ":" in kind:
            value = "[:]"
        elif kind.startswith("["):
            value = "[]"
        else:
            value = {"String": '"Known Name"', "Int": "1", "Double": "1", "Bool": "false",
                     "Language": 'Language(code: "en")', f"{entity}.ID": "1", "ID": "1"}.get(kind)
            if value is None:
                return None
        arguments.append(f"{label}: {value}")
    return ", ".join(arguments)


def read_names(read):
    entity, context = read["entity"], read["context"]
    return {"ReadEntity": entity, "readEntity": lower_first(entity), "read entity": words(entity),
            "a read entity": with_article(words(entity)), "A read entity": capitalized(with_article(words(entity))),
            "ReadItems": context, "readItems": lower_first(context), "Read items": capitalized(words(context)),
            "readEntityName": read["name"], "ReadEntityArguments": read["arguments"] or ""}


def expand(text, reads, store, entity_test):
    """A reader template's text for these reads, with or without a store (see the docstring)."""
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


def wire_app(name, reads, store):
    """The edits that wire the reader into the App: its packages and products in App/Package.swift,
    and in AppServices its factory, held once and built from the adapters over the contexts it
    reads. What cannot be done is left, said in words."""
    edits, left = [], []
    property_name = lower_first(name)
    contexts = [capitalized(words(read["context"])) for read in reads]
    listed = contexts[0] if len(contexts) == 1 else ", ".join(contexts[:-1]) + " and " + contexts[-1]
    manifest = "App/Package.swift"
    if os.path.exists(manifest):
        text = open(manifest).read()
        packages = re.search(r"^(    )dependencies: \[\n(?=( +))", text, re.M)
        products = re.search(r'name: "PopcornApp",\s*\n\s*dependencies: \[\n(?=( +))', text)
        if packages and products:
            indent, inner = packages.group(2), products.group(1)
            lines = (f"{indent}// The {capitalized(words(name))} context, and its adapters to {listed} (Scripts/new-context).\n"
                     f'{indent}.package(path: "../Contexts/Popcorn{name}"),\n'
                     f'{indent}.package(path: "../Adapters/Contexts/Popcorn{name}Adapters"),\n')
            product_lines = (f'{inner}.product(name: "{name}Composition", package: "Popcorn{name}"),\n'
                             f'{inner}.product(name: "Popcorn{name}Adapters", package: "Popcorn{name}Adapters"),\n')
            text = text[: products.end()] + product_lines + text[products.end() :]
            text = text[: packages.end()] + lines + text[packages.end() :]
            edits.append((manifest, text))
        else:
            left.append(f'{manifest}: .package(path: "../Contexts/Popcorn{name}"), .package(path: '
                        f'"../Adapters/Contexts/Popcorn{name}Adapters") and the products {name}Composition, Popcorn{name}Adapters')
    services = next((os.path.join(here, file) for here, _, files in sorted(os.walk("App/Sources")) for file in files
                     if file.endswith(".swift") and re.search(r"^final class AppServices\b", open(os.path.join(here, file)).read(), re.M)),
                    None)
    arguments = [f"{lower_first(read['context'])}: {property_name}Adapters.make{read['entity']}Provider("
                 f"fetch{read['entity']}Details: {lower_first(read['context'])}.makeFetch{read['entity']}DetailsUseCase())"
                 for read in reads] + ([f"store: {property_name}Store"] if store else [])
    construction = f"{property_name} = Popcorn{name}Factory({', '.join(arguments)})"
    written = (construction if len(arguments) == 1
               else f"{property_name} = Popcorn{name}Factory(\n" + ",\n".join(f"    {argument}" for argument in arguments) + ")")
    by_hand = f"AppServices: hold `let {property_name}: Popcorn{name}Factory`, built once: {construction}"
    if services is None:
        left.append(by_hand + " (no AppServices found under App/Sources)")
        return edits, left
    text = open(services).read()
    held = list(re.finditer(r"^([ \t]*)let (\w+): Popcorn\w+Factory\n", text, re.M))
    built = list(re.finditer(r"^([ \t]*)\w+ = Popcorn\w+Factory\(", text, re.M))
    missing = [read["context"] for read in reads if not re.search(rf"\blet {lower_first(read['context'])}: Popcorn{read['context']}Factory\b", text)]
    taken = [word for word in (property_name, f"{property_name}Adapters", f"{property_name}Store") if re.search(rf"\b{word}\b", text)]
    problem = ("it holds no context's factory" if not held or not built
               else f"it does not hold {', '.join(missing)}" if missing
               else f"it already uses the name {taken[0]}" if taken
               else "it has no `configuration` naming the data folder" if store and not re.search(r"\bconfiguration\.", text[: built[-1].start()])
               else None)
    if problem:
        left.append(f"{by_hand} ({services}: {problem})")
        return edits, left
    depth, end = 0, built[-1].end() - 1
    while True:
        depth += {"(": 1, ")": -1}.get(text[end], 0)
        end += 1
        if depth == 0:
            break
    end = text.index("\n", end) + 1
    indent = built[-1].group(1)
    # Its entries are a file of their own in the data folder, as the conversations are: nothing can
    # rebuild them, so they share a file with no other context's.
    keeping = (f"{indent}// Its entries are a file of their own, {name.lower()}.sqlite in the data folder (in memory without one).\n"
               f"{indent}let {property_name}Store: any DurableStore =\n"
               f"{indent}    configuration.dataDirectory.map {{ SQLiteDurableStore(fileAt: $0.appendingPathComponent(\"{name.lower()}.sqlite\")) }}\n"
               f"{indent}    ?? InMemoryDurableStore()\n") if store else ""
    wiring = (f"{indent}// The {capitalized(words(name))} context reads {listed} through its adapters (Scripts/new-context).\n"
              f"{indent}let {property_name}Adapters = Popcorn{name}AdaptersFactory()\n" + keeping
              + "".join(f"{indent}{line}\n" for line in written.split("\n")))
    text = text[:end] + wiring + text[end:]
    holder = held[-1]
    field = (f"{holder.group(1)}/// The {capitalized(words(name))} context: it reads {listed} (Scripts/new-context).\n"
             f"{holder.group(1)}let {property_name}: Popcorn{name}Factory\n")
    text = text[: holder.end()] + field + text[holder.end() :]
    text = re.sub(r"^import ", f"import {name}Composition\nimport Popcorn{name}Adapters\nimport ", text, count=1, flags=re.M)
    edits.append((services, text))
    return edits, left


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
