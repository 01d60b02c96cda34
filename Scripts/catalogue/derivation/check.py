"""The checks of a seed, made on the bytes written, before any of them replaces the previous seed.

check_integrity holds for any seed: every line a compact JSON object with sorted keys, each kind
of record with exactly its keys, people.tsv's and later-films.tsv's lines as their serialise_tsv
writes them, each film
with credits in movies.jsonl and each without in later-films.tsv, ids unique (across both film
files) and in order, every genre and person a record refers
to present under one name, every episode in a season it fits, and a manifest that matches the
files. check_sources holds for the seed of ../shared/data: its sizes, and spot facts its READMEs
give (Fight Club, Avatar's Sam Worthington, Game of Thrones, Breaking Bad).
"""

import hashlib
import json

from .films_tsv import FILE as LATER_FILMS, parse_tsv, serialise_tsv
from .inputs import is_date
from .merge_films import MOVIE_KEYS
from .people_tsv import FILE as PEOPLE, parse_tsv as parse_people, serialise_tsv as serialise_people
from .reporting import Failure
from .write import DATA_FILES, FORMAT, JSONL_FILES, MANIFEST, compact, counted

PERSON_KEYS = frozenset(("id", "name", "gender", "birthday", "deathday", "countryOfBirth"))
GENRE_KEYS = frozenset(("id", "name"))
SERIES_KEYS = frozenset((
    "companies", "creators", "episodeRunTimes", "figuresAsOf", "firstAirDate", "genres", "id",
    "inProduction", "languages", "lastAirDate", "mainCast", "name", "networks", "numberOfEpisodes",
    "numberOfSeasons", "originCountries", "originalLanguage", "originalName", "overview",
    "popularity", "status", "type", "voteAverage", "voteCount",
))
SEASON_KEYS = frozenset(("airDate", "episodeCount", "figuresAsOf", "id", "name", "seasonNumber", "seriesId"))
EPISODE_KEYS = frozenset((
    "airDate", "creditsRecorded", "crew", "episodeNumber", "figuresAsOf", "guestStars", "id", "name",
    "productionCode", "seasonNumber", "seriesId", "source", "voteAverage", "voteCount",
))

# What ../shared/data gives (see its READMEs).
MIN_MOVIES = 4800
MIN_PEOPLE = 13000
MOST_VOTED = 150  # the films with the most votes, all of which must be in the seed
SERIES_COUNT = 100
SEASON_COUNT = 735  # the seasons of seasons.csv.gz; the later episode records add some


def fail(what):
    raise Failure(f"self-check failed: {what}")


def check_seed(contents, vote_counts):
    """Both checks over the files' bytes ({file name: bytes}); returns the manifest they make."""
    tables, manifest = check_integrity(contents)
    check_sources(tables, vote_counts)
    return manifest


def records(contents, name):
    """The records of a .jsonl file, each a compact object with sorted keys on a line of its own."""
    text = contents[name].decode("utf-8")
    if not text.endswith("\n"):
        fail(f"{name} does not end with a newline")
    result = []
    for number, line in enumerate(text.split("\n")[:-1], 1):
        try:
            record = json.loads(line)
        except ValueError:
            fail(f"{name}:{number} is not JSON")
        if not isinstance(record, dict) or compact(record) != line:
            fail(f"{name}:{number} is not a compact object with sorted keys")
        result.append(record)
    return result


def check_integrity(contents):
    """The checks any seed passes; returns ({file name: records}, the manifest), "movies.jsonl"
    holding the films of both film files, by id."""
    tables = {name: records(contents, name) for name in JSONL_FILES}
    tables[LATER_FILMS] = parse_tsv(contents[LATER_FILMS], fail)
    if serialise_tsv(tables[LATER_FILMS]) != contents[LATER_FILMS]:
        fail(f"{LATER_FILMS} is not as the derivation writes it")
    tables[PEOPLE] = parse_people(contents[PEOPLE], fail)
    if serialise_people(tables[PEOPLE]) != contents[PEOPLE]:
        fail(f"{PEOPLE} is not as the derivation writes it")
    counts = {counted(name): len(tables[name]) for name in DATA_FILES}
    for name, keys in (("movies.jsonl", MOVIE_KEYS), (PEOPLE, PERSON_KEYS), ("genres.jsonl", GENRE_KEYS),
                       ("series.jsonl", SERIES_KEYS), ("seasons.jsonl", SEASON_KEYS),
                       ("episodes.jsonl", EPISODE_KEYS)):
        for number, record in enumerate(tables[name], 1):
            if set(record) != keys:
                fail(f"{name}:{number} has keys {sorted(set(record) ^ keys)} wrong")
    later = tables.pop(LATER_FILMS)
    movies, people, genres = tables["movies.jsonl"], tables[PEOPLE], tables["genres.jsonl"]
    series, seasons, episodes = tables["series.jsonl"], tables["seasons.jsonl"], tables["episodes.jsonl"]
    for name, items in (("movies", movies), ("later films", later), ("people", people), ("genres", genres),
                        ("series", series)):
        check_ids(name, [item["id"] for item in items])
    for movie in movies:
        if movie["creditsRecorded"] is not True:
            fail(f"film {movie['id']}: without credits in movies.jsonl, not in {LATER_FILMS}")
    both = sorted({m["id"] for m in movies} & {m["id"] for m in later})
    if both:
        fail(f"film {both[0]}: in both movies.jsonl and {LATER_FILMS}")
    for movie in later:
        label = f"film {movie['id']}"
        if movie["title"].strip() == "" or not date_or_null(movie["releaseDate"]):
            fail(f"{label}: an empty title or a releaseDate that is not yyyy-mm-dd")
        if movie["runtime"] is not None and movie["runtime"] <= 0:
            fail(f"{label}: runtime {movie['runtime']} is not positive")
        if (movie["voteAverage"] is None) != (movie["voteCount"] is None):
            fail(f"{label}: voteAverage and voteCount are not both given or both unknown")
    movies = tables["movies.jsonl"] = sorted(movies + later, key=lambda movie: movie["id"])
    if len({g["name"] for g in genres}) != len(genres):
        fail("genres: a name twice")
    check_people(people)
    genre_names = {g["name"] for g in genres}
    names = {p["id"]: p["name"] for p in people}
    for movie in movies:
        check_genres(f"film {movie['id']}", movie["genres"], genre_names)
        check_credits(f"film {movie['id']}", movie["cast"] + movie["crew"], names)
    for record in series:
        if not date_or_null(record["firstAirDate"]) or not date_or_null(record["lastAirDate"]):
            fail(f"series {record['id']}: a date that is not yyyy-mm-dd or null")
        check_genres(f"series {record['id']}", record["genres"], genre_names)
        check_credits(f"series {record['id']}", record["creators"] + record["mainCast"], names)
    check_seasons(seasons, {s["id"] for s in series})
    check_episodes(episodes, seasons, names)
    return tables, check_manifest(contents, counts)


def whole(value, least):
    """Whether `value` is an integer (not a bool) of at least `least`."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= least


def date_or_null(value):
    return value is None or is_date(value)


def check_ids(name, ids):
    """Positive integers, each once, in increasing order."""
    if not all(whole(i, 1) for i in ids):
        fail(f"{name}: an entry without a positive integer id")
    if len(set(ids)) != len(ids):
        fail(f"{name}: an id twice")
    if ids != sorted(ids):
        fail(f"{name}: not sorted by id")


def check_people(people):
    """Each person's gender is unknown or TMDb's 1, 2 or 3, and each date a day or unknown."""
    for person in people:
        if person["gender"] not in (None, 1, 2, 3):
            fail(f"person {person['id']}: gender {person['gender']!r} is not null, 1, 2 or 3")
        for key in ("birthday", "deathday"):
            if not date_or_null(person[key]):
                fail(f"person {person['id']}: {key} {person[key]!r} is not a day")


def check_genres(label, genres, genre_names):
    if len(set(genres)) != len(genres):
        fail(f"{label}: a genre twice")
    for genre in genres:
        if genre not in genre_names:
            fail(f"{label}: genre {genre!r} not in genres.jsonl")


def check_credits(label, entries, names):
    """Every credit with a person id names a person of people.tsv, under the person's name."""
    for entry in entries:
        person = entry["personId"]
        if person is None:
            continue
        if person not in names:
            fail(f"{label}: person {person} not in people.tsv")
        if names[person] != entry["name"]:
            fail(f"person {person} named both {names[person]!r} and {entry['name']!r}")


def check_seasons(seasons, series_ids):
    """One season per (series, number), in that order, of a series of series.jsonl."""
    keys = [(s["seriesId"], s["seasonNumber"]) for s in seasons]
    if not all(whole(a, 1) and whole(b, 0) for a, b in keys):
        fail("seasons: an entry without an integer seriesId and seasonNumber")
    if len(set(keys)) != len(keys):
        fail("seasons: a (seriesId, seasonNumber) twice")
    if keys != sorted(keys):
        fail("seasons: not sorted by (seriesId, seasonNumber)")
    for record in seasons:
        label = f"season {record['seriesId']}/{record['seasonNumber']}"
        if record["seriesId"] not in series_ids:
            fail(f"{label}: series not in series.jsonl")
        if not whole(record["episodeCount"], 0):
            fail(f"{label}: no episodeCount")
        if not date_or_null(record["airDate"]):
            fail(f"{label}: airDate not yyyy-mm-dd or null")


def check_episodes(episodes, seasons, names):
    """One episode per (series, season, number), in that order, each TMDb id once, of a season of
    seasons.jsonl and within its count (unless dated as late as the count), with a source."""
    keys = [(e["seriesId"], e["seasonNumber"], e["episodeNumber"]) for e in episodes]
    if not all(whole(a, 1) and whole(b, 0) and whole(c, 1) for a, b, c in keys):
        fail("episodes: an entry without integer seriesId, seasonNumber and episodeNumber")
    if len(set(keys)) != len(keys):
        fail("episodes: a (seriesId, seasonNumber, episodeNumber) twice")
    if keys != sorted(keys):
        fail("episodes: not sorted by (seriesId, seasonNumber, episodeNumber)")
    episode_ids = [e["id"] for e in episodes if e["id"] is not None]
    if len(set(episode_ids)) != len(episode_ids):
        fail("episodes: an id twice")
    season_by_key = {(s["seriesId"], s["seasonNumber"]): s for s in seasons}
    for record in episodes:
        label = f"episode {record['seriesId']}/{record['seasonNumber']}/{record['episodeNumber']}"
        season = season_by_key.get((record["seriesId"], record["seasonNumber"]))
        if season is None:
            fail(f"{label}: season not in seasons.jsonl")
        later = record["figuresAsOf"] is not None and record["figuresAsOf"] >= season["figuresAsOf"]
        if record["episodeNumber"] > season["episodeCount"] and not later:
            fail(f"{label}: the season has {season['episodeCount']} episodes")
        if not date_or_null(record["airDate"]):
            fail(f"{label}: airDate not yyyy-mm-dd or null")
        if not isinstance(record["source"], str) or record["source"] == "":
            fail(f"{label}: no source")
        check_credits(label, record["guestStars"] + record["crew"], names)


def check_manifest(contents, counts):
    """manifest.json is the format, the counts and the sha256 of the seven files, in their order."""
    try:
        manifest = json.loads(contents[MANIFEST])
    except ValueError:
        fail("manifest.json is not JSON")
    fingerprint = hashlib.sha256(b"".join(contents[name] for name in DATA_FILES)).hexdigest()
    expected = {"format": FORMAT, "fingerprint": fingerprint, **counts}
    if manifest != expected:
        fail("manifest.json does not match the data files")
    return expected


def check_sources(tables, vote_counts):
    """What the seed of ../shared/data holds: its sizes, the most-voted films, and spot facts."""
    movies, people = tables["movies.jsonl"], tables[PEOPLE]
    series, seasons, episodes = tables["series.jsonl"], tables["seasons.jsonl"], tables["episodes.jsonl"]
    if len(movies) < MIN_MOVIES:
        fail(f"{len(movies)} films, fewer than {MIN_MOVIES}")
    if len(people) < MIN_PEOPLE:
        fail(f"{len(people)} people, fewer than {MIN_PEOPLE}")
    films = {m["id"]: m for m in movies}
    cutoff = sorted(vote_counts.values(), reverse=True)[MOST_VOTED - 1]
    absent = sorted(f for f, votes in vote_counts.items() if votes >= cutoff and f not in films)
    if absent:
        fail(f"film {absent[0]}, one of the {MOST_VOTED} with the most votes, is missing")
    fight_club = films.get(550, {})
    if (fight_club.get("title"), fight_club.get("releaseDate"), fight_club.get("runtime")) != \
            ("Fight Club", "1999-10-15", 139):
        fail("film 550 is not Fight Club, 1999-10-15, 139 minutes")
    if not any(c["personId"] == 65731 and c["name"] == "Sam Worthington" and c["character"] == "Jake Sully"
               for c in films.get(19995, {}).get("cast", [])):
        fail("film 19995 does not list person 65731 Sam Worthington as Jake Sully")

    counted = [s for s in seasons if s["id"] is not None]  # a season only a later record holds has no TMDb id
    if len(series) != SERIES_COUNT or len(counted) != SEASON_COUNT:
        fail(f"{len(series)} series and {len(counted)} seasons of 2019, not {SERIES_COUNT} and {SEASON_COUNT}")
    thrones = next((s for s in series if s["id"] == 1399), {})
    if (thrones.get("name"), thrones.get("firstAirDate"), thrones.get("numberOfSeasons")) != \
            ("Game of Thrones", "2011-04-17", 8):
        fail("series 1399 is not Game of Thrones, first aired 2011-04-17, 8 seasons")
    first = [e for e in episodes if e["seriesId"] == 1399 and e["seasonNumber"] == 1]
    if len(first) != 10:
        fail(f"series 1399 season 1 has {len(first)} episodes, not 10")
    if (first[0]["episodeNumber"], first[0]["name"], first[0]["airDate"]) != (1, "Winter Is Coming", "2011-04-17"):
        fail("series 1399 season 1 episode 1 is not \"Winter Is Coming\", 2011-04-17")
    if not any(g["personId"] == 117642 and g["name"] == "Jason Momoa" and g["character"] == "Khal Drogo"
               for g in first[0]["guestStars"]):
        fail("series 1399 S1E1 does not list guest star 117642 Jason Momoa as Khal Drogo")
    breaking = [e for e in episodes if e["seriesId"] == 1396 and e["seasonNumber"] == 1]
    if [(e["episodeNumber"], e["name"]) for e in breaking[:1]] != [(1, "Pilot")] or len(breaking) != 7:
        fail("series 1396 season 1 is not 7 episodes opening with \"Pilot\"")
