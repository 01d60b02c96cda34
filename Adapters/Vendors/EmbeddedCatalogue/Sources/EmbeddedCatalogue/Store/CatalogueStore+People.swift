import GRDB

// A person, their credits on films and series, and people by popularity.
extension CatalogueStore {
    /// The person, or nil when the catalogue has none with this id.
    public func person(id: Int) throws(CatalogueError) -> CataloguePerson? {
        try read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM person WHERE id = ?", arguments: [id]) else { return nil }
            return CataloguePerson(
                id: try row.decode(forColumn: "id"), name: try row.decode(forColumn: "name"),
                gender: (try row.decode(Int?.self, forColumn: "gender")).flatMap { $0 == 0 ? nil : $0 },
                birthday: try row.decode(forColumn: "birthday"), deathday: try row.decode(forColumn: "deathday"),
                countryOfBirth: try row.decode(forColumn: "country_of_birth"), popularity: try row.decode(forColumn: "popularity"))
        }
    }

    /// Every credit of the person, films then series; nil when the catalogue has no such person.
    public func credits(ofPersonID id: Int) throws(CatalogueError) -> [CataloguePersonCredit]? {
        try read { db in
            guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM person WHERE id = ?)", arguments: [id]) == true else {
                return nil
            }
            let films = try Self.records(
                db,
                sql: """
                    SELECT movie.id, movie.title, movie.release_date, movie.vote_average, movie.vote_count,
                           credit.character, credit.job, credit.department, movie.figures_as_of
                    FROM (SELECT movie_id, position, character, NULL AS job, NULL AS department, 0 AS crew FROM movie_cast WHERE person_id = :id
                          UNION ALL
                          SELECT movie_id, position, NULL, job, department, 1 FROM movie_crew WHERE person_id = :id) AS credit
                    JOIN movie ON movie.id = credit.movie_id
                    ORDER BY credit.crew, movie.release_date DESC, credit.position
                    """,
                arguments: ["id": id]
            ) { row in
                CataloguePersonCredit(
                    kind: .movie, titleID: try row.decode(atIndex: 0), title: try row.decode(atIndex: 1), date: try row.decode(atIndex: 2),
                    voteAverage: try row.decode(atIndex: 3), voteCount: try row.decode(atIndex: 4), figuresAsOf: try row.decode(atIndex: 8),
                    character: try row.decode(atIndex: 5), job: try row.decode(atIndex: 6), department: try row.decode(atIndex: 7),
                    episodeCount: nil, isMainCast: false)
            }
            let series = try Self.records(
                db,
                sql: """
                    SELECT series.id, series.name, series.first_air_date, series.vote_average, series.vote_count, series.figures_as_of,
                           credit.character, credit.job, credit.department, COUNT(DISTINCT credit.episode) AS episodes
                    FROM (SELECT series_id, season_number * 10000 + episode_number AS episode, character, NULL AS job, NULL AS department
                          FROM episode_guest WHERE person_id = :id
                          UNION ALL
                          SELECT series_id, season_number * 10000 + episode_number, NULL, job, department
                          FROM episode_crew WHERE person_id = :id) AS credit
                    JOIN series ON series.id = credit.series_id
                    GROUP BY series.id, credit.character, credit.job, credit.department
                    ORDER BY series.first_air_date DESC, series.id
                    """,
                arguments: ["id": id]
            ) { row in
                CataloguePersonCredit(
                    kind: .tv, titleID: try row.decode(atIndex: 0), title: try row.decode(atIndex: 1), date: try row.decode(atIndex: 2),
                    voteAverage: try row.decode(atIndex: 3), voteCount: try row.decode(atIndex: 4), figuresAsOf: try row.decode(atIndex: 5),
                    character: try row.decode(atIndex: 6), job: try row.decode(atIndex: 7), department: try row.decode(atIndex: 8),
                    episodeCount: try row.decode(atIndex: 9), isMainCast: false)
            }
            let mainCast = try Self.records(
                db,
                sql: """
                    SELECT series.id, series.name, series.first_air_date, series.vote_average, series.vote_count, series.figures_as_of,
                           series_cast.character, series_cast.episode_count
                    FROM series_cast JOIN series ON series.id = series_cast.series_id
                    WHERE series_cast.person_id = ? ORDER BY series.first_air_date DESC, series.id
                    """,
                arguments: [id]
            ) { row in
                CataloguePersonCredit(
                    kind: .tv, titleID: try row.decode(atIndex: 0), title: try row.decode(atIndex: 1), date: try row.decode(atIndex: 2),
                    voteAverage: try row.decode(atIndex: 3), voteCount: try row.decode(atIndex: 4), figuresAsOf: try row.decode(atIndex: 5),
                    character: try row.decode(atIndex: 6), job: nil, department: nil, episodeCount: try row.decode(atIndex: 7),
                    isMainCast: true)
            }
            // A main-cast member's guest appearances in the episodes held are the same part: the main
            // credit, with the source's count, stands for them.
            let main = Set(mainCast.map(\.titleID))
            return films + mainCast + series.filter { !(main.contains($0.titleID) && $0.job == nil) }
        }
    }

    /// People, the most popular first, with the two titles that count most towards it (a lead in a
    /// popular film before a cameo in a more popular one): both computed when the catalogue is
    /// built (`PeopleRanking`).
    public func people(orderedByPopularity limit: Int, offset: Int) throws(CatalogueError) -> CataloguePeopleList {
        try read { db in
            // Counted once, when the catalogue is built: counting 60,000 rows here would cost more than the page.
            let counted = try String.fetchOne(db, sql: "SELECT value FROM catalogue_meta WHERE key = 'ranked_people'")
            let total = counted.flatMap { Int($0) } ?? 0
            let people = try Self.records(
                db,
                sql: """
                    SELECT id, name, popularity, known_for_first, known_for_second FROM person
                    WHERE popularity > 0 ORDER BY popularity DESC, id LIMIT ? OFFSET ?
                    """,
                arguments: [max(0, limit), max(0, offset)]
            ) { row in
                CataloguePersonSummary(
                    id: try row.decode(atIndex: 0), name: try row.decode(atIndex: 1), popularity: try row.decode(atIndex: 2),
                    knownFor: [try row.decode(String?.self, atIndex: 3), try row.decode(String?.self, atIndex: 4)].compactMap { $0 })
            }
            return CataloguePeopleList(people: people, totalCount: total)
        }
    }
}
