"""The writer: the bytes of the seed's files, and a seed put in place only once checked."""

import hashlib
import json
import os
import unittest

from derivation.write import DATA_FILES, serialise, write_seed

from .support import temporary_folder

TABLES = {name: [] for name in DATA_FILES}
TABLES["genres.jsonl"] = [{"name": "Comédie", "id": 35}, {"id": 18, "name": "Drama"}]
TABLES["people.jsonl"] = [{"id": 1, "name": "Ada Fixture", "gender": None}]


class SerialiseTests(unittest.TestCase):
    def setUp(self):
        self.files = serialise(TABLES)

    def test_a_record_a_line_compact_with_sorted_keys_and_unescaped_utf8(self):
        self.assertEqual(self.files["genres.jsonl"], '{"id":35,"name":"Comédie"}\n{"id":18,"name":"Drama"}\n'.encode())
        self.assertEqual(self.files["people.jsonl"], b'{"gender":null,"id":1,"name":"Ada Fixture"}\n')
        self.assertEqual(self.files["movies.jsonl"], b"")

    def test_the_manifest_counts_and_fingerprints_the_six_files_in_order(self):
        manifest = json.loads(self.files["manifest.json"])
        fingerprint = hashlib.sha256(b"".join(self.files[name] for name in DATA_FILES)).hexdigest()
        self.assertEqual(manifest, {"format": 6, "fingerprint": fingerprint, "movies": 0, "people": 1, "genres": 2,
                                    "series": 0, "seasons": 0, "episodes": 0})
        self.assertTrue(self.files["manifest.json"].startswith(b'{\n  "episodes": 0,'))


class WriteSeedTests(unittest.TestCase):
    def setUp(self):
        self.out = temporary_folder(self)
        self.files = serialise(TABLES)
        with open(os.path.join(self.out, "manifest.json"), "w") as handle:
            handle.write("previous\n")

    def test_a_checked_seed_replaces_the_previous_one_and_the_check_sees_the_bytes_written(self):
        seen = {}
        result = write_seed(self.out, self.files, lambda written: seen.update(written) or "checked")
        self.assertEqual(result, "checked")
        self.assertEqual(seen, self.files)
        self.assertEqual(sorted(os.listdir(self.out)), sorted(self.files))
        for name, data in self.files.items():
            with open(os.path.join(self.out, name), "rb") as handle:
                self.assertEqual(handle.read(), data)

    def test_a_seed_failing_its_check_replaces_nothing_and_leaves_no_temporary_file(self):
        def refuse(written):
            raise ValueError("refused")

        with self.assertRaises(ValueError):
            write_seed(self.out, self.files, refuse)
        self.assertEqual(os.listdir(self.out), ["manifest.json"])
        with open(os.path.join(self.out, "manifest.json")) as handle:
            self.assertEqual(handle.read(), "previous\n")


if __name__ == "__main__":
    unittest.main()
