"""The derivation over the fixtures, from the sources to the bytes: the rules of every module
together, in their order, and the entry point's interface."""

import os
import subprocess
import sys
import unittest

from derivation.check import check_integrity
from derivation.derive import derive
from derivation.write import serialise

from .support import fixture_sources, temporary_folder

SCRIPT = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "derive-catalogue")


class DeriveFixturesTests(unittest.TestCase):
    def setUp(self):
        self.sources = fixture_sources(self)
        self.seed = derive(self.sources)
        self.movies = {m["id"]: m for m in self.seed.movies}
        self.people = {p["id"]: p for p in self.seed.people}
        self.episodes = {(e["seriesId"], e["seasonNumber"], e["episodeNumber"]): e for e in self.seed.episodes}

    def test_the_seed_passes_the_integrity_check(self):
        check_integrity(serialise(self.seed.tables()))

    def test_the_same_sources_give_the_same_bytes(self):
        self.assertEqual(serialise(derive(self.sources).tables()), serialise(self.seed.tables()))

    def test_every_table_is_sorted(self):
        self.assertEqual([m["id"] for m in self.seed.movies], [1, 2, 3, 10, 12, 13])
        self.assertEqual([p["id"] for p in self.seed.people], [101, 102, 103, 104, 105, 106, 107, 108, 109, 112])
        self.assertEqual([g["id"] for g in self.seed.genres], [16, 18, 35, 10759])
        self.assertEqual([(s["seriesId"], s["seasonNumber"]) for s in self.seed.seasons],
                         [(201, 0), (201, 1), (201, 2), (201, 3), (202, 1)])
        self.assertEqual(list(self.episodes), sorted(self.episodes))

    def test_a_film_in_both_credits_files_takes_the_original_rows(self):
        self.assertEqual([(c["personId"], c["name"], c["character"]) for c in self.movies[3]["cast"]],
                         [(105, "Eve Original", "Original Part")])

    def test_a_rename_reaches_every_credit_of_films_and_series(self):
        self.assertEqual(self.people[102]["name"], "Ben Renamed")
        self.assertEqual(self.movies[1]["cast"][0]["name"], "Ben Renamed")
        self.assertEqual(self.seed.series[0]["mainCast"][1]["name"], "Ben Renamed")
        self.assertEqual(self.people[103]["name"], "Cy Newname")
        self.assertEqual(self.movies[1]["crew"][0]["name"], "Cy Newname")
        self.assertEqual(self.seed.series[0]["creators"][0]["name"], "Cy Newname")
        self.assertEqual(self.episodes[(201, 1, 1)]["crew"][0]["name"], "Cy Newname")

    def test_the_first_films_name_of_a_person_is_used_in_every_film(self):
        self.assertEqual([c["name"] for c in self.movies[3]["crew"] if c["personId"] == 107], ["Gus Fixture"])

    def test_a_gender_only_the_series_give_is_taken(self):
        self.assertEqual(self.people[103]["gender"], 2)

    def test_a_guest_billed_twice_is_no_second_person(self):
        self.assertNotIn(110, self.people)

    def test_one_episode_from_three_sources(self):
        self.assertEqual(self.episodes[(201, 1, 1)]["name"], "Fixture Pilot")  # episodes.csv.gz over a later record
        self.assertEqual(self.episodes[(202, 1, 1)]["name"], "Later Title")  # a later record over a list
        self.assertEqual(self.episodes[(202, 1, 2)]["source"], "https://example.org/listed-series/season-1")

    def test_the_notes_in_the_order_found(self):
        self.assertEqual(self.seed.notes.lines, [
            "error: person 107 is named both 'Gus Fixture' and 'Gus Fixtures' in the film credits (film 3); "
            "kept the first",
            "note: genre 16: curated None, dataset 'Animation'",
            "note: film 2: runtime: curated 99, dataset 101",
            "note: film 2: curated field 'tagline' is not derived; ignored",
            "note: person 104 is 'Dee Fixtur' in the curated file (film 2) but 'Dee Fixture' in the film credits; "
            "the curated name is not used",
            "note: film 2: curated cast #0 101 'Ada Fixture': character: curated 'Ada \"Annie\" Fixture', "
            "dataset 'Ada Annie Fixture'",
            "note: film 2: curated cast #1 104 'Dee Fixtur': character: curated 'Other Part', dataset 'Lead'",
            "note: film 2: curated crew 103 'Cy Fixture' (Director) is not in the dataset credits for the film "
            "(dataset kept)",
            "note: 1 films TMDb marks as adult left out of the films of 2000–2024",
            "note: popularity of the 2025 file × 2.0000 (the median over 1 films both later files hold)",
            "note: 1 films are in both later files; the 2025 file's facts kept where it gives them (another release "
            "date for 1, runtime for 0, title for 0)",
            "note: popularity of 2017 × 2.0000 (the median over 2 films the 2000–2024 file also holds)",
            "note: 1 TMDB 5000 films take the later figures; their own facts and credits kept (1 of them differ from "
            "the later file in title, release date or runtime)",
            "note: episodes.csv.gz (series 201, S1E1): 'Hal Fixture' as 'Guard' is billed under ids 108 and 110; "
            "kept 108",
            "note: series 202 season 1: the episode list names the series 'Listed Series (as listed)', "
            "series.csv.gz 'Listed Series' (series.csv.gz kept)",
            "note: series 202 S1E1: 'List Title' in the episode list, 'Later Title' in enimax-anime/tmdb; "
            "kept the TMDb record's",
            "note: series 201 season 2: 1 episodes as of 2019-05, 2 held as of 2026-08; kept the later count",
            "error: person 103 is 'Cy Different' in series.csv.gz (series 201, creator) but 'Cy Fixture' in the "
            "film credits; kept 'Cy Fixture'",
            "note: person 102: 'Ben Fixture' in the credits, 'Ben Renamed' in people.csv.gz; kept 'Ben Renamed', "
            "the later record",
            "note: person 103: 'Cy Fixture' in the credits, 'Cy Newname' in cast.csv.gz; kept 'Cy Newname', "
            "the later record",
        ])


class EntryPointTests(unittest.TestCase):
    def test_a_seed_that_fails_its_check_replaces_nothing_and_exits_1(self):
        sources = fixture_sources(self)
        out = temporary_folder(self)
        with open(os.path.join(out, "movies.jsonl"), "w") as handle:
            handle.write("the previous seed\n")
        run = subprocess.run([sys.executable, SCRIPT, "--data", sources.films, "--later-films", sources.later_films,
                              "--people", sources.people,
                              "--tv", sources.tv, "--curated", sources.curated,
                              "--episode-lists", sources.episode_lists, "--out", out],
                             capture_output=True, text=True)
        self.assertEqual(run.returncode, 1)
        self.assertIn("derive-catalogue: error: self-check failed: 6 films, fewer than 4800", run.stderr)
        self.assertIn("derive-catalogue: note: genre 16: curated None, dataset 'Animation'", run.stderr)
        self.assertEqual(os.listdir(out), ["movies.jsonl"])
        with open(os.path.join(out, "movies.jsonl")) as handle:
            self.assertEqual(handle.read(), "the previous seed\n")

    def test_a_missing_source_folder_exits_1_and_says_which(self):
        out = temporary_folder(self)
        run = subprocess.run([sys.executable, SCRIPT, "--data", os.path.join(out, "absent"), "--out", out],
                             capture_output=True, text=True)
        self.assertEqual(run.returncode, 1)
        self.assertIn("missing input: ", run.stderr)
        self.assertIn("(the dataset folder)", run.stderr)

    def test_bad_usage_exits_2(self):
        run = subprocess.run([sys.executable, SCRIPT, "--no-such-option"], capture_output=True, text=True)
        self.assertEqual(run.returncode, 2)


if __name__ == "__main__":
    unittest.main()
