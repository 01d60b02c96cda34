"""The films of 2000–2025 over the fixtures: which facts and figures win where sources overlap, the
one popularity scale, and films without credits."""

import unittest

from derivation.derive import derive
from derivation.merge_later_films import popularity_factor
from derivation.reporting import Failure

from .support import fixture_sources


class LaterFilmsTests(unittest.TestCase):
    def setUp(self):
        self.seed = derive(fixture_sources(self))
        self.movies = {m["id"]: m for m in self.seed.movies}

    def test_a_tmdb5000_film_keeps_its_facts_and_credits_and_takes_the_later_figures(self):
        film = self.movies[2]
        self.assertEqual((film["title"], film["releaseDate"]), ("Fixture Film Two", "2001-02-03"))
        self.assertTrue(film["creditsRecorded"])
        self.assertEqual((film["voteAverage"], film["voteCount"], film["popularity"], film["figuresAsOf"]),
                         (6.1, 40, 6.5, "2022–2024"))

    def test_a_tmdb5000_film_without_later_votes_keeps_its_figures_on_the_one_scale(self):
        film = self.movies[3]
        self.assertEqual((film["voteAverage"], film["voteCount"], film["figuresAsOf"]), (7.0, 4, "2017"))
        self.assertEqual(film["popularity"], 2.0, "1.0 of 2017 times the factor 2")

    def test_a_later_film_has_no_credits_keywords_or_synopsis(self):
        film = self.movies[10]
        self.assertEqual((film["cast"], film["crew"], film["keywords"], film["overview"]), ([], [], [], None))
        self.assertFalse(film["creditsRecorded"])
        self.assertEqual(film["genres"], ["Drama"], "a genre written twice is one genre")
        self.assertEqual((film["budget"], film["revenue"]), (None, 2500), "a budget of 0 is unknown")
        self.assertEqual((film["countries"], film["companies"]), (["US", "GB"], ["Ten Pictures", "Other Pictures"]))
        self.assertEqual(film["figuresAsOf"], "2024", "the rows of the 2023 file were fetched in mid-2024")

    def test_adult_films_are_left_out(self):
        self.assertNotIn(11, self.movies)

    def test_the_2025_file_wins_where_it_gives_a_fact_and_the_first_fills_the_rest(self):
        film = self.movies[12]
        self.assertEqual((film["releaseDate"], film["runtime"], film["budget"], film["status"]),
                         ("2024-01-02", 120, 5000000, "Released"))
        self.assertEqual(film["genres"], ["Comedy", "Drama"])
        self.assertEqual((film["voteAverage"], film["voteCount"], film["figuresAsOf"]), (8.0, 50, "2025-11"))
        self.assertEqual(film["popularity"], 4.0, "2.0 of 2025 times the factor 2")
        self.assertEqual((film["originalTitle"], film["companies"]), ("Plus Tard Douze", ["A Co", "B Co"]))

    def test_a_film_only_in_the_2025_file_has_no_original_title(self):
        film = self.movies[13]
        self.assertIsNone(film["originalTitle"])
        self.assertEqual((film["title"], film["genres"], film["popularity"]), ("Newest Thirteen", ["Comedy"], 3.0))

    def test_sources_sharing_no_film_cannot_be_put_on_one_scale(self):
        with self.assertRaises(Failure):
            popularity_factor({1: {"popularity": 1.0}}, {2: {"popularity": 1.0}}, "a source")

    def test_the_factor_is_the_median_ratio(self):
        reference = {i: {"popularity": p} for i, p in ((1, 2.0), (2, 9.0), (3, 4.0))}
        other = {i: {"popularity": 1.0} for i in (1, 2, 3, 4)}
        self.assertEqual(popularity_factor(reference, other, "a source"), (4.0, 3))


if __name__ == "__main__":
    unittest.main()
