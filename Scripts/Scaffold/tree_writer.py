"""Writing a template's tree under a new package, and refusing names the repository uses."""
import os
import re

from naming import fail, substitute

TEMPLATES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Templates")


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
