"""The writer: the seed's tables as bytes, and those bytes put in place only once they pass a check.

Each table is a .jsonl file, one compact JSON object a line with sorted keys, UTF-8 unescaped;
manifest.json gives the format, the counts and the sha256 of the six files concatenated in their
order, which the app compares on start-up. The same tables give the same bytes.
"""

import hashlib
import json
import os
import tempfile

FORMAT = 6
DATA_FILES = ("movies.jsonl", "people.jsonl", "genres.jsonl", "series.jsonl", "seasons.jsonl", "episodes.jsonl")
MANIFEST = "manifest.json"


def compact(record):
    """One record as a line of a .jsonl file, without its newline."""
    return json.dumps(record, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def serialise(tables):
    """{file name: bytes} for the six tables ({file name: records}) and the manifest."""
    files = {name: "".join(compact(record) + "\n" for record in tables[name]).encode("utf-8") for name in DATA_FILES}
    fingerprint = hashlib.sha256(b"".join(files[name] for name in DATA_FILES)).hexdigest()
    manifest = {"format": FORMAT, "fingerprint": fingerprint,
                **{name[:-len(".jsonl")]: len(tables[name]) for name in DATA_FILES}}
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
