"""The film dataset's reader: unknown facts stay unknown, credits come in billing order with clean
names, and a malformed row is a Failure that says where."""

import os
import unittest

from derivation.read_tmdb5000 import read_credits, read_movies
from derivation.reporting import Failure

from .support import csv_gz, fixture_rows, fixture_sources


class ReadMoviesTests(unittest.TestCase):
    def setUp(self):
        self.folder = fixture_sources(self).films
        self.films, self.genres, self.vote_counts = read_movies(os.path.join(self.folder, "movies.csv.gz"))

    def test_a_zero_or_empty_fact_is_unknown_not_zero(self):
        film = self.films[1]
        self.assertEqual((film["runtime"], film["budget"], film["revenue"], film["releaseDate"]),
                         (None, None, None, None))

    def test_no_votes_means_no_average_either(self):
        self.assertEqual((self.films[1]["voteAverage"], self.films[1]["voteCount"]), (None, None))
        self.assertEqual(self.vote_counts[1], 0)  # kept as written, for the check of the most voted

    def test_known_facts_are_taken_as_written(self):
        film = self.films[2]
        self.assertEqual(film["title"], "Fixture Film Two")
        self.assertEqual(film["originalTitle"], "Film Fixture Deux")
        self.assertEqual(film["releaseDate"], "2001-02-03")
        self.assertEqual((film["runtime"], film["budget"], film["revenue"]), (101, 1000, 2000))
        self.assertEqual((film["voteAverage"], film["voteCount"], film["popularity"]), (6.5, 12, 3.25))
        self.assertEqual(film["figuresAsOf"], "2017")  # the dataset's figures are all of one year, its README's
        self.assertEqual(film["genres"], ["Comedy", "Drama"])  # the file's order
        self.assertEqual((film["keywords"], film["spokenLanguages"], film["countries"], film["companies"]),
                         (["fixture keyword"], ["fr"], ["FR"], ["Fixture Pictures"]))

    def test_a_whole_number_written_as_a_real_is_read_as_a_whole_number(self):
        self.assertEqual(self.films[3]["runtime"], 90)

    def test_genre_table_holds_every_films_genres(self):
        self.assertEqual(self.genres, {18: "Drama", 35: "Comedy", 16: "Animation"})


class MalformedMoviesTests(unittest.TestCase):
    def setUp(self):
        self.header, self.rows = fixture_rows("tmdb5000", "movies.csv")

    def read(self, rows):
        return read_movies(csv_gz(self, "movies.csv.gz", self.header, rows))

    def test_a_genre_id_with_two_names_fails(self):
        second = list(self.rows[1])
        second[self.header.index("genres")] = '[{"id": 18, "name": "Dramas"}]'
        with self.assertRaisesRegex(Failure, "genre 18 named both 'Drama' and 'Dramas'"):
            self.read([self.rows[0], second])

    def test_a_second_row_for_a_film_fails(self):
        with self.assertRaisesRegex(Failure, "a second row for this film"):
            self.read([self.rows[0], self.rows[0]])

    def test_a_malformed_field_names_file_line_and_column(self):
        row = list(self.rows[0])
        row[self.header.index("runtime")] = "ninety"
        with self.assertRaisesRegex(Failure, r"movies\.csv\.gz:2: column runtime: not a number \('ninety'\)"):
            self.read([row])


class ReadCreditsTests(unittest.TestCase):
    def setUp(self):
        folder = fixture_sources(self).films
        self.films = read_movies(os.path.join(folder, "movies.csv.gz"))[0]
        self.rebuilt = read_credits(os.path.join(folder, "credits_all.csv.gz"), self.films, rebuilt=True)
        self.original = read_credits(os.path.join(folder, "credits.csv.gz"), self.films, rebuilt=False)

    def test_cast_is_in_billing_order(self):
        cast, _ = self.rebuilt[1]
        self.assertEqual([e["id"] for e in cast], [102, 101])

    def test_spaces_around_a_name_are_not_part_of_it(self):
        cast, _ = self.rebuilt[1]
        self.assertEqual(cast[0]["name"], "Ben Fixture")

    def test_the_rebuilt_crew_has_no_gender(self):
        _, crew = self.rebuilt[1]
        self.assertEqual({e["gender"] for e in crew}, {0})

    def test_an_empty_rebuilt_cell_is_no_credits(self):
        self.assertEqual(self.rebuilt[2][1], [])

    def test_the_original_rows_keep_the_crews_gender(self):
        _, crew = self.original[3]
        self.assertEqual([(e["id"], e["gender"]) for e in crew], [(106, 1), (107, 0)])

    def test_equal_billing_orders_keep_the_files_order(self):
        header, _ = fixture_rows("tmdb5000", "credits_all.csv")
        cast = [{"id": i, "name": f"Fixture {i}", "character": "", "order": 0, "gender": 0} for i in (9, 3, 7)]
        rows = [[1, "", cast, ""], [2, "", "", ""], [3, "", "", ""]]
        credits = read_credits(csv_gz(self, "credits_all.csv.gz", header, rows), self.films, rebuilt=True)
        self.assertEqual([e["id"] for e in credits[1][0]], [9, 3, 7])

    def test_the_rebuilt_credits_must_hold_every_film(self):
        header, rows = fixture_rows("tmdb5000", "credits_all.csv")
        with self.assertRaisesRegex(Failure, "no row for film 3"):
            read_credits(csv_gz(self, "credits_all.csv.gz", header, rows[:2]), self.films, rebuilt=True)

    def test_credits_of_a_film_not_in_movies_fail(self):
        header, rows = fixture_rows("tmdb5000", "credits.csv")
        row = ["4"] + rows[0][1:]
        with self.assertRaisesRegex(Failure, "a film not in movies.csv.gz"):
            read_credits(csv_gz(self, "credits.csv.gz", header, [row]), self.films, rebuilt=False)


if __name__ == "__main__":
    unittest.main()
