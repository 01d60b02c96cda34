"""Reader of the films of 2000–2025, ../shared/data/tmdb-films-2000-2024 (see its README).

tmdb_films_2000_2024.csv.gz gives the facts of 93,041 films looked up in TMDb between 2022 and
mid-2024; tmdb_films_2020_2025_popular500.csv.gz gives 499 popular films fetched around November
2025. Neither has credits, keywords or synopses. What a file marks as unknown stays unknown: a
runtime, budget or revenue of 0, and the average of a film with no votes, are None. Films TMDb
marks as adult are left out, as TMDb's own lists leave them out unless asked.
"""

import ast

from .inputs import Field, read_csv

FACTS_FILE = "tmdb_films_2000_2024.csv.gz"
POPULAR_FILE = "tmdb_films_2020_2025_popular500.csv.gz"

FACTS_COLUMNS = (
    "id", "title", "original_title", "original_language", "release_date", "runtime", "genres", "status",
    "adult", "vote_average", "vote_count", "popularity", "budget", "revenue", "production_companies",
    "production_countries", "spoken_languages", "imdb_year_bucket",
)
POPULAR_COLUMNS = (
    "tmdb_id", "title", "release_date", "runtime", "budget", "revenue", "vote_average", "vote_count",
    "popularity", "genres", "original_language", "status",
)

# When each file's votes, averages and popularity were taken, from the README: the rows of the
# 2023 and 2024 files of the first source in mid-2024, the others between 2022 and mid-2024; the
# second source around November 2025.
FACTS_AS_OF_RECENT = "2024"
FACTS_AS_OF = "2022–2024"
POPULAR_AS_OF = "2025-11"


def read_facts(path, genre_names):
    """(films by id, the number of adult rows left out) from the 2000–2024 file. Each film has the
    seed's keys but credits, keywords and synopsis; a genre the film table does not hold is a
    Failure."""
    films, adult = {}, 0
    for line, row in read_csv(path, FACTS_COLUMNS):
        f = Field(path, line, row)
        film_id = f.integer("id")
        f.check("id", film_id is not None and film_id > 0, "no film id")
        f.check("id", film_id not in films, "a second row for this film")
        if f.boolean("adult"):
            adult += 1
            continue
        title = f.text("title")
        f.check("title", title is not None, "no title")
        vote_average, vote_count = f.votes()
        bucket = f.integer("imdb_year_bucket")
        films[film_id] = {
            "id": film_id,
            "title": title,
            "originalTitle": f.text("original_title"),
            "originalLanguage": f.text("original_language"),
            "releaseDate": f.date("release_date"),
            "runtime": f.integer("runtime", zero_is_unknown=True),
            "genres": listed(f, "genres", genre_names),
            "spokenLanguages": listed(f, "spoken_languages"),
            "countries": listed(f, "production_countries"),
            "companies": listed(f, "production_companies"),
            "budget": f.integer("budget", zero_is_unknown=True),
            "revenue": f.integer("revenue", zero_is_unknown=True),
            "status": f.text("status"),
            "voteAverage": vote_average,
            "voteCount": vote_count,
            "popularity": f.real("popularity"),
            "figuresAsOf": FACTS_AS_OF_RECENT if bucket is not None and bucket >= 2023 else FACTS_AS_OF,
        }
    return films, adult


def read_popular(path, genre_names):
    """Films by id from the popular films of 2020–2025, with the facts that file gives: no
    original title, companies, countries or spoken languages (None and empty lists: unknown)."""
    films = {}
    for line, row in read_csv(path, POPULAR_COLUMNS):
        f = Field(path, line, row)
        film_id = f.integer("tmdb_id")
        f.check("tmdb_id", film_id is not None and film_id > 0, "no film id")
        f.check("tmdb_id", film_id not in films, "a second row for this film")
        title = f.text("title")
        f.check("title", title is not None, "no title")
        vote_average, vote_count = f.votes()
        films[film_id] = {
            "id": film_id,
            "title": title,
            "originalTitle": None,
            "originalLanguage": f.text("original_language"),
            "releaseDate": f.date("release_date"),
            "runtime": f.integer("runtime", zero_is_unknown=True),
            "genres": python_list(f, "genres", genre_names),
            "spokenLanguages": [],
            "countries": [],
            "companies": [],
            "budget": f.integer("budget", zero_is_unknown=True),
            "revenue": f.integer("revenue", zero_is_unknown=True),
            "status": f.text("status"),
            "voteAverage": vote_average,
            "voteCount": vote_count,
            "popularity": f.real("popularity"),
            "figuresAsOf": POPULAR_AS_OF,
        }
    return films


def listed(field, column, known=None):
    """The names of a column joined with "|", in order, each once (the file repeats a genre in a few
    rows); each must be one of `known` when given."""
    value = field.row[column].strip()
    names = [name.strip() for name in value.split("|")] if value else []
    field.check(column, all(names), "an empty name between two |")
    if known is not None:
        for name in names:
            field.check(column, name in known, f"genre {name!r} is not a genre of the film table")
    return list(dict.fromkeys(names))


def python_list(field, column, known):
    """A column written as a Python list of strings ("['Drama', 'Horror']"), each one of `known`."""
    try:
        names = ast.literal_eval(field.row[column])
    except (ValueError, SyntaxError):
        field.fail(column, "not a list of names")
    field.check(column, isinstance(names, list) and all(isinstance(n, str) and n for n in names),
                "not a list of names")
    for name in names:
        field.check(column, name in known, f"genre {name!r} is not a genre of the film table")
    return list(dict.fromkeys(names))
