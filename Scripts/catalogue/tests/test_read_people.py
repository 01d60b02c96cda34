"""The person records' reader: facts by id, what a record lacks is None."""

import os
import unittest

from derivation.read_people import read_people
from derivation.reporting import Failure

from .support import csv_gz, fixture_rows, fixture_sources


class ReadPeopleTests(unittest.TestCase):
    def test_facts_by_id_and_an_empty_one_is_unknown(self):
        people = read_people(os.path.join(fixture_sources(self).people, "people.csv.gz"))
        self.assertEqual(people[101], {"name": "Ada Fixture", "birthday": "1950-01-02", "deathday": None,
                                       "countryOfBirth": "GBR"})
        self.assertEqual(people[102], {"name": "Ben Renamed", "birthday": None, "deathday": "2020-03-04",
                                       "countryOfBirth": None})

    def test_a_country_must_be_a_three_letter_code(self):
        header, rows = fixture_rows("people", "people.csv")
        row = list(rows[0])
        row[header.index("country_of_birth")] = "GB"
        with self.assertRaisesRegex(Failure, "not a three-letter country code"):
            read_people(csv_gz(self, "people.csv.gz", header, [row]))

    def test_a_date_must_be_a_day(self):
        header, rows = fixture_rows("people", "people.csv")
        row = list(rows[0])
        row[header.index("birthday")] = "1950-13-02"
        with self.assertRaisesRegex(Failure, "column birthday: not yyyy-mm-dd"):
            read_people(csv_gz(self, "people.csv.gz", header, [row]))


if __name__ == "__main__":
    unittest.main()
