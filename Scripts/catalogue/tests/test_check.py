"""The seed's check: each integrity rule fails a seed that breaks it, and the check of the real
sources' sizes and spot facts fails a seed that lacks them."""

import copy
import unittest

from derivation.check import check_integrity, check_sources
from derivation.derive import derive
from derivation.reporting import Failure
from derivation.write import compact, serialise

from .support import fixture_sources


class CheckIntegrityTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.seed = derive(fixture_sources(unittest.TestCase()))

    def setUp(self):
        self.tables = copy.deepcopy(self.seed.tables())

    def fails(self, message):
        with self.assertRaisesRegex(Failure, "self-check failed: " + message):
            check_integrity(serialise(self.tables))

    def test_the_fixture_seed_passes(self):
        tables, manifest = check_integrity(serialise(self.tables))
        self.assertEqual((manifest["movies"], manifest["later-films"], manifest["people"], manifest["episodes"]),
                         (3, 3, 10, 9))
        self.assertEqual([m["id"] for m in tables["movies.jsonl"]], [1, 2, 3, 10, 12, 13])

    def test_an_id_twice(self):
        self.tables["people.tsv"].insert(1, self.tables["people.tsv"][0])
        self.fails("people: an id twice")

    def test_ids_out_of_order(self):
        self.tables["movies.jsonl"].reverse()
        self.fails("movies: not sorted by id")

    def test_a_record_with_a_key_missing(self):
        del self.tables["series.jsonl"][0]["overview"]
        self.fails(r"series.jsonl:1 has keys \['overview'\] wrong")

    def test_a_credit_under_another_name_than_the_persons(self):
        self.tables["movies.jsonl"][0]["cast"][0]["name"] = "Ben Fixture"
        self.fails("person 102 named both 'Ben Renamed' and 'Ben Fixture'")

    def test_a_main_cast_credit_of_an_unknown_person(self):
        self.tables["series.jsonl"][1]["mainCast"][0]["personId"] = 999
        self.fails("series 202: person 999 not in people.tsv")

    def test_a_genre_not_in_the_table(self):
        self.tables["movies.jsonl"][0]["genres"] = ["Western"]
        self.fails("film 1: genre 'Western' not in genres.jsonl")

    def test_an_episode_beyond_its_seasons_count_unless_dated_as_late(self):
        self.tables["seasons.jsonl"][2]["episodeCount"] = 1  # 201/2, counted as of 2026-08
        check_integrity(serialise(self.tables))  # its episode 2 is dated 2026-08 too
        self.tables["episodes.jsonl"][4]["figuresAsOf"] = "2024-11"
        self.fails("episode 201/2/2: the season has 1 episodes")

    def test_an_episode_of_a_season_not_held(self):
        del self.tables["seasons.jsonl"][3]
        self.fails("episode 201/3/1: season not in seasons.jsonl")

    def test_a_person_with_a_date_that_is_not_a_day(self):
        self.tables["people.tsv"][0]["birthday"] = "1950"
        self.fails("person 101: birthday '1950' is not a day")

    def test_a_person_with_a_gender_not_tmdbs(self):
        self.tables["people.tsv"][0]["gender"] = 4
        self.fails("person 101: gender 4 is not null, 1, 2 or 3")

    def test_a_people_tsv_not_as_the_derivation_writes_it(self):
        files = serialise(self.tables)
        header, first, rest = files["people.tsv"].split(b"\n", 2)
        fields = first.split(b"\t")
        files["people.tsv"] = b"\n".join((header, b"\t".join([b"0" + fields[0]] + fields[1:]), rest))
        with self.assertRaisesRegex(Failure, "people.tsv is not as the derivation writes it"):
            check_integrity(files)
        files["people.tsv"] = b"\n".join((header, b"\t".join(fields[:-1]), rest))
        with self.assertRaisesRegex(Failure, "people.tsv:2 has 5 fields, not 6"):
            check_integrity(files)

    def test_a_manifest_that_does_not_match(self):
        files = serialise(self.tables)
        files["episodes.jsonl"] += files["episodes.jsonl"].splitlines(keepends=True)[0]
        with self.assertRaisesRegex(Failure, "episodes: a \\(seriesId, seasonNumber, episodeNumber\\) twice"):
            check_integrity(files)
        files = serialise(self.tables)
        files["manifest.json"] = files["manifest.json"].replace(b'"movies": 3', b'"movies": 4')
        with self.assertRaisesRegex(Failure, "manifest.json does not match the data files"):
            check_integrity(files)

    def test_a_line_that_is_not_compact_with_sorted_keys(self):
        files = serialise(self.tables)
        files["genres.jsonl"] = files["genres.jsonl"].replace(b'{"id":16,"name":"Animation"}',
                                                              b'{"name":"Animation","id":16}')
        with self.assertRaisesRegex(Failure, "genres.jsonl:1 is not a compact object with sorted keys"):
            check_integrity(files)

    def test_a_later_film_line_not_as_the_derivation_writes_it(self):
        files = serialise(self.tables)
        lines = files["later-films.tsv"].split(b"\n")
        lines[1] = lines[1].replace(b"\t", b"\t\t", 1)
        files["later-films.tsv"] = b"\n".join(lines)
        with self.assertRaisesRegex(Failure, "later-films.tsv:2 has 18 fields, not 17"):
            check_integrity(files)
        files = serialise(self.tables)
        lines = files["later-films.tsv"].split(b"\n")
        lines[1] = b"0" + lines[1]
        files["later-films.tsv"] = b"\n".join(lines)
        with self.assertRaisesRegex(Failure, "later-films.tsv is not as the derivation writes it"):
            check_integrity(files)

    def test_a_film_without_credits_in_movies_jsonl(self):
        files = serialise(self.tables)
        later = files["later-films.tsv"].split(b"\n")
        files["later-films.tsv"] = b"\n".join(later[:1] + later[2:])
        film = next(m for m in self.tables["movies.jsonl"] if not m["creditsRecorded"])
        files["movies.jsonl"] += (compact(film) + "\n").encode()
        with self.assertRaisesRegex(Failure, f"film {film['id']}: without credits in movies.jsonl"):
            check_integrity(files)

    def test_a_film_in_both_film_files(self):
        film = next(m for m in self.tables["movies.jsonl"] if not m["creditsRecorded"])
        self.tables["movies.jsonl"].append(dict(film, creditsRecorded=True))
        self.tables["movies.jsonl"].sort(key=lambda m: (m["id"], not m["creditsRecorded"]))
        self.fails(f"film {film['id']}: in both movies.jsonl and later-films.tsv")

    def test_a_later_film_with_votes_but_no_average(self):
        film = next(m for m in self.tables["movies.jsonl"] if not m["creditsRecorded"])
        film["voteAverage"], film["voteCount"] = None, 12
        self.fails(f"film {film['id']}: voteAverage and voteCount are not both given")

    def test_a_later_film_genre_not_in_the_table(self):
        film = next(m for m in self.tables["movies.jsonl"] if not m["creditsRecorded"])
        film["genres"] = ["Western"]
        self.fails(f"film {film['id']}: genre 'Western' not in genres.jsonl")

    def test_the_fixture_seed_is_not_the_seed_of_the_real_sources(self):
        tables, _ = check_integrity(serialise(self.tables))
        with self.assertRaisesRegex(Failure, "6 films, fewer than 4800"):
            check_sources(tables, self.seed.vote_counts)


if __name__ == "__main__":
    unittest.main()
