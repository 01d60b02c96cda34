"""An owner context, a use case of one, and a feature (Templates/Context, UseCase, Feature)."""
import os
import re

from naming import capitalized, check_name, fail, lower_first, substitute, with_article, words
from tree_writer import TEMPLATES, refuse_taken, write_tree


def sample_names(context, entity):
    """What each sample name of a context's templates becomes (see the table in scaffold.py)."""
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


def new_feature(name):
    check_name(name, "feature")
    package = f"Features/{name}Feature"
    refuse_taken(package, [f"{name}Feature", f"{name}FeatureTests"])
    return write_tree("Feature", package, {"SampleScreen": name}), []
