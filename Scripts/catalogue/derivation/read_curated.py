"""Reader of the curated films, Scripts/catalogue/curated-movies.json.

The file holds synopses written in Popcorn's own words ("overview"), one per film, beside facts
and credits copied when it was first written. Only the synopses go into the seed; the rest is
read so that the merge can say where it disagrees with the dataset.
"""

from .inputs import is_id, is_text, read_json, requirement


def read_curated(path):
    """(the curated films by id, the curated genre table {id: name})."""
    document = read_json(path)
    require = requirement(path)
    require(isinstance(document, dict) and isinstance(document.get("movies"), list),
            "no list of movies under \"movies\"")
    genres = {}
    for genre in document.get("genres", []):
        require(isinstance(genre, dict) and is_id(genre.get("id")) and is_text(genre.get("name")),
                "a genre without an id and a name")
        genres[genre["id"]] = genre["name"]
    films = {}
    for film in document["movies"]:
        require(isinstance(film, dict) and is_id(film.get("id")), "a film without an id")
        where = f"film {film['id']}"
        require(film["id"] not in films, f"{where} listed twice")
        require(is_text(film.get("overview")), f"{where}: no overview")
        require(isinstance(film.get("cast"), list) and isinstance(film.get("crew"), list),
                f"{where}: no cast or crew list")
        for person in film["cast"]:
            require(isinstance(person, dict) and is_id(person.get("id")) and is_text(person.get("name"))
                    and isinstance(person.get("character"), (str, type(None))),
                    f"{where}: a cast entry without an id, a name and a character")
        for person in film["crew"]:
            require(isinstance(person, dict) and is_id(person.get("id")) and is_text(person.get("name"))
                    and is_text(person.get("job")) and isinstance(person.get("department"), (str, type(None))),
                    f"{where}: a crew entry without an id, a name and a job")
        films[film["id"]] = film
    return films, genres
