"""The merge rules of the series: one genre table for films and series, and which record each
season and episode comes from.

An episode of episodes.csv.gz keeps that record (it alone has credits). An episode list adds whole
seasons of seasons.csv.gz that episodes.csv.gz does not hold. A later record replaces a list's
episode (it carries TMDb's id and votes) and adds what neither holds; a season only later records
hold is added, and a season they hold more of than its 2019 count is counted by the episodes held.
"""

from .read_tmdb_tv import TV_EPISODES_SOURCE
from .reporting import Failure


def merge_genres(genres, series_genres):
    """Adds the series' genres to the films' table `genres`: an id keeps one name and a name one
    id, in and across both tables, or the run fails."""
    ids_by_name = {}
    for genre_id in sorted(genres):
        if ids_by_name.setdefault(genres[genre_id], genre_id) != genre_id:
            raise Failure(f"genre {genres[genre_id]!r} has the ids {ids_by_name[genres[genre_id]]} and "
                          f"{genre_id} in movies.csv.gz")
    for genre_id in sorted(series_genres):
        name = series_genres[genre_id]
        if genres.get(genre_id, name) != name:
            raise Failure(f"genre {genre_id} is {genres[genre_id]!r} in movies.csv.gz but {name!r} in series.csv.gz")
        if ids_by_name.get(name, genre_id) != genre_id:
            raise Failure(f"genre {name!r} has the id {ids_by_name[name]} in movies.csv.gz but "
                          f"{genre_id} in series.csv.gz")
        genres[genre_id] = name
        ids_by_name[name] = genre_id


def add_episode_lists(episodes, lists, series, seasons, path, notes):
    """Adds the episodes of the lists read from `path` to `episodes` (those of episodes.csv.gz).

    A listed season must be a season of seasons.csv.gz that episodes.csv.gz does not hold, and a
    listed TMDb episode id one it does not use. A list naming the series otherwise, or holding
    another number of episodes than seasons.csv.gz counts, is noted; series.csv.gz's name and the
    list's episodes are kept."""
    held_seasons = {key[:2] for key in episodes}
    held_ids = {e["id"] for e in episodes.values() if e["id"] is not None}
    for season in lists:
        series_id, number = season["seriesId"], season["seasonNumber"]
        where = f"series {series_id} season {number}"
        if series_id not in series:
            raise Failure(f"{path}: {where}: the series is not in series.csv.gz")
        if (series_id, number) not in seasons:
            raise Failure(f"{path}: {where}: the season is not in seasons.csv.gz")
        if (series_id, number) in held_seasons:
            raise Failure(f"{path}: {where} is also in episodes.csv.gz")
        if season["name"] is not None and season["name"] != series[series_id]["name"]:
            notes.add(f"{where}: the episode list names the series {season['name']!r}, "
                      f"series.csv.gz {series[series_id]['name']!r} (series.csv.gz kept)")
        for key, episode in season["episodes"].items():
            if episode["id"] in held_ids:
                raise Failure(f"{path}: {where} episode {key[2]}: episode id {episode['id']} twice")
            episodes[key] = episode
        count, expected = len(season["episodes"]), seasons[(series_id, number)]["episodeCount"]
        if count != expected:
            notes.add(f"{where}: the episode list has {count} episodes, seasons.csv.gz {expected}")


def add_later_episodes(episodes, later, seasons, notes):
    """Adds the later records' episodes to `episodes` and `seasons`.

    An episode of episodes.csv.gz keeps its record. One an episode list holds takes the later
    record, and a differing title is noted. A season only later records hold is added: "Season N"
    (or "Specials" for 0), aired on its first episode's date, counted by the episodes held, dated
    by the record of its first episode, with no TMDb id. A season they hold more of than its
    count is counted by the episodes held, dated by the latest record holding one, and noted."""
    taken = {}
    for key, record in later.items():
        held = episodes.get(key)
        if held is not None and held["source"] == TV_EPISODES_SOURCE:
            continue
        if held is not None and held["name"] != record["name"]:
            notes.add(f"series {key[0]} S{key[1]}E{key[2]}: {held['name']!r} in the episode list, "
                      f"{record['name']!r} in {repository_of(record)}; kept the TMDb record's")
        taken[key] = record
    unknown_seasons = {}
    for key in sorted(taken):
        if key[:2] not in seasons:
            unknown_seasons.setdefault(key[:2], []).append(taken[key])
    for season_key, season_episodes in unknown_seasons.items():
        seasons[season_key] = later_season(season_key, season_episodes)
    recount_seasons(seasons, episodes, taken, notes)
    episodes.update(taken)


def repository_of(record):
    """The repository a later record names as its source ("owner/name@commit")."""
    return record["source"].split("@")[0]


def later_season(season_key, episodes):
    """A season only later records hold, from its episodes in number order."""
    series_id, number = season_key
    dates = sorted(e["airDate"] for e in episodes if e["airDate"] is not None)
    return {
        "airDate": dates[0] if dates else None,
        "episodeCount": len(episodes),
        "figuresAsOf": episodes[0]["figuresAsOf"],
        "id": None,
        "name": "Specials" if number == 0 else f"Season {number}",
        "seasonNumber": number,
        "seriesId": series_id,
    }


def recount_seasons(seasons, held, later, notes):
    """Counts a season by the episodes held where later records make them more than its count,
    dated by the latest of those records; each such season is noted."""
    keys_by_season = {}
    for key in list(held) + list(later):
        keys_by_season.setdefault(key[:2], set()).add(key)
    for season_key, season in sorted(seasons.items()):
        keys = keys_by_season.get(season_key, set())
        dates = [later[key]["figuresAsOf"] for key in keys if key in later]
        if season["episodeCount"] is None or len(keys) <= season["episodeCount"] or not dates:
            continue
        series_id, number = season_key
        notes.add(f"series {series_id} season {number}: {season['episodeCount']} episodes as of "
                  f"{season['figuresAsOf']}, {len(keys)} held as of {max(dates)}; kept the later count")
        season["episodeCount"], season["figuresAsOf"] = len(keys), max(dates)


def add_main_casts(series, casts):
    """Gives each series its main cast, empty where none is recorded."""
    for series_id, record in series.items():
        record["mainCast"] = casts.get(series_id, [])
