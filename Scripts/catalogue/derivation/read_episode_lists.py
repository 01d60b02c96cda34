"""Reader of the published episode lists, Scripts/catalogue/episode-lists.json.

{"series": [{"seriesId", "seasonNumber", "name", "sources", "episodes": [{"episodeNumber", "name",
"airDate", "tmdbEpisodeId", "sources"}]}]}: whole seasons copied from published lists, each source
named. An episode's source is the first it names, else the first its season names. The lists give
no credits, votes or production codes, so those are empty or None.
"""

from .inputs import is_date, is_id, read_json, requirement


def read_episode_lists(path):
    """The seasons listed, in the file's order: [{"seriesId", "seasonNumber", "name" (the series'
    name as the list gives it, or None), "episodes": {(series, season, episode): record}}]."""
    document = read_json(path)
    require = requirement(path)
    require(isinstance(document, dict) and isinstance(document.get("series"), list),
            "no list of series under \"series\"")
    seasons, listed, episode_ids = [], set(), set()
    for entry in document["series"]:
        require(isinstance(entry, dict) and is_id(entry.get("seriesId"))
                and isinstance(entry.get("seasonNumber"), int) and not isinstance(entry["seasonNumber"], bool),
                "a list without an integer seriesId and seasonNumber")
        series_id, number = entry["seriesId"], entry["seasonNumber"]
        where = f"series {series_id} season {number}"
        require((series_id, number) not in listed, f"{where} is listed twice")
        listed.add((series_id, number))
        season_sources = sources_of(require, entry, where)
        require(isinstance(entry.get("episodes"), list) and entry["episodes"], f"{where}: no list of episodes")
        episodes = {}
        for episode in entry["episodes"]:
            require(isinstance(episode, dict) and is_id(episode.get("episodeNumber")),
                    f"{where}: an episode without a positive integer episodeNumber")
            label = f"{where} episode {episode['episodeNumber']}"
            key = (series_id, number, episode["episodeNumber"])
            require(key not in episodes, f"{label} listed twice")
            require(isinstance(episode.get("name"), str) and episode["name"].strip() != "", f"{label}: no name")
            require(episode.get("airDate") is None or is_date(episode["airDate"]),
                    f"{label}: airDate is not yyyy-mm-dd or null")
            episode_id = episode.get("tmdbEpisodeId")
            require(episode_id is None or is_id(episode_id), f"{label}: tmdbEpisodeId is not a positive integer or null")
            require(episode_id is None or episode_id not in episode_ids, f"{label}: episode id {episode_id} twice")
            if episode_id is not None:
                episode_ids.add(episode_id)
            sources = sources_of(require, episode, label) or season_sources
            require(sources, f"{label}: no source")
            episodes[key] = listed_episode(key, episode["name"], episode.get("airDate"), episode_id, sources[0])
        seasons.append({"seriesId": series_id, "seasonNumber": number, "name": entry.get("name"),
                        "episodes": episodes})
    return seasons


def sources_of(require, item, where):
    """The "sources" of a season or an episode: a list of non-empty strings, empty when absent."""
    sources = item.get("sources", [])
    require(isinstance(sources, list) and all(isinstance(s, str) and s.strip() != "" for s in sources),
            f"{where}: \"sources\" is not a list of non-empty strings")
    return sources


def listed_episode(key, name, air_date, episode_id, source):
    """An episode record of a list: no credits (none recorded), votes or production code."""
    series_id, number, episode_number = key
    return {
        "airDate": air_date,
        "creditsRecorded": False,
        "crew": [],
        "episodeNumber": episode_number,
        "figuresAsOf": None,
        "guestStars": [],
        "id": episode_id,
        "name": name,
        "productionCode": None,
        "seasonNumber": number,
        "seriesId": series_id,
        "source": source,
        "voteAverage": None,
        "voteCount": None,
    }
