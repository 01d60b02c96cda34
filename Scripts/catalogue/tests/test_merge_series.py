"""The series' merge rules: one genre table, and which record each season and episode comes from
where episodes.csv.gz, the episode lists and the later records overlap."""

import unittest

from derivation.merge_series import add_episode_lists, add_later_episodes, add_main_casts, merge_genres
from derivation.reporting import Failure, Notes


def episode(key, name, source, figures=None, air_date=None):
    series_id, number, episode_number = key
    return {"seriesId": series_id, "seasonNumber": number, "episodeNumber": episode_number, "name": name,
            "source": source, "figuresAsOf": figures, "airDate": air_date, "id": None}


def season(count, figures="2019-05", season_id=1):
    return {"episodeCount": count, "figuresAsOf": figures, "id": season_id}


ENIMAX, MOVNIX = "enimax-anime/tmdb@01234567", "movnixbot/movnix-db@fedcba98"


class MergeGenresTests(unittest.TestCase):
    def test_the_series_genres_join_the_films_table(self):
        genres = {18: "Drama"}
        merge_genres(genres, {18: "Drama", 10759: "Action & Adventure"})
        self.assertEqual(genres, {18: "Drama", 10759: "Action & Adventure"})

    def test_an_id_with_another_name_fails(self):
        with self.assertRaisesRegex(Failure, "genre 18 is 'Drama' in movies.csv.gz but 'Dramas' in series.csv.gz"):
            merge_genres({18: "Drama"}, {18: "Dramas"})

    def test_a_name_with_another_id_fails(self):
        with self.assertRaisesRegex(Failure, "genre 'Drama' has the id 18 in movies.csv.gz but 19"):
            merge_genres({18: "Drama"}, {19: "Drama"})

    def test_a_name_twice_in_the_films_table_fails(self):
        with self.assertRaisesRegex(Failure, "genre 'Drama' has the ids 18 and 19"):
            merge_genres({18: "Drama", 19: "Drama"}, {})


class AddEpisodeListsTests(unittest.TestCase):
    def setUp(self):
        self.series = {1: {"name": "Fixture Series"}, 2: {"name": "Listed Series"}}
        self.seasons = {(1, 1): season(1), (2, 1): season(2)}
        self.episodes = {(1, 1, 1): {**episode((1, 1, 1), "Held", "tmdb-tv"), "id": 50}}
        self.notes = Notes()

    def add(self, *lists):
        add_episode_lists(self.episodes, list(lists), self.series, self.seasons, "episode-lists.json", self.notes)

    def listed(self, series_id, number, *names, name=None, ids=()):
        episodes = {}
        for index, title in enumerate(names, 1):
            episodes[(series_id, number, index)] = {**episode((series_id, number, index), title, "a list"),
                                                    "id": ids[index - 1] if ids else None}
        return {"seriesId": series_id, "seasonNumber": number, "name": name, "episodes": episodes}

    def test_a_listed_season_is_added(self):
        self.add(self.listed(2, 1, "One", "Two"))
        self.assertEqual([self.episodes[(2, 1, n)]["name"] for n in (1, 2)], ["One", "Two"])
        self.assertEqual(self.notes.lines, [])

    def test_another_name_for_the_series_is_noted_and_the_records_kept(self):
        self.add(self.listed(2, 1, "One", "Two", name="Listed Series (as listed)"))
        self.assertEqual(self.notes.lines, ["note: series 2 season 1: the episode list names the series "
                                            "'Listed Series (as listed)', series.csv.gz 'Listed Series' "
                                            "(series.csv.gz kept)"])
        self.assertEqual(self.series[2]["name"], "Listed Series")

    def test_a_count_other_than_the_seasons_is_noted(self):
        self.add(self.listed(2, 1, "One"))
        self.assertEqual(self.notes.lines, ["note: series 2 season 1: the episode list has 1 episodes, seasons.csv.gz 2"])

    def test_a_season_the_records_do_not_know_fails(self):
        with self.assertRaisesRegex(Failure, "series 2 season 5: the season is not in seasons.csv.gz"):
            self.add(self.listed(2, 5, "One"))

    def test_a_series_the_records_do_not_know_fails(self):
        with self.assertRaisesRegex(Failure, "series 3 season 1: the series is not in series.csv.gz"):
            self.add(self.listed(3, 1, "One"))

    def test_a_season_episodes_csv_holds_cannot_be_listed(self):
        with self.assertRaisesRegex(Failure, "series 1 season 1 is also in episodes.csv.gz"):
            self.add(self.listed(1, 1, "One"))

    def test_an_episode_id_episodes_csv_uses_fails(self):
        with self.assertRaisesRegex(Failure, "episode id 50 twice"):
            self.add(self.listed(2, 1, "One", "Two", ids=(50, None)))


class AddLaterEpisodesTests(unittest.TestCase):
    def setUp(self):
        self.seasons = {(1, 1): season(2), (1, 2): season(1), (2, 1): season(1)}
        self.episodes = {(1, 1, 1): episode((1, 1, 1), "Credited", "tmdb-tv", "2020"),
                         (2, 1, 1): episode((2, 1, 1), "List Title", "https://example.org/list")}
        self.notes = Notes()

    def add(self, *records):
        add_later_episodes(self.episodes, {(r["seriesId"], r["seasonNumber"], r["episodeNumber"]): r for r in records},
                           self.seasons, self.notes)

    def test_an_episode_of_episodes_csv_keeps_its_record(self):
        self.add(episode((1, 1, 1), "Later Title", MOVNIX, "2026-08"))
        self.assertEqual((self.episodes[(1, 1, 1)]["name"], self.episodes[(1, 1, 1)]["source"]), ("Credited", "tmdb-tv"))
        self.assertEqual(self.notes.lines, [])

    def test_a_later_record_replaces_a_lists_episode_and_a_new_title_is_noted(self):
        self.add(episode((2, 1, 1), "Later Title", ENIMAX, "2024-11"))
        self.assertEqual((self.episodes[(2, 1, 1)]["name"], self.episodes[(2, 1, 1)]["source"]), ("Later Title", ENIMAX))
        self.assertEqual(self.notes.lines, ["note: series 2 S1E1: 'List Title' in the episode list, 'Later Title' "
                                            "in enimax-anime/tmdb; kept the TMDb record's"])

    def test_an_episode_no_one_else_holds_is_added(self):
        self.add(episode((1, 1, 2), "Second", ENIMAX, "2024-11"))
        self.assertEqual(self.episodes[(1, 1, 2)]["source"], ENIMAX)
        self.assertEqual(self.seasons[(1, 1)], season(2))  # within its count: nothing recounted

    def test_a_season_only_later_records_hold_is_added_from_its_episodes(self):
        self.add(episode((1, 3, 2), "Two", MOVNIX, "2026-08", air_date="2026-01-09"),
                 episode((1, 3, 1), "One", ENIMAX, "2024-11"),
                 episode((1, 3, 3), "Three", MOVNIX, "2026-08", air_date="2026-01-16"))
        self.assertEqual(self.seasons[(1, 3)], {"airDate": "2026-01-09", "episodeCount": 3, "figuresAsOf": "2024-11",
                                                "id": None, "name": "Season 3", "seasonNumber": 3, "seriesId": 1})

    def test_an_added_season_zero_is_the_specials(self):
        self.add(episode((1, 0, 1), "Special", ENIMAX, "2024-11"))
        self.assertEqual((self.seasons[(1, 0)]["name"], self.seasons[(1, 0)]["airDate"]), ("Specials", None))

    def test_a_season_held_beyond_its_count_is_counted_by_the_episodes_held_as_of_the_latest_record(self):
        self.add(episode((1, 2, 1), "One", ENIMAX, "2024-11"), episode((1, 2, 2), "Two", MOVNIX, "2026-08"),
                 episode((1, 2, 3), "Three", ENIMAX, "2024-11"))
        self.assertEqual(self.seasons[(1, 2)], season(3, "2026-08"))
        self.assertEqual(self.notes.lines, ["note: series 1 season 2: 1 episodes as of 2019-05, 3 held as of 2026-08; "
                                            "kept the later count"])

    def test_the_episodes_already_held_count_too(self):
        self.add(episode((1, 1, 2), "Two", ENIMAX, "2024-11"), episode((1, 1, 3), "Three", ENIMAX, "2024-11"))
        self.assertEqual(self.seasons[(1, 1)]["episodeCount"], 3)


class AddMainCastsTests(unittest.TestCase):
    def test_a_series_without_a_recorded_main_cast_has_an_empty_one(self):
        series = {1: {}, 2: {}}
        add_main_casts(series, {2: [{"personId": 5}]})
        self.assertEqual(series, {1: {"mainCast": []}, 2: {"mainCast": [{"personId": 5}]}})


if __name__ == "__main__":
    unittest.main()
