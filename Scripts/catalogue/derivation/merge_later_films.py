"""The merge rules of the films of 2000–2025 with the TMDB 5000 films.

- A film of the TMDB 5000 dataset keeps its facts, credits, keywords and synopsis; its votes,
  average and popularity are the later file's where that file counts votes for it (figures taken
  years later, dated by their source), else its own of 2017.
- Where both later files hold a film, the 2025 file's facts and figures win where it gives them
  (its README: the first file has films not yet out with no votes and no budget); the first file
  fills what the 2025 file lacks (original title, companies, countries, spoken languages).
- Popularity is put on one scale, the 2000–2024 file's, which holds the most films: the figures of
  another source are multiplied by the median, over the films both hold, of the 2000–2024 file's
  figure over the other's. A constant factor keeps each source's own order.
- Every film of the later files has no credits: `creditsRecorded` is false, and its cast and crew
  are empty because they are unknown, not because it has none.
"""

import statistics

from .reporting import Failure


def popularity_factor(reference, other, label):
    """The median of reference/other popularity over the films both hold with a figure above 0."""
    ratios = [reference[i]["popularity"] / other[i]["popularity"] for i in sorted(set(reference) & set(other))
              if reference[i]["popularity"] > 0 and other[i]["popularity"] > 0]
    if not ratios:
        raise Failure(f"no film shared with {label}: its popularity cannot be put on one scale")
    return statistics.median(ratios), len(ratios)


def later_films(facts, popular, notes):
    """The films of both later files by id, the 2025 file's facts over the first file's, and each
    popularity on the first file's scale."""
    factor, shared = popularity_factor(facts, popular, "the popular films of 2020–2025")
    notes.add(f"popularity of the 2025 file × {factor:.4f} (the median over {shared} films both later files hold)")
    films = {film_id: dict(record) for film_id, record in facts.items()}
    differ = {"releaseDate": 0, "runtime": 0, "title": 0}
    for film_id, record in sorted(popular.items()):
        scaled = dict(record, popularity=round(record["popularity"] * factor, 3))
        earlier = films.get(film_id)
        if earlier is None:
            films[film_id] = scaled
            continue
        for key in differ:
            if scaled[key] is not None and earlier[key] is not None and scaled[key] != earlier[key]:
                differ[key] += 1
        films[film_id] = {key: earlier[key] if value is None or value == [] else value for key, value in scaled.items()}
    notes.add(f"{len(set(facts) & set(popular))} films are in both later files; the 2025 file's facts kept where it "
              f"gives them (another release date for {differ['releaseDate']}, runtime for {differ['runtime']}, "
              f"title for {differ['title']})")
    return films


def merge(movies, later, notes):
    """The seed's films, sorted by id: the TMDB 5000 films (`movies`, with their credits) with the
    later figures where the later files count votes for them, then every other later film."""
    by_id = {record["id"]: record for record in movies}
    factor, shared = popularity_factor(later, by_id, "the TMDB 5000 films")
    notes.add(f"popularity of 2017 × {factor:.4f} (the median over {shared} films the 2000–2024 file also holds)")
    merged, refigured, differ = [], 0, 0
    for film_id in sorted(set(by_id) | set(later)):
        record, newer = by_id.get(film_id), later.get(film_id)
        if record is None:
            merged.append(dict(newer, keywords=[], overview=None, cast=[], crew=[], creditsRecorded=False))
            continue
        record = dict(record, creditsRecorded=True)
        if newer is not None and newer["voteCount"] is not None:
            refigured += 1
            for key in ("voteAverage", "voteCount", "popularity", "figuresAsOf"):
                record[key] = newer[key]
            differ += any(record[k] != newer[k] for k in ("title", "releaseDate", "runtime"))
        else:
            record["popularity"] = round(record["popularity"] * factor, 3)
        merged.append(record)
    notes.add(f"{refigured} TMDB 5000 films take the later figures; their own facts and credits kept "
              f"({differ} of them differ from the later file in title, release date or runtime)")
    return merged
