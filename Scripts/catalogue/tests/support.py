"""What the tests share: the fixture sources, gzipped into a temporary folder as the derivation
reads them, and small CSV files made for one test."""

import csv
import gzip
import io
import json
import os
import shutil
import tempfile

from derivation.derive import Sources

FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures")


def temporary_folder(test):
    """A folder removed when `test` ends."""
    folder = tempfile.mkdtemp(prefix="derivation-test-")
    test.addCleanup(shutil.rmtree, folder, ignore_errors=True)
    return folder


def fixture_sources(test):
    """Sources over the fixtures: each fixture .csv gzipped to .csv.gz in a temporary folder."""
    root = temporary_folder(test)
    for folder in ("tmdb5000", "tmdb-films-2000-2024", "people", "tmdb-tv"):
        os.makedirs(os.path.join(root, folder))
        for name in sorted(os.listdir(os.path.join(FIXTURES, folder))):
            with open(os.path.join(FIXTURES, folder, name), "rb") as source, \
                    gzip.open(os.path.join(root, folder, name + ".gz"), "wb") as target:
                target.write(source.read())
    return Sources(films=os.path.join(root, "tmdb5000"), later_films=os.path.join(root, "tmdb-films-2000-2024"),
                   people=os.path.join(root, "people"),
                   tv=os.path.join(root, "tmdb-tv"), curated=os.path.join(FIXTURES, "curated-movies.json"),
                   episode_lists=os.path.join(FIXTURES, "episode-lists.json"))


def fixture_rows(folder, name):
    """The header and rows of a fixture CSV file, as lists of text."""
    with open(os.path.join(FIXTURES, folder, name), encoding="utf-8", newline="") as handle:
        rows = list(csv.reader(handle))
    return rows[0], rows[1:]


def csv_gz(test, name, header, rows):
    """A gzipped CSV file of `rows` (lists; a list or dict value is written as JSON), made for one test."""
    text = io.StringIO()
    writer = csv.writer(text, lineterminator="\n")
    writer.writerow(header)
    for row in rows:
        writer.writerow([json.dumps(v) if isinstance(v, (list, dict)) else v for v in row])
    path = os.path.join(temporary_folder(test), name)
    with gzip.open(path, "wt", encoding="utf-8", newline="") as handle:
        handle.write(text.getvalue())
    return path


def json_file(test, name, document):
    """A JSON file of `document`, made for one test."""
    path = os.path.join(temporary_folder(test), name)
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(document, handle)
    return path

