"""The merge rules of the films: which credits a film takes, which name and gender each person of
the films goes by, and what the curated file adds (its synopses, and the plain double quotes the
rebuilt credits lost from some characters). Every disagreement with the curated file is noted;
the dataset's facts are kept.
"""

from .inputs import GENDERS

# The keys of a film in the seed, which the curated file's facts are compared on.
MOVIE_KEYS = frozenset((
    "id", "title", "originalTitle", "originalLanguage", "releaseDate", "runtime", "genres",
    "keywords", "spokenLanguages", "countries", "companies", "budget", "revenue", "status",
    "voteAverage", "voteCount", "popularity", "figuresAsOf", "overview", "cast", "crew", "creditsRecorded",
))


def film_credits(original, rebuilt):
    """Each film's credits: the dataset's original rows (credits.csv.gz) where it has the film,
    else the rebuilt ones (credits_all.csv.gz)."""
    credits = dict(rebuilt)
    credits.update(original)
    return credits


def film_people(credits, notes):
    """(the name, the gender) of each person id of the film credits, going through the films in
    id order: the first name is kept, and a second is an error note; the first gender set is kept
    (0, not set, is unknown), and a second is a note."""
    names, genders = {}, {}
    for film_id in sorted(credits):
        cast, crew = credits[film_id]
        for entry in cast + crew:
            person, name = entry["id"], entry["name"]
            if names.setdefault(person, name) != name:
                notes.add(f"error: person {person} is named both {names[person]!r} and "
                          f"{name!r} in the film credits (film {film_id}); kept the first")
            gender = GENDERS[entry["gender"]]
            if gender is not None and genders.setdefault(person, gender) != gender:
                notes.add(f"person {person} has genders {genders[person]} and {gender} in "
                          f"the film credits (film {film_id}); kept the first")
    return names, genders


def character(curated_cast, entry):
    """The dataset's character for a cast entry (None when empty), but the curated spelling where
    it differs only by the plain double quotes the rebuilt credits lost: 'Thomas "Neo" Anderson'."""
    mine = next((e["character"] for e in curated_cast if e["id"] == entry["id"]), None)
    theirs = entry["character"] or None
    if mine and theirs and mine != theirs and mine.replace('"', "") == theirs:
        return mine
    return theirs


def movie_records(films, credits, curated, names):
    """The seed's films, by id: the dataset's facts, the curated synopsis or None, and the film's
    credits, each person under the one name `names` gives them."""
    movies = []
    for film_id in sorted(films):
        movie = dict(films[film_id])
        movie["overview"] = curated[film_id]["overview"] if film_id in curated else None
        cast, crew = credits[film_id]
        curated_cast = curated.get(film_id, {}).get("cast", [])
        movie["cast"] = [{"personId": e["id"], "name": names[e["id"]], "character": character(curated_cast, e),
                          "order": e["order"]} for e in cast]
        movie["crew"] = [{"personId": e["id"], "name": names[e["id"]], "job": e["job"],
                          "department": e["department"] or None} for e in crew]
        movies.append(movie)
    return movies


def movie_people(movies, genders):
    """The people credited on the films, {id: {"id", "name", "gender"}}, with the films' genders."""
    people = {}
    for movie in movies:
        for entry in movie["cast"] + movie["crew"]:
            person = entry["personId"]
            if person is not None and person not in people:
                people[person] = {"id": person, "name": entry["name"], "gender": genders.get(person)}
    return people


def compare_curated(films, credits, curated, genres, curated_genres, names, notes):
    """Notes every place the curated file disagrees with the dataset; the dataset is kept."""
    for genre_id in sorted(set(genres) | set(curated_genres)):
        mine, theirs = curated_genres.get(genre_id), genres.get(genre_id)
        if mine != theirs:
            notes.add(f"genre {genre_id}: curated {mine!r}, dataset {theirs!r}")
    reported = set()
    for film_id in sorted(curated):
        film = curated[film_id]
        compare_facts(film_id, film, films[film_id], notes)
        for entry in film["cast"] + film["crew"]:
            person, name = entry["id"], entry["name"]
            known = names.get(person)
            if known is not None and known != name and (person, name) not in reported:
                reported.add((person, name))
                notes.add(f"person {person} is {name!r} in the curated file (film {film_id}) "
                          f"but {known!r} in the film credits; the curated name is not used")
        cast, crew = credits[film_id]
        compare_cast(film_id, film["cast"], cast, notes)
        compare_crew(film_id, film["crew"], crew, notes)


def compare_facts(film_id, film, facts, notes):
    """Notes each fact of a curated film that differs from the dataset's, or that the seed has no
    key for."""
    for key in sorted(film):
        if key in ("id", "overview", "cast", "crew"):
            continue
        if key not in MOVIE_KEYS:
            notes.add(f"film {film_id}: curated field {key!r} is not derived; ignored")
        elif film[key] != facts[key] or type(film[key]) is not type(facts[key]):
            notes.add(f"film {film_id}: {key}: curated {film[key]!r}, dataset {facts[key]!r}")


def compare_cast(film_id, curated_cast, cast, notes):
    """Notes a curated cast member the dataset does not credit, a different character, and a
    billing that is not the dataset's order."""
    orders = []
    for index, entry in enumerate(curated_cast):
        hits = [e for e in cast if e["id"] == entry["id"]]
        label = f"film {film_id}: curated cast #{index} {entry['id']} {entry['name']!r}"
        if not hits:
            notes.add(f"{label} is not in the dataset credits for the film (dataset kept)")
            continue
        orders.append(hits[0]["order"])
        characters = [e["character"] or None for e in hits]
        if (entry["character"] or None) not in characters:
            notes.add(f"{label}: character: curated {entry['character']!r}, dataset {characters[0]!r}")
    if orders != sorted(orders):
        notes.add(f"film {film_id}: curated cast billing differs from the dataset's orders {orders}")


def compare_crew(film_id, curated_crew, crew, notes):
    """Notes a curated crew member the dataset does not credit, or credits with another job or
    department."""
    for entry in curated_crew:
        label = f"film {film_id}: curated crew {entry['id']} {entry['name']!r}"
        hits = [e for e in crew if e["id"] == entry["id"]]
        if not hits:
            notes.add(f"{label} ({entry['job']}) is not in the dataset credits for the film (dataset kept)")
            continue
        jobs = [e for e in hits if e["job"] == entry["job"]]
        if not jobs:
            notes.add(f"{label}: job: curated {entry['job']!r}, dataset {', '.join(e['job'] for e in hits)}")
        elif (entry["department"] or None) not in [e["department"] or None for e in jobs]:
            notes.add(f"{label}: department: curated {entry['department']!r}, dataset {jobs[0]['department']!r}")
