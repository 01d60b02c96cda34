"""The people's merge rules: one id one person under one name, the films' first, then the latest
record's; genders filled, never overwritten; facts from the person records alone."""

import unittest

from derivation.merge_people import add_facts, add_series_people, main_cast_people, rename, use_stored_names
from derivation.reporting import Notes


class AddSeriesPeopleTests(unittest.TestCase):
    def setUp(self):
        self.people = {103: {"id": 103, "name": "Cy Fixture", "gender": None},
                       101: {"id": 101, "name": "Ada Fixture", "gender": 1}}
        self.notes = Notes()

    def test_a_new_id_joins_with_its_first_name_and_gender(self):
        add_series_people(self.people, [(9, "New Person", 2, "series.csv.gz"), (9, "Other", 1, "episodes.csv.gz")],
                          self.notes)
        self.assertEqual(self.people[9], {"id": 9, "name": "New Person", "gender": 2})

    def test_a_known_id_keeps_its_name_and_another_is_an_error_noted_once(self):
        where = "series.csv.gz (series 201, creator)"
        add_series_people(self.people, [(103, "Cy Different", None, where), (103, "Cy Different", None, where)],
                          self.notes)
        self.assertEqual(self.people[103]["name"], "Cy Fixture")
        self.assertEqual(self.notes.lines, [f"error: person 103 is 'Cy Different' in {where} but 'Cy Fixture' in the "
                                            "film credits; kept 'Cy Fixture'"])

    def test_the_error_names_where_a_series_record_first_named_the_id(self):
        add_series_people(self.people, [(9, "First", None, "series.csv.gz (series 1, creator)"),
                                        (9, "Second", None, "episodes.csv.gz (series 1, S1E1)")], self.notes)
        self.assertIn("in series.csv.gz (series 1, creator); kept 'First'", self.notes.lines[0])

    def test_a_main_cast_record_names_differently_without_an_error(self):
        add_series_people(self.people, main_cast_people({201: [{"personId": 103, "name": "Cy Newname"}]}), self.notes)
        self.assertEqual((self.people[103]["name"], self.notes.lines), ("Cy Fixture", []))

    def test_an_unknown_gender_is_taken_from_the_series_and_a_known_one_kept(self):
        add_series_people(self.people, [(103, "Cy Fixture", 2, "here"), (101, "Ada Fixture", 2, "there")], self.notes)
        self.assertEqual((self.people[103]["gender"], self.people[101]["gender"]), (2, 1))
        self.assertEqual(self.notes.lines, ["note: person 101 has genders 1 and 2 (there); kept 1"])

    def test_an_entry_without_an_id_is_no_person(self):
        add_series_people(self.people, [(None, "Nobody", None, "here")], self.notes)
        self.assertEqual(sorted(self.people), [101, 103])

    def test_every_series_credit_takes_the_stored_name(self):
        series = {1: {"creators": [{"personId": 103, "name": "Cy Different"}],
                      "mainCast": [{"personId": 101, "name": "Ada Cast"}]}}
        episodes = {(1, 1, 1): {"guestStars": [{"personId": None, "name": "Unbilled"}],
                                "crew": [{"personId": 103, "name": "Cy Different"}]}}
        use_stored_names(series, episodes, self.people)
        self.assertEqual([e["name"] for e in series[1]["creators"] + series[1]["mainCast"]], ["Cy Fixture", "Ada Fixture"])
        self.assertEqual([e["name"] for e in episodes[(1, 1, 1)]["guestStars"] + episodes[(1, 1, 1)]["crew"]],
                         ["Unbilled", "Cy Fixture"])


class AddFactsTests(unittest.TestCase):
    def setUp(self):
        self.people = {p: {"id": p, "name": name, "gender": None}
                       for p, name in ((101, "Ada Fixture"), (102, "Ben Fixture"), (103, "Cy Fixture"), (104, "Dee"))}
        self.facts = {101: {"name": "Ada Fixture", "birthday": "1950-01-02", "deathday": None, "countryOfBirth": "GBR"},
                      102: {"name": "Ben Renamed", "birthday": None, "deathday": None, "countryOfBirth": None}}
        self.notes = Notes()
        self.renamed = add_facts(self.people, self.facts, {102: "Ben Cast Name", 103: "Cy Newname"}, self.notes)

    def test_facts_come_from_the_person_records_alone(self):
        self.assertEqual({k: self.people[101][k] for k in ("birthday", "deathday", "countryOfBirth")},
                         {"birthday": "1950-01-02", "deathday": None, "countryOfBirth": "GBR"})
        self.assertEqual({k: self.people[104][k] for k in ("birthday", "deathday", "countryOfBirth")},
                         {"birthday": None, "deathday": None, "countryOfBirth": None})

    def test_the_person_records_name_wins_over_the_main_casts(self):
        self.assertEqual(self.people[102]["name"], "Ben Renamed")

    def test_the_main_casts_name_wins_where_the_person_records_have_none(self):
        self.assertEqual(self.people[103]["name"], "Cy Newname")

    def test_each_rename_is_returned_and_noted_in_id_order(self):
        self.assertEqual(self.renamed, {102: "Ben Renamed", 103: "Cy Newname"})
        self.assertEqual(self.notes.lines, [
            "note: person 102: 'Ben Fixture' in the credits, 'Ben Renamed' in people.csv.gz; kept 'Ben Renamed', "
            "the later record",
            "note: person 103: 'Cy Fixture' in the credits, 'Cy Newname' in cast.csv.gz; kept 'Cy Newname', "
            "the later record",
        ])

    def test_rename_changes_the_credits_of_renamed_people_only(self):
        entries = [{"personId": 102, "name": "Ben Fixture"}, {"personId": 104, "name": "Dee"},
                   {"personId": None, "name": "Unbilled"}]
        rename(entries, self.renamed)
        self.assertEqual([e["name"] for e in entries], ["Ben Renamed", "Dee", "Unbilled"])


if __name__ == "__main__":
    unittest.main()
