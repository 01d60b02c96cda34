"""The whole derivation: reads every source, applies the merge rules in order, and returns the
seed's tables, sorted, with the notes of the run.

The order is part of the rules: the films' credits settle their people's names first, the series
records add theirs, and the latest person records rename last.
"""

import os
from dataclasses import dataclass

from . import merge_films, merge_later_films, merge_people, merge_series
from .read_curated import read_curated
from .read_episode_lists import read_episode_lists
from .read_later_films import FACTS_FILE, POPULAR_FILE, read_facts, read_popular
from .read_people import read_people
from .read_tmdb5000 import read_credits, read_movies
from .read_tmdb_tv import read_episodes, read_later_episodes, read_main_cast, read_seasons, read_series
from .reporting import Failure, Notes


@dataclass
class Sources:
    """Where each source is: the four folders of ../shared/data and the two files in Scripts/catalogue."""
    films: str  # tmdb5000: movies.csv.gz, credits.csv.gz, credits_all.csv.gz
    later_films: str  # tmdb-films-2000-2024: the films of 2000–2024 and the popular films of 2020–2025
    people: str  # people: people.csv.gz
    tv: str  # tmdb-tv: series.csv.gz, seasons.csv.gz, episodes.csv.gz, episodes_more.csv.gz, cast.csv.gz
    curated: str  # curated-movies.json
    episode_lists: str  # episode-lists.json


@dataclass
class Seed:
    """The seed's tables, each sorted as written, every film's vote count in the dataset (for the
    check), and the run's notes."""
    movies: list
    people: list
    genres: list
    series: list
    seasons: list
    episodes: list
    vote_counts: dict
    notes: Notes

    def tables(self):
        """The tables by the name of their file."""
        return {"movies.jsonl": self.movies, "people.tsv": self.people, "genres.jsonl": self.genres,
                "series.jsonl": self.series, "seasons.jsonl": self.seasons, "episodes.jsonl": self.episodes}


def derive(sources):
    """The seed derived from `sources`; raises Failure."""
    for folder, what in ((sources.films, "the dataset folder"), (sources.later_films, "the later films folder"),
                         (sources.tv, "the series records folder")):
        if not os.path.isdir(folder):
            raise Failure(f"missing input: {folder} ({what})")
    notes = Notes()

    films, genres, vote_counts = read_movies(os.path.join(sources.films, "movies.csv.gz"))
    credits = merge_films.film_credits(
        original=read_credits(os.path.join(sources.films, "credits.csv.gz"), films, rebuilt=False),
        rebuilt=read_credits(os.path.join(sources.films, "credits_all.csv.gz"), films, rebuilt=True))
    facts = read_people(os.path.join(sources.people, "people.csv.gz"))
    curated, curated_genres = read_curated(sources.curated)
    unknown = sorted(set(curated) - set(films))
    if unknown:
        raise Failure(f"{sources.curated}: film {unknown[0]} is not in movies.csv.gz")

    names, genders = merge_films.film_people(credits, notes)
    merge_films.compare_curated(films, credits, curated, genres, curated_genres, names, notes)
    movies = merge_films.movie_records(films, credits, curated, names)
    film_genres = set(genres.values())
    later_facts, adult = read_facts(os.path.join(sources.later_films, FACTS_FILE), film_genres)
    notes.add(f"{adult} films TMDb marks as adult left out of the films of 2000–2024")
    later = merge_later_films.later_films(later_facts, read_popular(os.path.join(sources.later_films, POPULAR_FILE),
                                                              film_genres), notes)
    movies = merge_later_films.merge(movies, later, notes)
    people = merge_films.movie_people(movies, genders)

    series, series_genres, creators = read_series(os.path.join(sources.tv, "series.csv.gz"))
    seasons = read_seasons(os.path.join(sources.tv, "seasons.csv.gz"), series)
    episodes, credited = read_episodes(os.path.join(sources.tv, "episodes.csv.gz"), seasons, notes)
    merge_series.add_episode_lists(episodes, read_episode_lists(sources.episode_lists), series, seasons,
                                   sources.episode_lists, notes)
    merge_series.add_later_episodes(episodes, read_later_episodes(os.path.join(sources.tv, "episodes_more.csv.gz"),
                                                                  series), seasons, notes)
    casts, later_names = read_main_cast(os.path.join(sources.tv, "cast.csv.gz"), series)
    merge_series.add_main_casts(series, casts)
    merge_series.merge_genres(genres, series_genres)

    merge_people.add_series_people(people, creators + credited + merge_people.main_cast_people(casts), notes)
    merge_people.use_stored_names(series, episodes, people)
    renamed = merge_people.add_facts(people, facts, later_names, notes)
    for record in movies:
        merge_people.rename(record["cast"] + record["crew"], renamed)
    for record in series.values():
        merge_people.rename(record["creators"] + record["mainCast"], renamed)
    for record in episodes.values():
        merge_people.rename(record["guestStars"] + record["crew"], renamed)

    return Seed(
        movies=movies,
        people=[people[p] for p in sorted(people)],
        genres=[{"id": g, "name": genres[g]} for g in sorted(genres)],
        series=[series[key] for key in sorted(series)],
        seasons=[seasons[key] for key in sorted(seasons)],
        episodes=[episodes[key] for key in sorted(episodes)],
        vote_counts=vote_counts,
        notes=notes,
    )
