"""The films' merge rules: which credits, which name and gender, what the curated file adds, and
that its disagreements are noted while the dataset is kept."""

import unittest

from derivation.merge_films import (character, compare_curated, film_credits, film_people, movie_people,
                                    movie_records)
from derivation.reporting import Notes


def cast(person, name, part="", order=0, gender=0):
    return {"id": person, "name": name, "character": part, "order": order, "gender": gender}


def crew(person, name, job="Director", department="Directing", gender=0):
    return {"id": person, "name": name, "job": job, "department": department, "gender": gender}


class FilmCreditsTests(unittest.TestCase):
    def test_the_original_rows_win_over_the_rebuilt_ones(self):
        original = {3: ([cast(105, "Eve Original")], [])}
        rebuilt = {1: ([cast(101, "Ada")], []), 3: ([cast(105, "Eve Rebuilt")], [])}
        credits = film_credits(original, rebuilt)
        self.assertEqual(credits[3][0][0]["name"], "Eve Original")
        self.assertEqual(credits[1][0][0]["name"], "Ada")


class FilmPeopleTests(unittest.TestCase):
    def test_the_first_name_by_film_id_is_kept_and_a_second_is_an_error(self):
        notes = Notes()
        names, _ = film_people({7: ([cast(1, "Second Spelling")], []), 2: ([], [crew(1, "First Spelling")])}, notes)
        self.assertEqual(names, {1: "First Spelling"})
        self.assertEqual(notes.lines, ["error: person 1 is named both 'First Spelling' and 'Second Spelling' "
                                       "in the film credits (film 7); kept the first"])

    def test_gender_zero_is_unknown_and_a_later_gender_is_taken(self):
        notes = Notes()
        _, genders = film_people({1: ([cast(1, "A", gender=0)], []), 2: ([cast(1, "A", gender=2)], [])}, notes)
        self.assertEqual(genders, {1: 2})
        self.assertEqual(notes.lines, [])

    def test_a_second_gender_is_noted_and_the_first_kept(self):
        notes = Notes()
        _, genders = film_people({1: ([cast(1, "A", gender=1)], []), 2: ([cast(1, "A", gender=2)], [])}, notes)
        self.assertEqual(genders, {1: 1})
        self.assertEqual(notes.lines, ["note: person 1 has genders 1 and 2 in the film credits (film 2); kept the first"])

    def test_a_person_with_no_gender_anywhere_has_none(self):
        _, genders = film_people({1: ([cast(1, "A", gender=0)], [])}, Notes())
        self.assertNotIn(1, genders)


class CharacterTests(unittest.TestCase):
    def test_the_curated_spelling_is_kept_where_only_the_lost_double_quotes_differ(self):
        curated = [{"id": 1, "character": 'Ada "Annie" Fixture'}]
        self.assertEqual(character(curated, cast(1, "A", "Ada Annie Fixture")), 'Ada "Annie" Fixture')

    def test_the_dataset_wins_any_other_difference(self):
        curated = [{"id": 1, "character": "Other Part"}]
        self.assertEqual(character(curated, cast(1, "A", "Lead")), "Lead")

    def test_an_empty_dataset_character_stays_unknown_whatever_the_curated_file_says(self):
        curated = [{"id": 1, "character": "Herself"}]
        self.assertIsNone(character(curated, cast(1, "A", "")))

    def test_another_persons_curated_character_is_not_used(self):
        curated = [{"id": 2, "character": 'Ada "Annie" Fixture'}]
        self.assertEqual(character(curated, cast(1, "A", "Ada Annie Fixture")), "Ada Annie Fixture")


class MovieRecordsTests(unittest.TestCase):
    def setUp(self):
        films = {2: {"id": 2, "title": "Two"}, 1: {"id": 1, "title": "One"}}
        credits = {1: ([cast(5, "Credited Name", "Part", order=3)], [crew(6, "Crew Name", department="")]),
                   2: ([], [])}
        curated = {2: {"overview": "Our own words.", "cast": [], "crew": []}}
        self.movies = movie_records(films, credits, curated, {5: "Kept Name", 6: "Crew Name"})

    def test_films_by_id_and_only_a_curated_film_has_a_synopsis(self):
        self.assertEqual([(m["id"], m["overview"]) for m in self.movies], [(1, None), (2, "Our own words.")])

    def test_every_credit_takes_the_persons_one_name_and_an_empty_department_is_unknown(self):
        movie = self.movies[0]
        self.assertEqual(movie["cast"], [{"personId": 5, "name": "Kept Name", "character": "Part", "order": 3}])
        self.assertEqual(movie["crew"], [{"personId": 6, "name": "Crew Name", "job": "Director", "department": None}])

    def test_the_people_of_the_films_with_their_gender_or_none(self):
        people = movie_people(self.movies, {5: 1})
        self.assertEqual(people, {5: {"id": 5, "name": "Kept Name", "gender": 1},
                                  6: {"id": 6, "name": "Crew Name", "gender": None}})


class CompareCuratedTests(unittest.TestCase):
    def setUp(self):
        self.films = {2: {"id": 2, "title": "Two", "runtime": 101, "genres": ["Drama"]}}
        self.credits = {2: ([cast(104, "Dee", "Lead", order=0), cast(101, "Ada", "Friend", order=1)], [])}
        self.notes = Notes()

    def compare(self, film, genres=None, curated_genres=None, names=None):
        film = {"id": 2, "overview": "Words.", "cast": [], "crew": [], **film}
        compare_curated(self.films, self.credits, {2: film}, genres or {}, curated_genres or {},
                        names or {}, self.notes)
        return self.notes.lines

    def test_agreement_is_not_noted(self):
        self.assertEqual(self.compare({"title": "Two", "cast": [{"id": 104, "name": "Dee", "character": "Lead"}]}), [])

    def test_a_differing_fact_is_noted(self):
        self.assertEqual(self.compare({"runtime": 99}), ["note: film 2: runtime: curated 99, dataset 101"])

    def test_a_fact_of_another_type_is_noted(self):
        self.assertEqual(self.compare({"runtime": 101.0}), ["note: film 2: runtime: curated 101.0, dataset 101"])

    def test_a_field_the_seed_has_not_is_ignored_and_noted(self):
        self.assertEqual(self.compare({"tagline": "x"}), ["note: film 2: curated field 'tagline' is not derived; ignored"])

    def test_a_curated_spelling_of_a_name_is_noted_once(self):
        entry = {"id": 104, "name": "Dee Fixtur", "character": "Lead"}
        lines = self.compare({"cast": [entry], "crew": [{**entry, "job": "Writer", "department": None}]},
                             names={104: "Dee"})
        self.assertEqual(lines[0], "note: person 104 is 'Dee Fixtur' in the curated file (film 2) but 'Dee' "
                                   "in the film credits; the curated name is not used")
        self.assertEqual(sum("curated name is not used" in line for line in lines), 1)

    def test_a_different_character_an_absent_person_and_another_billing_are_noted(self):
        lines = self.compare({"cast": [{"id": 101, "name": "Ada", "character": "Friend"},
                                       {"id": 104, "name": "Dee", "character": "Other"},
                                       {"id": 9, "name": "Nobody", "character": None}]})
        self.assertEqual(lines, [
            "note: film 2: curated cast #1 104 'Dee': character: curated 'Other', dataset 'Lead'",
            "note: film 2: curated cast #2 9 'Nobody' is not in the dataset credits for the film (dataset kept)",
            "note: film 2: curated cast billing differs from the dataset's orders [1, 0]",
        ])

    def test_a_crew_member_the_dataset_does_not_credit_is_noted(self):
        lines = self.compare({"crew": [{"id": 103, "name": "Cy", "job": "Director", "department": "Directing"}]})
        self.assertEqual(lines, ["note: film 2: curated crew 103 'Cy' (Director) is not in the dataset credits "
                                 "for the film (dataset kept)"])

    def test_the_genre_tables_are_compared_id_by_id(self):
        lines = self.compare({}, genres={18: "Drama", 16: "Animation"}, curated_genres={18: "Drama", 99: "Other"})
        self.assertEqual(lines, ["note: genre 16: curated None, dataset 'Animation'",
                                 "note: genre 99: curated 'Other', dataset None"])


if __name__ == "__main__":
    unittest.main()
