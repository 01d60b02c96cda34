"""Reader of TMDb's person records, ../shared/data/people/people.csv.gz (see its README).

Gives, by person id, the name TMDb used after 2017 and whatever of birthday, deathday and country
of birth (a three-letter ISO code) the record has; what it lacks is None.
"""

from .inputs import Field, read_csv

PEOPLE_COLUMNS = ("id", "imdb_id", "name", "birthday", "deathday", "country_of_birth")


def read_people(path):
    """{person id: {"name", "birthday", "deathday", "countryOfBirth"}} from people.csv.gz."""
    people = {}
    for line, row in read_csv(path, PEOPLE_COLUMNS):
        f = Field(path, line, row)
        person = f.integer("id")
        f.check("id", person not in people, "a second row for this person")
        f.check("name", row["name"] != "", "an empty name")
        country = row["country_of_birth"]
        f.check("country_of_birth", country == "" or (len(country) == 3 and country.isalpha() and country.isupper()),
                "not a three-letter country code")
        people[person] = {"name": row["name"], "birthday": f.date("birthday"), "deathday": f.date("deathday"),
                          "countryOfBirth": country or None}
    return people
