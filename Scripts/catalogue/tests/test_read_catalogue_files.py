"""The readers of the two files in Scripts/catalogue: the curated films and the episode lists."""

import unittest

from derivation.read_curated import read_curated
from derivation.read_episode_lists import read_episode_lists
from derivation.reporting import Failure

from .support import FIXTURES, json_file


class ReadEpisodeListsTests(unittest.TestCase):
    def setUp(self):
        self.seasons = read_episode_lists(f"{FIXTURES}/episode-lists.json")

    def test_an_episodes_source_is_its_own_first_else_its_seasons_first(self):
        episodes = self.seasons[0]["episodes"]
        self.assertEqual(episodes[(202, 1, 1)]["source"], "https://example.org/listed-series/1x01")
        self.assertEqual(episodes[(202, 1, 2)]["source"], "https://example.org/listed-series/season-1")

    def test_a_list_gives_no_credits_votes_or_code(self):
        episode = self.seasons[0]["episodes"][(202, 1, 2)]
        self.assertEqual((episode["creditsRecorded"], episode["guestStars"], episode["crew"]), (False, [], []))
        self.assertEqual((episode["voteAverage"], episode["voteCount"], episode["figuresAsOf"],
                          episode["productionCode"], episode["id"]), (None, None, None, None, None))

    def test_the_series_name_the_list_gives_is_kept_for_the_merge_to_compare(self):
        self.assertEqual(self.seasons[0]["name"], "Listed Series (as listed)")

    def list_of(self, *seasons):
        return json_file(self, "episode-lists.json", {"series": list(seasons)})

    def test_a_season_listed_twice_fails(self):
        season = {"seriesId": 1, "seasonNumber": 1, "sources": ["s"], "episodes": [{"episodeNumber": 1, "name": "A"}]}
        with self.assertRaisesRegex(Failure, "series 1 season 1 is listed twice"):
            read_episode_lists(self.list_of(season, season))

    def test_an_episode_without_a_source_fails(self):
        season = {"seriesId": 1, "seasonNumber": 1, "episodes": [{"episodeNumber": 1, "name": "A"}]}
        with self.assertRaisesRegex(Failure, "episode 1: no source"):
            read_episode_lists(self.list_of(season))

    def test_an_episode_id_twice_fails(self):
        episodes = [{"episodeNumber": n, "name": "A", "tmdbEpisodeId": 5} for n in (1, 2)]
        with self.assertRaisesRegex(Failure, "episode id 5 twice"):
            read_episode_lists(self.list_of({"seriesId": 1, "seasonNumber": 1, "sources": ["s"], "episodes": episodes}))


class ReadCuratedTests(unittest.TestCase):
    def test_films_by_id_and_the_genre_table(self):
        films, genres = read_curated(f"{FIXTURES}/curated-movies.json")
        self.assertEqual(list(films), [2])
        self.assertEqual(genres, {18: "Drama", 35: "Comedy"})

    def test_a_film_without_a_synopsis_fails(self):
        path = json_file(self, "curated-movies.json", {"movies": [{"id": 1, "cast": [], "crew": []}]})
        with self.assertRaisesRegex(Failure, "film 1: no overview"):
            read_curated(path)

    def test_a_film_listed_twice_fails(self):
        film = {"id": 1, "overview": "Words.", "cast": [], "crew": []}
        with self.assertRaisesRegex(Failure, "film 1 listed twice"):
            read_curated(json_file(self, "curated-movies.json", {"movies": [film, film]}))


if __name__ == "__main__":
    unittest.main()
