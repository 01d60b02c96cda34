import GRDB

/// Writes checked seed records into empty catalogue tables, and signs the result with the seed's
/// fingerprint and the schema version: the genres and people first (each with their popularity,
/// worked out from the records: `PeopleRanking`), then the films (`MovieRowWriter`) and the series
/// (`SeriesRowWriter`), then the indexes, and last the figures worked out from the rows
/// (`CatalogueTallies`).
enum CatalogueImporter {
    /// - Parameter progress: called now and then with the films written so far and the total.
    static func load(
        _ records: SeedRecords,
        fingerprint: String,
        into db: Database,
        progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws {
        let genreIDs = Dictionary(uniqueKeysWithValues: records.genres.map { ($0.name, $0.id) })
        let insertGenre = try db.makeStatement(sql: "INSERT INTO genre (id, name) VALUES (?, ?)")
        for genre in records.genres {
            try insertGenre.execute(arguments: [genre.id, genre.name])
        }
        try writePeople(records, into: db)
        let total = records.movies.count + records.laterFilms.count
        try writeMovies(records, genreIDs: genreIDs, into: db) { done in progress(done, total) }
        try SeriesRowWriter.write(records, genreIDs: genreIDs, into: db)
        try CatalogueSchema.createIndexes(in: db)
        try CatalogueTallies.write(in: db)
        progress(total, total)
        try db.execute(
            sql: """
                INSERT INTO catalogue_meta (key, value) VALUES ('schema_version', ?), ('seed_fingerprint', ?),
                    ('ranked_people', (SELECT COUNT(*) FROM person WHERE popularity > 0))
                """,
            arguments: [CatalogueSchema.version, fingerprint]
        )
    }

    /// Every person, with the two titles they are known for and their popularity (`PeopleRanking`).
    private static func writePeople(_ records: SeedRecords, into db: Database) throws {
        let ranking = PeopleRanking(records)
        let insertPerson = try CatalogueInsert(
            db,
            sql: """
                INSERT INTO person (id, name, gender, birthday, deathday, country_of_birth, known_for_first, known_for_second, popularity)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        for person in records.people {
            let titles = ranking.titles(of: person.id)
            insertPerson.bind(1, person.id)
            insertPerson.bind(2, person.name)
            insertPerson.bind(3, person.gender)
            insertPerson.bind(4, person.birthday)
            insertPerson.bind(5, person.deathday)
            insertPerson.bind(6, person.countryOfBirth)
            insertPerson.bind(7, titles.first)
            insertPerson.bind(8, titles.second)
            insertPerson.bind(9, titles.popularity)
            try insertPerson.run()
        }
    }

    /// The films of both files, in by id as one sorted list would be: each film of `movies.jsonl`
    /// just before the first later film with a greater id.
    ///
    /// - Parameter progress: called every 250 films with the films written so far.
    private static func writeMovies(
        _ records: SeedRecords, genreIDs: [String: Int], into db: Database, progress: (_ done: Int) -> Void
    ) throws {
        let writer = try MovieRowWriter(db, genreIDs: genreIDs)
        var done = 0
        func counted(_ write: () throws -> Void) rethrows {
            try write()
            if done % 250 == 0 { progress(done) }
            done += 1
        }
        var pending = records.movies[...]
        try records.laterFilms.forEach(otherIDs: Set(records.movies.map(\.id)), genreNames: Set(genreIDs.keys)) { film in
            while let movie = pending.first, movie.id < film.id {
                try counted { try writer.write(movie) }
                pending.removeFirst()
            }
            try counted { try writer.write(film) }
        }
        for movie in pending { try counted { try writer.write(movie) } }
    }
}
