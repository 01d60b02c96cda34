"""The series records' reader: unknown figures stay unknown and each is dated, a guest billed
twice in one part is kept once, and each later record is dated by its repository."""

import os
import unittest

from derivation.read_tmdb_tv import (read_episodes, read_later_episodes, read_main_cast, read_seasons,
                                     read_series)
from derivation.reporting import Failure, Notes

from .support import csv_gz, fixture_rows, fixture_sources


class TVFixture(unittest.TestCase):
    def setUp(self):
        self.folder = fixture_sources(self).tv
        self.series, self.genres, self.creators = read_series(self.path("series.csv.gz"))
        self.seasons = read_seasons(self.path("seasons.csv.gz"), self.series)

    def path(self, name):
        return os.path.join(self.folder, name)


class ReadSeriesTests(TVFixture):
    def test_no_votes_means_no_average_and_figures_are_of_may_2019(self):
        record = self.series[201]
        self.assertEqual((record["voteAverage"], record["voteCount"], record["figuresAsOf"]), (None, None, "2019-05"))
        self.assertEqual((self.series[202]["voteAverage"], self.series[202]["voteCount"]), (7.0, 5))

    def test_no_series_has_a_synopsis(self):
        self.assertEqual({record["overview"] for record in self.series.values()}, {None})

    def test_list_columns_and_flags(self):
        record = self.series[201]
        self.assertEqual(record["genres"], ["Action & Adventure", "Drama"])
        self.assertEqual((record["networks"], record["episodeRunTimes"], record["originCountries"]),
                         (["Fixture Network"], [45], ["GB"]))
        self.assertEqual((record["inProduction"], self.series[202]["inProduction"]), (True, False))
        self.assertEqual(record["creators"], [{"name": "Cy Different", "personId": 103}])

    def test_the_creators_are_named_with_their_gender_and_where(self):
        self.assertEqual(self.creators, [(103, "Cy Different", 2, "series.csv.gz (series 201, creator)")])

    def test_the_series_genre_table(self):
        self.assertEqual(self.genres, {10759: "Action & Adventure", 18: "Drama"})

    def test_a_season_of_an_unknown_series_fails(self):
        header, rows = fixture_rows("tmdb-tv", "seasons.csv")
        with self.assertRaisesRegex(Failure, "a series not in series.csv.gz"):
            read_seasons(csv_gz(self, "seasons.csv.gz", header, [["999"] + rows[0][1:]]), self.series)


class ReadEpisodesTests(TVFixture):
    def setUp(self):
        super().setUp()
        self.notes = Notes()
        self.episodes, self.people = read_episodes(self.path("episodes.csv.gz"), self.seasons, self.notes)

    def test_guests_in_billing_order_with_one_actor_in_one_part_once_the_first_billed(self):
        guests = self.episodes[(201, 1, 1)]["guestStars"]
        self.assertEqual([(g["personId"], g["character"]) for g in guests], [(109, "Queen"), (108, "Guard")])
        self.assertEqual(self.notes.lines, [
            "note: episodes.csv.gz (series 201, S1E1): 'Hal Fixture' as 'Guard' is billed under ids 108 and 110; "
            "kept 108"])

    def test_the_guest_left_out_is_not_one_of_the_people_named(self):
        self.assertEqual([p[0] for p in self.people], [109, 108, 103])
        self.assertEqual(self.people[0], (109, "Ivy Fixture", 1, "episodes.csv.gz (series 201, S1E1)"))

    def test_credits_are_recorded_and_votes_dated_2020(self):
        episode = self.episodes[(201, 1, 1)]
        self.assertEqual((episode["creditsRecorded"], episode["source"]), (True, "tmdb-tv"))
        self.assertEqual((episode["voteAverage"], episode["voteCount"], episode["figuresAsOf"]), (8.0, 3, "2020"))
        self.assertEqual((episode["id"], episode["productionCode"]), (4001, "FX101"))

    def test_an_episode_id_of_zero_no_votes_and_no_code_are_unknown(self):
        episode = self.episodes[(201, 1, 2)]
        self.assertEqual((episode["id"], episode["voteAverage"], episode["voteCount"], episode["figuresAsOf"],
                          episode["productionCode"]), (None, None, None, None, None))


class ReadLaterEpisodesTests(TVFixture):
    def setUp(self):
        super().setUp()
        self.later = read_later_episodes(self.path("episodes_more.csv.gz"), self.series)

    def test_each_is_dated_and_sourced_by_its_repository(self):
        first, second = self.later[(201, 2, 1)], self.later[(201, 2, 2)]
        self.assertEqual((first["figuresAsOf"], first["source"]), ("2024-11", "enimax-anime/tmdb@01234567"))
        self.assertEqual((second["figuresAsOf"], second["source"]), ("2026-08", "movnixbot/movnix-db@fedcba98"))

    def test_no_credits_and_no_votes_are_unknown(self):
        episode = self.later[(201, 2, 2)]
        self.assertEqual((episode["creditsRecorded"], episode["guestStars"], episode["crew"]), (False, [], []))
        self.assertEqual((episode["voteAverage"], episode["voteCount"]), (None, None))
        self.assertIsNone(self.later[(201, 3, 1)]["airDate"])

    def test_the_files_order_is_kept(self):
        self.assertEqual(list(self.later)[:3], [(201, 1, 1), (201, 2, 1), (201, 2, 2)])

    def test_a_record_of_an_undated_repository_fails(self):
        header, rows = fixture_rows("tmdb-tv", "episodes_more.csv")
        row = list(rows[0])
        row[header.index("source_repo")] = "someone/else"
        with self.assertRaisesRegex(Failure, "a record whose date is not known"):
            read_later_episodes(csv_gz(self, "episodes_more.csv.gz", header, [row]), self.series)


class ReadMainCastTests(TVFixture):
    def test_billing_order_and_an_unrecorded_episode_count_is_unknown(self):
        casts, _ = read_main_cast(self.path("cast.csv.gz"), self.series)
        self.assertEqual([(e["personId"], e["episodeCount"]) for e in casts[201]], [(103, None), (102, 7)])
        self.assertEqual(casts[202][0], {"character": None, "episodeCount": None, "name": "Kim Cast", "order": 0,
                                         "personId": 112, "source": "enimax-anime/tmdb@01234567"})

    def test_each_persons_name_is_the_first_the_file_gives(self):
        _, names = read_main_cast(self.path("cast.csv.gz"), self.series)
        self.assertEqual(names, {102: "Ben Cast Name", 103: "Cy Newname", 112: "Kim Cast"})

    def test_a_person_twice_in_a_series_fails(self):
        header, rows = fixture_rows("tmdb-tv", "cast.csv")
        with self.assertRaisesRegex(Failure, "series 201 lists a person twice"):
            read_main_cast(csv_gz(self, "cast.csv.gz", header, [rows[0], rows[0]]), self.series)


if __name__ == "__main__":
    unittest.main()
