"""Reader of the film dataset, ../shared/data/tmdb5000 (see its README).

movies.csv.gz gives every film's facts and the films' genre table; credits.csv.gz (the dataset's
original rows, 197 films) and credits_all.csv.gz (the same credits rebuilt, every film) give the
casts and crews with TMDb person ids. What the dataset marks as unknown stays unknown: a runtime,
budget or revenue of 0, and the average of a film with no votes, are None.
"""

from .inputs import GENDERS, Field, is_id, is_text, read_csv
from .reporting import Failure

MOVIE_COLUMNS = (
    "id", "title", "original_title", "release_date", "runtime", "genres", "keywords",
    "original_language", "spoken_languages", "production_countries", "production_companies",
    "status", "budget", "revenue", "popularity", "vote_average", "vote_count",
)
CREDITS_COLUMNS = ("movie_id", "title", "cast", "crew")
# When the films' votes, averages and popularity were taken: the README's "Vote counts, averages
# and popularity are 2017 figures" (the dataset was generated from TMDb's API in 2017).
FILMS_FIGURES_AS_OF = "2017"


def read_movies(path):
    """(films by id, the genre table {id: name}, every film's vote count by id) from movies.csv.gz.

    A film's record holds its facts, without overview or credits. The vote counts are kept as
    written (0 included) for the check that the most-voted films are in the seed."""
    films, genres, vote_counts = {}, {}, {}
    for line, row in read_csv(path, MOVIE_COLUMNS):
        f = Field(path, line, row)
        film_id = f.integer("id")
        f.check("id", film_id is not None and film_id > 0, "no film id")
        f.check("id", film_id not in films, "a second row for this film")
        title = f.text("title")
        f.check("title", title is not None, "no title")
        film_genres = f.objects("genres", ("id", "name"))
        add_genres(f, genres, film_genres)
        vote_average, vote_count = f.votes()
        vote_counts[film_id] = f.integer("vote_count")
        films[film_id] = {
            "id": film_id,
            "title": title,
            "originalTitle": f.text("original_title"),
            "originalLanguage": f.text("original_language"),
            "releaseDate": f.date("release_date"),
            "runtime": f.integer("runtime", zero_is_unknown=True),
            "genres": [g["name"] for g in film_genres],
            "keywords": f.names("keywords", "name"),
            "spokenLanguages": f.names("spoken_languages", "iso_639_1"),
            "countries": f.names("production_countries", "iso_3166_1"),
            "companies": f.names("production_companies", "name"),
            "budget": f.integer("budget", zero_is_unknown=True),
            "revenue": f.integer("revenue", zero_is_unknown=True),
            "status": f.text("status"),
            "voteAverage": vote_average,
            "voteCount": vote_count,
            "popularity": f.real("popularity"),
            "figuresAsOf": FILMS_FIGURES_AS_OF,
        }
    return films, genres, vote_counts


def add_genres(field, genres, entries):
    """Adds a row's genres ({"id", "name"}) to the table `genres`; an id with two names is a Failure."""
    for genre in entries:
        field.check("genres", is_id(genre["id"]) and is_text(genre["name"]), "a genre without an integer id and a name")
        if genres.setdefault(genre["id"], genre["name"]) != genre["name"]:
            field.fail("genres", f"genre {genre['id']} named both {genres[genre['id']]!r} and {genre['name']!r}")


def read_credits(path, films, rebuilt):
    """Each film's (cast in billing order, crew) from credits.csv.gz, or from credits_all.csv.gz
    when `rebuilt`, by film id. Every film must be a film of movies.csv.gz.

    Entries keep the file's keys; names lose the stray spaces around them. The rebuilt file must
    have a row for every film; a cell of it may be empty (no cast, no crew), and its crew has no
    gender, which is set to 0 (not set)."""
    credits = {}
    for line, row in read_csv(path, CREDITS_COLUMNS):
        f = Field(path, line, row)
        film_id = f.integer("movie_id")
        f.check("movie_id", film_id in films, "a film not in movies.csv.gz")
        f.check("movie_id", film_id not in credits, "a second row for this film")
        cast = credit_entries(f, "cast", ("character", "order", "gender"), rebuilt)
        crew = credit_entries(f, "crew", ("job", "department") if rebuilt else ("job", "department", "gender"), rebuilt)
        for entry in cast:
            f.check("cast", isinstance(entry["order"], int) and isinstance(entry["character"], (str, type(None)))
                    and entry["gender"] in GENDERS,
                    f"person {entry['id']} without an integer order, a text character or a known gender")
        for entry in crew:
            f.check("crew", is_text(entry["job"]) and isinstance(entry["department"], (str, type(None))),
                    f"person {entry['id']} without a job")
            if rebuilt:
                entry["gender"] = 0
            f.check("crew", entry["gender"] in GENDERS, f"person {entry['id']} without a known gender")
        credits[film_id] = (billing_order(cast), crew)
    if rebuilt:
        missing = sorted(set(films) - set(credits))
        if missing:
            raise Failure(f"{path}: no row for film {missing[0]}")
    return credits


def credit_entries(field, column, keys, may_be_empty):
    """The entries of a cast or crew column, each with a positive id, a name and `keys`; the name
    without the spaces around it, which are not part of it."""
    if may_be_empty and field.row[column] == "":
        return []
    entries = field.objects(column, ("id", "name") + keys)
    for entry in entries:
        field.check(column, is_id(entry["id"]) and isinstance(entry["name"], str) and entry["name"].strip() != "",
                    f"a person without an id and a name: {entry.get('id')}")
        entry["name"] = entry["name"].strip()
    return entries


def billing_order(cast):
    """The cast sorted by "order"; a stable sort keeps the file's order between equal orders."""
    return sorted(cast, key=lambda entry: entry["order"])
