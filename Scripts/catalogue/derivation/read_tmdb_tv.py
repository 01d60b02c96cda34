"""Reader of the series records, ../shared/data/tmdb-tv (see its README).

series.csv.gz and seasons.csv.gz: 100 series and their seasons, figures as of May 2019, with no
synopses. episodes.csv.gz: 20 episodes of Game of Thrones with their guest stars and crew, figures
of 2020. episodes_more.csv.gz: later episode records without credits, each dated by the repository
it was recorded in. cast.csv.gz: the main cast of 20 series, recorded 2024 to 2026.

What a record leaves out stays unknown: no votes means no average, an episode id of 0 is None.
One rule belongs to a single source and is applied here: episodes.csv.gz sometimes bills one actor
in one part twice, under two person ids; the first billed is kept, and a note says so.
"""

import os

from .inputs import GENDERS, Field, is_id, read_csv
from .read_tmdb5000 import add_genres, billing_order
from .reporting import Failure

SERIES_COLUMNS = (
    "id", "name", "original_name", "type", "status", "in_production", "first_air_date",
    "last_air_date", "number_of_seasons", "number_of_episodes", "episode_run_time", "genres",
    "networks", "created_by", "origin_country", "original_language", "languages",
    "production_companies", "vote_average", "vote_count", "popularity",
)
SEASON_COLUMNS = ("series_id", "season_number", "season_id", "name", "air_date", "episode_count")
EPISODE_COLUMNS = (
    "series_id", "season_number", "episode_number", "episode_id", "name", "air_date",
    "production_code", "vote_average", "vote_count", "guest_stars", "crew",
)
LATER_EPISODE_COLUMNS = (
    "series_id", "season_number", "episode_number", "episode_id", "name", "air_date", "vote_average",
    "vote_count", "source_repo", "source_commit",
)
MAIN_CAST_COLUMNS = (
    "series_id", "person_id", "name", "character", "order", "episode_count", "source_repo", "source_commit",
)

SERIES_FIGURES_AS_OF = "2019-05"  # the series and seasons: "as recorded around May 2019"
EPISODES_FIGURES_AS_OF = "2020"  # episodes.csv.gz: "the episodes were recorded in 2020"
TV_EPISODES_SOURCE = "tmdb-tv"  # the source named on the episodes of episodes.csv.gz
# When each later episode record was taken, by repository (the README gives the commits' dates).
LATER_EPISODE_RECORDS = {"enimax-anime/tmdb": "2024-11", "movnixbot/movnix-db": "2026-08"}


def read_series(path):
    """(series by id, the series' genre table {id: name}, the people they name).

    The people are the creators, as (id, name, gender or None, where) in the order found. A
    series record has no "mainCast" yet and no overview (the records left synopses out)."""
    series, genres, people = {}, {}, []
    for line, row in read_csv(path, SERIES_COLUMNS):
        f = Field(path, line, row)
        series_id = f.integer("id")
        f.check("id", series_id is not None and series_id > 0, "no series id")
        f.check("id", series_id not in series, "a second row for this series")
        name = f.text("name")
        f.check("name", name is not None, "no name")
        series_genres = f.objects("genres", ("id", "name"))
        add_genres(f, genres, series_genres)
        creators = f.objects("created_by", ("id", "name"))
        check_people(f, "created_by", creators)
        for entry in creators:
            people.append((entry["id"], entry["name"], GENDERS.get(entry.get("gender")),
                           f"{os.path.basename(path)} (series {series_id}, creator)"))
        vote_average, vote_count = f.votes()
        series[series_id] = {
            "companies": f.names("production_companies", "name"),
            "creators": [{"name": e["name"], "personId": e["id"]} for e in creators],
            "episodeRunTimes": f.ids("episode_run_time"),
            "figuresAsOf": SERIES_FIGURES_AS_OF,
            "firstAirDate": f.date("first_air_date"),
            "genres": [g["name"] for g in series_genres],
            "id": series_id,
            "inProduction": f.boolean("in_production"),
            "languages": f.texts("languages"),
            "lastAirDate": f.date("last_air_date"),
            "name": name,
            "networks": f.names("networks", "name"),
            "numberOfEpisodes": f.integer("number_of_episodes"),
            "numberOfSeasons": f.integer("number_of_seasons"),
            "originCountries": f.texts("origin_country"),
            "originalLanguage": f.text("original_language"),
            "originalName": f.text("original_name"),
            "overview": None,
            "popularity": f.real("popularity"),
            "status": f.text("status"),
            "type": f.text("type"),
            "voteAverage": vote_average,
            "voteCount": vote_count,
        }
    return series, genres, people


def check_people(field, column, entries, extra=()):
    """Each entry of a people column has an id (or null), a name and a known gender (or none), and
    each (key, types) of `extra`."""
    for entry in entries:
        field.check(column, (entry["id"] is None or is_id(entry["id"]))
                    and isinstance(entry["name"], str) and entry["name"] != ""
                    and entry.get("gender") in (None, 0, 1, 2, 3),
                    f"a person without an id, a name and a known gender: {entry.get('id')}")
        for key, kinds in extra:
            field.check(column, isinstance(entry[key], kinds),
                        f"person {entry['id']}: {key} is not {' or '.join(k.__name__ for k in kinds)}")


def read_seasons(path, series):
    """Seasons by (series id, season number), each of a series of series.csv.gz, with a unique
    TMDb season id."""
    seasons, season_ids = {}, set()
    for line, row in read_csv(path, SEASON_COLUMNS):
        f = Field(path, line, row)
        series_id = f.integer("series_id")
        f.check("series_id", series_id in series, "a series not in series.csv.gz")
        number = f.integer("season_number")
        f.check("season_number", number is not None, "empty")
        f.check("season_number", (series_id, number) not in seasons, "a second row for this season")
        season_id = f.integer("season_id")
        f.check("season_id", season_id is not None and season_id > 0, "no season id")
        f.check("season_id", season_id not in season_ids, "a season id twice")
        season_ids.add(season_id)
        name = f.text("name")
        f.check("name", name is not None, "no name")
        episode_count = f.integer("episode_count")
        f.check("episode_count", episode_count is not None, "empty")
        seasons[(series_id, number)] = {
            "airDate": f.date("air_date"),
            "episodeCount": episode_count,
            "figuresAsOf": SERIES_FIGURES_AS_OF,
            "id": season_id,
            "name": name,
            "seasonNumber": number,
            "seriesId": series_id,
        }
    return seasons


def read_episodes(path, seasons, notes):
    """(episodes by (series id, season number, episode number), the people they name) from
    episodes.csv.gz, each episode of a season of seasons.csv.gz.

    Guest stars are in billing order, each name and part once; the people are the guests kept and
    the crew, as (id, name, gender or None, where) in the order found. Votes are dated 2020."""
    episodes, people = {}, []
    for line, row in read_csv(path, EPISODE_COLUMNS):
        f = Field(path, line, row)
        series_id = f.integer("series_id")
        number = f.integer("season_number")
        f.check("season_number", (series_id, number) in seasons, "a season not in seasons.csv.gz")
        episode_number = f.integer("episode_number")
        f.check("episode_number", episode_number is not None and episode_number > 0, "no episode number")
        key = (series_id, number, episode_number)
        f.check("episode_number", key not in episodes, "a second row for this episode")
        name = f.text("name")
        f.check("name", name is not None, "no name")
        guests = f.objects("guest_stars", ("id", "name", "character", "order"))
        check_people(f, "guest_stars", guests, (("character", (str, type(None))), ("order", (int,))))
        crew = f.objects("crew", ("id", "name", "job", "department"))
        check_people(f, "crew", crew, (("job", (str,)), ("department", (str, type(None)))))
        f.check("crew", all(e["job"] != "" for e in crew), "an entry without a job")
        where = f"{os.path.basename(path)} (series {series_id}, S{number}E{episode_number})"
        guests = distinct_guests(billing_order(guests), where, notes)
        for entry in guests + crew:
            people.append((entry["id"], entry["name"], GENDERS.get(entry.get("gender")), where))
        vote_average, vote_count = f.votes()
        episodes[key] = {
            "airDate": f.date("air_date"),
            "guestStars": [{"character": e["character"] or None, "name": e["name"], "order": e["order"],
                            "personId": e["id"]} for e in guests],
            "crew": [{"department": e["department"] or None, "job": e["job"], "name": e["name"],
                      "personId": e["id"]} for e in crew],
            "creditsRecorded": True,
            "episodeNumber": episode_number,
            "figuresAsOf": EPISODES_FIGURES_AS_OF if vote_count else None,
            "id": f.integer("episode_id", zero_is_unknown=True),
            "name": name,
            "productionCode": f.text("production_code"),
            "seasonNumber": number,
            "seriesId": series_id,
            "source": TV_EPISODES_SOURCE,
            "voteAverage": vote_average,
            "voteCount": vote_count,
        }
    return episodes, people


def distinct_guests(guests, where, notes):
    """The guests with one line per name and part: where one actor is billed in one part under
    two ids, the first billed is kept, and a note says so."""
    kept, seen = [], {}
    for guest in guests:
        key = (guest["name"], guest["character"])
        if key in seen:
            notes.add(f"{where}: {guest['name']!r} as {guest['character']!r} is billed under ids "
                      f"{seen[key]} and {guest['id']}; kept {seen[key]}")
            continue
        seen[key] = guest["id"]
        kept.append(guest)
    return kept


def read_later_episodes(path, series):
    """The episodes of episodes_more.csv.gz by (series id, season number, episode number), in the
    file's order, each of a series of series.csv.gz. An episode's figures are dated by the
    repository it was recorded in, which is also its source (repository@commit); it has no
    credits or production code."""
    episodes = {}
    for line, row in read_csv(path, LATER_EPISODE_COLUMNS):
        f = Field(path, line, row)
        series_id = f.integer("series_id")
        f.check("series_id", series_id in series, "a series not in series.csv.gz")
        number = f.integer("season_number")
        episode_number = f.integer("episode_number")
        f.check("episode_number", number is not None and episode_number is not None and episode_number > 0,
                "no season or episode number")
        key = (series_id, number, episode_number)
        f.check("episode_number", key not in episodes, "a second row for this episode")
        repository = row["source_repo"]
        f.check("source_repo", repository in LATER_EPISODE_RECORDS, "a record whose date is not known")
        name = f.text("name")
        f.check("name", name is not None, "no name")
        vote_average, vote_count = f.votes(required=False)
        episodes[key] = {
            "airDate": f.date("air_date"),
            "creditsRecorded": False,
            "crew": [],
            "episodeNumber": episode_number,
            "figuresAsOf": LATER_EPISODE_RECORDS[repository],
            "guestStars": [],
            "id": f.integer("episode_id", zero_is_unknown=True),
            "name": name,
            "productionCode": None,
            "seasonNumber": number,
            "seriesId": series_id,
            "source": f"{repository}@{row['source_commit'][:8]}",
            "voteAverage": vote_average,
            "voteCount": vote_count,
        }
    return episodes


def read_main_cast(path, series):
    """(the main cast by series id, the first name each person id has in the file).

    A series' cast is in billing order, each person once: {"character", "episodeCount" (the
    record's count over the whole series, or None), "name", "order", "personId", "source"}."""
    casts, names = {}, {}
    for line, row in read_csv(path, MAIN_CAST_COLUMNS):
        f = Field(path, line, row)
        series_id = f.integer("series_id")
        f.check("series_id", series_id in series, "a series not in series.csv.gz")
        person = f.integer("person_id")
        f.check("person_id", person is not None and person > 0, "no person id")
        f.check("name", row["name"] != "", "no name")
        order = f.integer("order")
        f.check("order", order is not None, "no billing order")
        names.setdefault(person, row["name"])
        casts.setdefault(series_id, []).append({
            "character": row["character"] or None, "episodeCount": f.integer("episode_count"), "name": row["name"],
            "order": order, "personId": person, "source": f"{row['source_repo']}@{row['source_commit'][:8]}"})
    for series_id, cast in casts.items():
        if len({e["personId"] for e in cast}) != len(cast):
            raise Failure(f"{path}: series {series_id} lists a person twice")
        cast.sort(key=lambda e: e["order"])
    return casts, names
