"""The merge rules of the people: one person an id, under one name, with the facts of TMDb's
person records.

The films' credits come first (merge_films gives their names and genders). A series record that
names a known id is the same person: the name known is kept, and a different one is an error
note; a gender unknown until then is taken from it. Then the latest record's name wins, used in
every credit: people.csv.gz, else the series' main-cast records (cast.csv.gz); each rename is
noted. Birthday, deathday and country of birth come from people.csv.gz alone, else are None.
"""

MAIN_CAST_SOURCE = "cast.csv.gz"


def main_cast_people(casts):
    """The people of the main casts as (id, name, gender (not recorded: None), where), series by
    series in id order."""
    return [(e["personId"], e["name"], None, f"{MAIN_CAST_SOURCE} (series {series_id})")
            for series_id in sorted(casts) for e in casts[series_id]]


def add_series_people(people, named, notes):
    """Adds the people the series records name, (id, name, gender or None, where) in order, to
    `people` ({id: {"id", "name", "gender"}}, the films' people).

    A new id takes its first name and gender. A known id keeps its name; a different one is an
    error note, once per name, except from a main-cast record, whose later name is settled with
    the people's facts (see add_facts). A known id without a gender takes this one; a different
    gender is a note, and the first is kept."""
    origins, reported = {}, set()
    for person, name, gender, where in named:
        if person is None:
            continue
        known = people.get(person)
        if known is None:
            people[person] = {"id": person, "name": name, "gender": gender}
            origins[person] = where
            continue
        if known["name"] != name and (person, name) not in reported and not where.startswith(MAIN_CAST_SOURCE):
            reported.add((person, name))
            notes.add(f"error: person {person} is {name!r} in {where} but {known['name']!r} in "
                      f"{origins.get(person, 'the film credits')}; kept {known['name']!r}")
        if gender is not None:
            if known["gender"] is None:
                known["gender"] = gender
            elif known["gender"] != gender:
                notes.add(f"person {person} has genders {known['gender']} and {gender} ({where}); "
                          f"kept {known['gender']}")


def use_stored_names(series, episodes, people):
    """Names every person of the series' creators and main casts and of the episodes' guests and
    crew as `people` does."""
    entries = [e for record in series.values() for e in record["creators"] + record["mainCast"]]
    entries += [e for record in episodes.values() for e in record["guestStars"] + record["crew"]]
    for entry in entries:
        if entry["personId"] is not None:
            entry["name"] = people[entry["personId"]]["name"]


def add_facts(people, facts, later_names, notes):
    """Gives each person the birthday, deathday and country of birth of people.csv.gz (`facts`),
    or None, and the later name where it differs: people.csv.gz's, else the main-cast records'
    (`later_names`). Returns the renames, {id: new name}; each is noted."""
    renamed = {}
    for person in sorted(people):
        record = people[person]
        known = facts.get(person, {})
        for key in ("birthday", "deathday", "countryOfBirth"):
            record[key] = known.get(key)
        name, source = (known["name"], "people.csv.gz") if "name" in known else (later_names.get(person), MAIN_CAST_SOURCE)
        if name is not None and name != record["name"]:
            notes.add(f"person {person}: {record['name']!r} in the credits, {name!r} in {source}; "
                      f"kept {name!r}, the later record")
            renamed[person] = name
            record["name"] = name
    return renamed


def rename(entries, renamed):
    """Gives each credit whose person was renamed the new name."""
    for entry in entries:
        if entry.get("personId") in renamed:
            entry["name"] = renamed[entry["personId"]]
