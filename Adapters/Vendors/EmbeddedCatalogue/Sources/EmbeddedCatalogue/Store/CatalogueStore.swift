public import Foundation
import GRDB

/// The embedded catalogue: look-ups by id and ordered lists over the films of a seed, answered
/// by SQLite.
///
/// On disk, the database is built from the seed once and reused while the seed's fingerprint and
/// the schema version match. A rebuild writes a temporary file beside the database and renames it
/// into place, so a reader never sees a half-built catalogue and a failed build leaves the old
/// one untouched.
public final class CatalogueStore: Sendable {
    private let database: DatabaseQueue

    private init(database: DatabaseQueue) {
        self.database = database
    }

    /// A catalogue held in memory for the life of the process: for tests, and when no file can be written.
    public static func inMemory(seed: CatalogueSeed) throws(CatalogueError) -> CatalogueStore {
        let document = try SeedReader.read(seed)
        do {
            let queue = try DatabaseQueue()
            try queue.write { db in
                try CatalogueSchema.create(in: db)
                try CatalogueImporter.load(document, fingerprint: seed.fingerprint, into: db)
            }
            return CatalogueStore(database: queue)
        } catch {
            throw .databaseUnavailable(path: ":memory:", reason: String(describing: error))
        }
    }

    /// The catalogue in the SQLite file at `url`, built from `seed` first if the file is missing,
    /// damaged, or was built from another seed or schema.
    public static func open(databaseAt url: URL, seed: CatalogueSeed) throws(CatalogueError) -> CatalogueStore {
        if let current = openIfCurrent(url, fingerprint: seed.fingerprint) {
            return CatalogueStore(database: current)
        }
        let document = try SeedReader.read(seed)
        try build(document, fingerprint: seed.fingerprint, at: url)
        guard let built = openIfCurrent(url, fingerprint: seed.fingerprint) else {
            throw .databaseUnavailable(path: url.path, reason: "it was rebuilt but does not read back")
        }
        return CatalogueStore(database: built)
    }

    // MARK: Look-ups

    public func movie(id: Int) throws(CatalogueError) -> CatalogueMovie? {
        try read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM movie WHERE id = ?", arguments: [id]) else {
                return nil
            }
            let genres = try Row.fetchAll(
                db,
                sql: """
                    SELECT genre.id, genre.name FROM movie_genre JOIN genre ON genre.id = movie_genre.genre_id
                    WHERE movie_genre.movie_id = ? ORDER BY movie_genre.position
                    """,
                arguments: [id]
            ).map { CatalogueGenre(id: $0["id"], name: $0["name"]) }
            return CatalogueMovie(
                id: row["id"],
                title: row["title"],
                originalTitle: row["original_title"],
                originalLanguage: row["original_language"],
                releaseDate: row["release_date"],
                runtime: row["runtime"],
                overview: row["overview"],
                voteAverage: row["vote_average"],
                voteCount: row["vote_count"],
                popularity: row["popularity"],
                genres: genres
            )
        }
    }

    /// The film's credits, or nil when the catalogue has no film with this id.
    public func credits(forMovieID id: Int) throws(CatalogueError) -> CatalogueMovieCredits? {
        try read { db in
            guard try Self.movieExists(id, in: db) else { return nil }
            let cast = try Row.fetchAll(
                db,
                sql: """
                    SELECT movie_cast.person_id, person.name, movie_cast.character, movie_cast.position
                    FROM movie_cast JOIN person ON person.id = movie_cast.person_id
                    WHERE movie_cast.movie_id = ? ORDER BY movie_cast.position
                    """,
                arguments: [id]
            ).map {
                CatalogueCastCredit(personID: $0["person_id"], name: $0["name"], character: $0["character"], order: $0["position"])
            }
            let crew = try Row.fetchAll(
                db,
                sql: """
                    SELECT movie_crew.person_id, person.name, movie_crew.job, movie_crew.department
                    FROM movie_crew JOIN person ON person.id = movie_crew.person_id
                    WHERE movie_crew.movie_id = ? ORDER BY movie_crew.position
                    """,
                arguments: [id]
            ).map {
                CatalogueCrewCredit(personID: $0["person_id"], name: $0["name"], job: $0["job"], department: $0["department"])
            }
            return CatalogueMovieCredits(movieID: id, cast: cast, crew: crew)
        }
    }

    // MARK: Lists

    public func movies(orderedBy order: CatalogueMovieOrder, limit: Int, offset: Int) throws(CatalogueError) -> CatalogueMovieList {
        let (filter, ordering, arguments): (String, String, StatementArguments) =
            switch order {
            case .popularity:
                ("", "popularity DESC, id", [])
            case .rating(let minimumVotes):
                ("WHERE vote_count >= ?", "vote_average DESC, vote_count DESC, id", [minimumVotes])
            }
        return try read { db in
            let total = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM movie \(filter)", arguments: arguments) ?? 0
            let rows = try Row.fetchAll(
                db,
                sql: "SELECT \(Self.summaryColumns) FROM movie \(filter) ORDER BY \(ordering) LIMIT ? OFFSET ?",
                arguments: arguments + [max(0, limit), max(0, offset)]
            )
            return CatalogueMovieList(movies: rows.map(Self.summary), totalCount: total)
        }
    }

    /// Films that share genres or people with the given one, most shared first: each shared genre
    /// scores 1 and each shared person (cast or crew) 2. Nil when the catalogue has no such film.
    public func movies(similarTo id: Int, limit: Int, offset: Int) throws(CatalogueError) -> CatalogueMovieList? {
        try read { db in
            guard try Self.movieExists(id, in: db) else { return nil }
            let scores = """
                WITH credit AS (
                    SELECT movie_id, person_id FROM movie_cast UNION SELECT movie_id, person_id FROM movie_crew
                ),
                points AS (
                    SELECT movie_id, 1 AS point FROM movie_genre
                    WHERE genre_id IN (SELECT genre_id FROM movie_genre WHERE movie_id = :id) AND movie_id != :id
                    UNION ALL
                    SELECT movie_id, 2 AS point FROM credit
                    WHERE person_id IN (SELECT person_id FROM credit WHERE movie_id = :id) AND movie_id != :id
                ),
                score AS (SELECT movie_id, SUM(point) AS total FROM points GROUP BY movie_id)
                """
            let arguments: StatementArguments = ["id": id, "limit": max(0, limit), "offset": max(0, offset)]
            let total = try Int.fetchOne(db, sql: scores + " SELECT COUNT(*) FROM score", arguments: arguments) ?? 0
            let rows = try Row.fetchAll(
                db,
                sql: scores + """
                     SELECT \(Self.summaryColumns) FROM score JOIN movie ON movie.id = score.movie_id
                    ORDER BY score.total DESC, movie.popularity DESC, movie.id LIMIT :limit OFFSET :offset
                    """,
                arguments: arguments
            )
            return CatalogueMovieList(movies: rows.map(Self.summary), totalCount: total)
        }
    }

    // MARK: Reading

    private static let summaryColumns = "movie.id, movie.title, movie.release_date, movie.vote_average, movie.vote_count, movie.overview"

    private static func summary(_ row: Row) -> CatalogueMovieSummary {
        CatalogueMovieSummary(
            id: row["id"],
            title: row["title"],
            releaseDate: row["release_date"],
            voteAverage: row["vote_average"],
            voteCount: row["vote_count"],
            overview: row["overview"]
        )
    }

    private static func movieExists(_ id: Int, in db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM movie WHERE id = ?)", arguments: [id]) ?? false
    }

    private func read<Value>(_ body: (Database) throws -> Value) throws(CatalogueError) -> Value {
        do {
            return try database.read(body)
        } catch {
            throw .queryFailed(String(describing: error))
        }
    }

    // MARK: Building

    /// The database at `url`, opened read-only, if it was built from this fingerprint and schema.
    /// A missing, damaged or foreign file gives nil, and is rebuilt by the caller.
    private static func openIfCurrent(_ url: URL, fingerprint: String) -> DatabaseQueue? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        var configuration = Configuration()
        configuration.readonly = true
        do {
            let queue = try DatabaseQueue(path: url.path, configuration: configuration)
            let meta = try queue.read { db in
                try Dictionary(
                    uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT key, value FROM catalogue_meta")
                        .map { (row: Row) -> (String, String) in (row["key"], row["value"]) })
            }
            guard meta["schema_version"] == CatalogueSchema.version, meta["seed_fingerprint"] == fingerprint else {
                return nil
            }
            return queue
        } catch {
            return nil
        }
    }

    /// Temporary files older than an hour were left by a build that was killed before it could
    /// clean up; no build takes that long.
    private static func removeAbandonedBuilds(of url: URL) {
        let fileManager = FileManager.default
        let directory = url.deletingLastPathComponent()
        let prefix = ".\(url.lastPathComponent)."
        let cutoff = Date().addingTimeInterval(-60 * 60)
        for name in (try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? []
        where name.hasPrefix(prefix) && (name.hasSuffix(".building") || name.hasSuffix(".building-journal")) {
            let path = directory.appendingPathComponent(name).path
            if let modified = (try? fileManager.attributesOfItem(atPath: path))?[.modificationDate] as? Date, modified < cutoff {
                try? fileManager.removeItem(atPath: path)
            }
        }
    }

    private static func build(_ document: SeedDocument, fingerprint: String, at url: URL) throws(CatalogueError) {
        let fileManager = FileManager.default
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(
            ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).building"
        )
        defer {
            for suffix in ["", "-journal"] {
                try? fileManager.removeItem(atPath: temporary.path + suffix)
            }
        }
        do {
            try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
            removeAbandonedBuilds(of: url)
            let queue = try DatabaseQueue(path: temporary.path)
            try queue.write { db in
                try CatalogueSchema.create(in: db)
                try CatalogueImporter.load(document, fingerprint: fingerprint, into: db)
            }
            try queue.close()
        } catch {
            throw .databaseUnavailable(path: url.path, reason: "could not build it: \(error.localizedDescription)")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            throw .databaseUnavailable(path: url.path, reason: "could not move the new catalogue into place: \(reason)")
        }
    }
}
