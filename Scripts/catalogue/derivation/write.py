"""The writer: the seed's tables as bytes, and those bytes put in place only once they pass a check.

Each table is a .jsonl file, one compact JSON object a line with sorted keys, UTF-8 unescaped, but
for the people, who go to people.tsv (see people_tsv), and the films without credits, which go to
later-films.tsv (see films_tsv); manifest.json gives the format, the counts and the sha256 of the
seven files concatenated in their order, which the app compares on start-up. The same tables give the same bytes.
"""

import hashlib
import json
import os
import tempfile

from .films_tsv import FILE as LATER_FILMS, is_facts_only, serialise_tsv
from .people_tsv import FILE as PEOPLE, serialise_tsv as serialise_people

FORMAT = 8
JSONL_FILES = ("movies.jsonl", "genres.jsonl", "series.jsonl", "seasons.jsonl", "episodes.jsonl")
DATA_FILES = ("movies.jsonl", PEOPLE, "genres.jsonl", "series.jsonl", "seasons.jsonl", "episodes.jsonl", LATER_FILMS)
MANIFEST = "manifest.json"


def compact(record):
    """One record as a line of a .jsonl file, without its newline."""
    return json.dumps(record, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def counted(name):
    """A data file's key in the manifest: its name without the extension."""
    return name.split(".")[0]


def serialise(tables):
    """{file name: bytes} for the six tables ({file name: records}) and the manifest; the films
    without credits of "movies.jsonl" go to later-films.tsv."""
    films = tables["movies.jsonl"]
    tables = {**tables, "movies.jsonl": [film for film in films if not is_facts_only(film)],
              LATER_FILMS: [film for film in films if is_facts_only(film)]}
    files = {name: "".join(compact(record) + "\n" for record in tables[name]).encode("utf-8") for name in JSONL_FILES}
    files[PEOPLE] = serialise_people(tables[PEOPLE])
    files[LATER_FILMS] = serialise_tsv(tables[LATER_FILMS])
    fingerprint = hashlib.sha256(b"".join(files[name] for name in DATA_FILES)).hexdigest()
    manifest = {"format": FORMAT, "fingerprint": fingerprint, **{counted(name): len(tables[name]) for name in DATA_FILES}}
    files[MANIFEST] = (json.dumps(manifest, sort_keys=True, indent=2, ensure_ascii=False) + "\n").encode("utf-8")
    return files


def write_seed(out_dir, files, check):
    """Writes `files` into `out_dir` and returns what `check` returns.

    Each file goes to a temporary file in `out_dir` first; `check` is given the bytes read back
    from them ({file name: bytes}) and raises to stop. Only then is each renamed into place,
    manifest.json last, so a failed run leaves the previous seed whole and no temporary file."""
    os.makedirs(out_dir, exist_ok=True)
    umask = os.umask(0)
    os.umask(umask)
    temporary = {}
    try:
        for name in DATA_FILES + (MANIFEST,):
            descriptor, path = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=out_dir)
            temporary[name] = path
            with os.fdopen(descriptor, "wb") as handle:
                handle.write(files[name])
                handle.flush()
                os.fsync(handle.fileno())
            os.chmod(path, 0o666 & ~umask)
        written = {}
        for name, path in temporary.items():
            with open(path, "rb") as handle:
                written[name] = handle.read()
        result = check(written)
        for name in DATA_FILES + (MANIFEST,):
            os.replace(temporary.pop(name), os.path.join(out_dir, name))
        sync_folder(out_dir)
        return result
    finally:
        for path in temporary.values():
            try:
                os.unlink(path)
            except OSError:
                pass


def sync_folder(path):
    """Flushes a folder's entries to disk, where the system allows it."""
    try:
        descriptor = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)
