"""What a reader needs of each context it reads: its entity, the field that names one, and the
arguments that make one for a test."""
import os
import re

from naming import capitalized, check_name, fail, lower_first, singular, with_article, words


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
