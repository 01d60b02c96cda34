"""Wiring a new reader into the App: its packages in App/Package.swift, its factory in AppServices."""
import os
import re

from naming import capitalized, lower_first, words


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
