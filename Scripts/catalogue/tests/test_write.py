"""The writer: the bytes of the seed's files, and a seed put in place only once checked."""

import hashlib
import json
import os
import unittest

from derivation.films_tsv import COLUMNS, parse_tsv
from derivation.people_tsv import parse_tsv as parse_people
from derivation.reporting import Failure
from derivation.write import DATA_FILES, serialise, write_seed

from .support import temporary_folder

TABLES = {name: [] for name in DATA_FILES}
TABLES["genres.jsonl"] = [{"name": "Comédie", "id": 35}, {"id": 18, "name": "Drama"}]
TABLES["people.tsv"] = [{"id": 1, "name": "Ada Fixture", "gender": None}]


class SerialiseTests(unittest.TestCase):
    def setUp(self):
        self.files = serialise(TABLES)

    def test_a_record_a_line_compact_with_sorted_keys_and_unescaped_utf8(self):
        self.assertEqual(self.files["genres.jsonl"], '{"id":35,"name":"Comédie"}\n{"id":18,"name":"Drama"}\n'.encode())
        self.assertEqual(self.files["people.tsv"], b"id\tname\tgender\tbirthday\tdeathday\tcountryOfBirth\n1\tAda Fixture\t\t\t\t\n")
        self.assertEqual(self.files["movies.jsonl"], b"")
        self.assertEqual(self.files["later-films.tsv"], b"\t".join(c.encode() for c in COLUMNS) + b"\n")

    def test_the_manifest_counts_and_fingerprints_the_seven_files_in_order(self):
        manifest = json.loads(self.files["manifest.json"])
        fingerprint = hashlib.sha256(b"".join(self.files[name] for name in DATA_FILES)).hexdigest()
        self.assertEqual(DATA_FILES[-1], "later-films.tsv")
        self.assertEqual(DATA_FILES[1], "people.tsv")
        self.assertEqual(manifest, {"format": 8, "fingerprint": fingerprint, "movies": 0, "people": 1, "genres": 2,
                                    "series": 0, "seasons": 0, "episodes": 0, "later-films": 0})
        self.assertTrue(self.files["manifest.json"].startswith(b'{\n  "episodes": 0,'))


def later_film(**changes):
    film = {"id": 7, "title": "Later Fixture", "originalTitle": None, "originalLanguage": "fr",
            "releaseDate": "2021-02-03", "runtime": 95, "genres": ["Drama", "Comédie"], "keywords": [],
            "spokenLanguages": ["fr"], "countries": [], "companies": ["A", "B"], "budget": None, "revenue": 12,
            "status": "Released", "voteAverage": 6.5, "voteCount": 3, "popularity": 1e-05, "figuresAsOf": "2024-11",
            "overview": None, "cast": [], "crew": [], "creditsRecorded": False}
    return {**film, **changes}


class LaterFilmsTests(unittest.TestCase):
    def test_films_without_credits_go_to_the_tsv_a_line_each_unknown_empty_lists_joined(self):
        tables = {**TABLES, "movies.jsonl": [later_film()]}
        files = serialise(tables)
        self.assertEqual(files["movies.jsonl"], b"")
        self.assertEqual(files["later-films.tsv"].split(b"\n")[1].decode(),
                         "7\tLater Fixture\t\tfr\t2021-02-03\t95\tDrama|Comédie\tfr\t\tA|B\t\t12\tReleased\t6.5\t3\t"
                         "1e-05\t2024-11")
        self.assertEqual(json.loads(files["manifest.json"])["later-films"], 1)
        self.assertEqual(parse_tsv(files["later-films.tsv"], self.fail), [later_film()])

    def test_a_field_that_cannot_be_written_fails_naming_the_film(self):
        for changes, why in (({"title": "A\tB"}, "title .* a tab"),
                             ({"originalTitle": "A\nB"}, "a newline"),
                             ({"companies": ["A|B"]}, "holds '\\|'"),
                             ({"status": ""}, "empty text"),
                             ({"popularity": None}, "required"),
                             ({"keywords": ["heist"]}, "keywords \\['heist'\\] in a film without credits")):
            with self.subTest(changes=changes), self.assertRaisesRegex(Failure, "film 7 '.*" + why):
                serialise({**TABLES, "movies.jsonl": [later_film(**changes)]})


class PeopleTests(unittest.TestCase):
    PERSON = {"id": 12, "name": "Zoë Fixture", "gender": 1, "birthday": "1970-01-02", "deathday": None,
              "countryOfBirth": "FRA"}

    def test_a_person_a_line_sorted_unknown_empty_and_read_back_whole(self):
        people = [{"id": 3, "name": "Ada Fixture", "gender": None, "birthday": None, "deathday": None,
                   "countryOfBirth": None}, self.PERSON]
        files = serialise({**TABLES, "people.tsv": people})
        self.assertEqual(files["people.tsv"].decode().split("\n")[1:], ["3\tAda Fixture\t\t\t\t", "12\tZoë Fixture\t1\t1970-01-02\t\tFRA", ""])
        self.assertEqual(json.loads(files["manifest.json"])["people"], 2)
        self.assertEqual(parse_people(files["people.tsv"], self.fail), people)

    def test_a_field_that_cannot_be_written_fails_naming_the_person(self):
        for changes, why in (({"name": "Zoë\tFixture"}, "name .* a tab"),
                             ({"name": "Zoë\nFixture"}, "a newline"),
                             ({"name": ""}, "empty text"),
                             ({"name": None}, "required"),
                             ({"gender": "f"}, "not a whole number")):
            with self.subTest(changes=changes), self.assertRaisesRegex(Failure, "person 12 .*" + why):
                serialise({**TABLES, "people.tsv": [{**self.PERSON, **changes}]})

    def test_a_line_that_does_not_read_back_is_named(self):
        def fail(message):
            raise Failure(message)
        for data, why in ((b"id\tname\n", "people.tsv:1 is not the header"),
                          (b"id\tname\tgender\tbirthday\tdeathday\tcountryOfBirth\n1\tA\n", "people.tsv:2 has 2 fields"),
                          (b"id\tname\tgender\tbirthday\tdeathday\tcountryOfBirth\n1\tA\tx\t\t\t\n", "people.tsv:2 column gender"),
                          (b"id\tname\tgender\tbirthday\tdeathday\tcountryOfBirth\n1\t\t\t\t\t\n", "people.tsv:2: id and name")):
            with self.subTest(why=why), self.assertRaisesRegex(Failure, why):
                parse_people(data, fail)


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
