public import Foundation
import GRDB
import Synchronization

/// The embedded catalogue: look-ups by id and ordered lists over the films of a seed, answered
/// by SQLite.
///
/// On disk, the database is the app's own derived file. It is built from the seed once, under a
/// lock that makes every other process wait rather than build too, into a temporary file renamed
/// into place, so that no reader ever sees a half-built catalogue. It is reused while its seed
/// fingerprint, schema version and tables are as expected; a damaged one (a table dropped, a value
/// of the wrong type in a row) is rebuilt, once, and the question asked again.
public final class CatalogueStore: Sendable {
    /// Called now and then during a build with the films written and the total.
    public typealias BuildProgress = @Sendable (_ done: Int, _ total: Int) -> Void

    private struct Location: Sendable {
        let url: URL
        let seed: CatalogueSeed
        let progress: BuildProgress?
    }

    private struct State: Sendable {
        var database: DatabaseQueue
        /// The file `database` was opened from, to tell it from one another process put in its place.
        var file: CatalogueFiles.Identity?
        var hasRebuilt = false
    }

    private let state: Mutex<State>
    /// Where a file-backed catalogue lives, to rebuild it when it turns out damaged; nil in memory.
    private let location: Location?

    private init(database: DatabaseQueue, location: Location?) {
        state = Mutex(State(database: database, file: location.flatMap { CatalogueFiles.identity(of: $0.url) }))
        self.location = location
    }

    /// A catalogue held in memory for the life of the process: for tests, and when no file can be written.
    public static func inMemory(seed: CatalogueSeed) throws(CatalogueError) -> CatalogueStore {
        let records = try SeedReader.read(seed)
        do {
            let queue = try DatabaseQueue()
            try queue.write { db in
                try CatalogueSchema.create(in: db)
                try CatalogueImporter.load(records, fingerprint: seed.fingerprint, into: db)
            }
            return CatalogueStore(database: queue, location: nil)
        } catch {
            throw .databaseUnavailable(path: ":memory:", reason: String(describing: error))
        }
    }

    /// The catalogue in the SQLite file at `url`, built from `seed` first if the file is missing,
    /// damaged, or was built from another seed or schema.
    public static func open(databaseAt url: URL, seed: CatalogueSeed, progress: BuildProgress? = nil) throws(CatalogueError)
        -> CatalogueStore
    {
        let location = Location(url: url, seed: seed, progress: progress)
        CatalogueFiles.removeAbandonedBuilds(of: url)
        if let current = openIfCurrent(url, fingerprint: seed.fingerprint) {
            return CatalogueStore(database: current, location: location)
        }
        return CatalogueStore(database: try buildUnderLock(location, replacing: nil), location: location)
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
            ).map { row in CatalogueGenre(id: try row.decode(forColumn: "id"), name: try row.decode(forColumn: "name")) }
            return CatalogueMovie(
                id: try row.decode(forColumn: "id"),
                title: try row.decode(forColumn: "title"),
                originalTitle: try row.decode(forColumn: "original_title"),
                originalLanguage: try row.decode(forColumn: "original_language"),
                releaseDate: try row.decode(forColumn: "release_date"),
                runtime: try row.decode(forColumn: "runtime"),
                overview: try row.decode(forColumn: "overview"),
                voteAverage: try row.decode(forColumn: "vote_average"),
                voteCount: try row.decode(forColumn: "vote_count"),
                popularity: try row.decode(forColumn: "popularity"),
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
                sql: "SELECT person_id, name, character, position FROM movie_cast WHERE movie_id = ? ORDER BY position",
                arguments: [id]
            ).map { row in
                CatalogueCastCredit(
                    personID: try row.decode(forColumn: "person_id"),
                    name: try row.decode(forColumn: "name"),
                    character: try row.decode(forColumn: "character"),
                    order: try row.decode(forColumn: "position")
                )
            }
            let crew = try Row.fetchAll(
                db,
                sql: "SELECT person_id, name, job, department FROM movie_crew WHERE movie_id = ? ORDER BY position",
                arguments: [id]
            ).map { row in
                CatalogueCrewCredit(
                    personID: try row.decode(forColumn: "person_id"),
                    name: try row.decode(forColumn: "name"),
                    job: try row.decode(forColumn: "job"),
                    department: try row.decode(forColumn: "department")
                )
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
            return CatalogueMovieList(movies: try rows.map(Self.summary), totalCount: total)
        }
    }

    /// Films like the given one, most alike first: each shared keyword or genre scores 1 and each
    /// shared person with an id (cast or crew) 2. The films listed are those sharing a keyword or a
    /// person; only when there are none do films sharing a genre alone make the list (a genre
    /// such as Drama is shared by half the catalogue, and says little on its own).
    /// Nil when the catalogue has no such film.
    public func movies(similarTo id: Int, limit: Int, offset: Int) throws(CatalogueError) -> CatalogueMovieList? {
        try read { db in
            guard try Self.movieExists(id, in: db) else { return nil }
            // The film's own people first (a handful), so that the shared credits are found
            // through the person indexes rather than by scanning every credit.
            let scores = """
                WITH mine AS (
                    SELECT person_id FROM movie_cast WHERE movie_id = :id AND person_id IS NOT NULL
                    UNION SELECT person_id FROM movie_crew WHERE movie_id = :id AND person_id IS NOT NULL
                ),
                shared AS (
                    SELECT movie_id, person_id FROM movie_cast WHERE person_id IN mine
                    UNION SELECT movie_id, person_id FROM movie_crew WHERE person_id IN mine
                ),
                strong AS (
                    SELECT movie_id, 1 AS point FROM movie_keyword
                    WHERE keyword IN (SELECT keyword FROM movie_keyword WHERE movie_id = :id)
                    UNION ALL
                    SELECT movie_id, 2 FROM shared
                ),
                candidates AS MATERIALIZED (SELECT DISTINCT movie_id FROM strong WHERE movie_id != :id),
                points AS (
                    SELECT movie_id, point FROM strong
                    UNION ALL
                    SELECT movie_id, 1 FROM movie_genre
                    WHERE genre_id IN (SELECT genre_id FROM movie_genre WHERE movie_id = :id)
                      AND (movie_id IN candidates OR NOT EXISTS (SELECT 1 FROM candidates))
                ),
                score AS (SELECT movie_id, SUM(point) AS total FROM points WHERE movie_id != :id GROUP BY movie_id)
                """
            let arguments: StatementArguments = ["id": id, "limit": max(0, limit), "offset": max(0, offset)]
            // One pass ranks the list through a covering index of (id, popularity), giving the
            // page's ids and, on each, the length of the whole list; then the page's rows are read.
            let ranked = try Row.fetchAll(
                db,
                sql: scores + """
                     SELECT movie.id, COUNT(*) OVER () AS list_length
                    FROM score JOIN movie ON movie.id = score.movie_id
                    ORDER BY score.total DESC, movie.popularity DESC, movie.id LIMIT :limit OFFSET :offset
                    """,
                arguments: arguments
            )
            let total =
                try ranked.first.map { try $0.decode(Int.self, forColumn: "list_length") }
                ?? Int.fetchOne(db, sql: scores + " SELECT COUNT(*) FROM score", arguments: arguments) ?? 0
            let ids = try ranked.map { try $0.decode(Int.self, forColumn: "id") }
            let summaries = try Dictionary(
                uniqueKeysWithValues: Row.fetchAll(
                    db,
                    sql: "SELECT \(Self.summaryColumns) FROM movie WHERE id IN (\(ids.map { _ in "?" }.joined(separator: ",")))",
                    arguments: StatementArguments(ids)
                ).map { row in (try row.decode(Int.self, forColumn: "id"), try Self.summary(row)) })
            let rows = ids.compactMap { summaries[$0] }
            return CatalogueMovieList(movies: rows, totalCount: total)
        }
    }

    // MARK: Reading

    private static let summaryColumns = "movie.id, movie.title, movie.release_date, movie.vote_average, movie.vote_count, movie.overview"

    private static func summary(_ row: Row) throws -> CatalogueMovieSummary {
        CatalogueMovieSummary(
            id: try row.decode(forColumn: "id"),
            title: try row.decode(forColumn: "title"),
            releaseDate: try row.decode(forColumn: "release_date"),
            voteAverage: try row.decode(forColumn: "vote_average"),
            voteCount: try row.decode(forColumn: "vote_count"),
            overview: try row.decode(forColumn: "overview")
        )
    }

    private static func movieExists(_ id: Int, in db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM movie WHERE id = ?)", arguments: [id]) ?? false
    }

    /// Runs a read. When it fails on a file the app built, the file is taken as damaged: it is
    /// rebuilt (once in the life of the process) and the read is tried again.
    func read<Value>(_ body: (Database) throws -> Value) throws(CatalogueError) -> Value {
        let (database, file, canRebuild) = state.withLock { ($0.database, $0.file, !$0.hasRebuilt && location != nil) }
        do {
            return try database.read(body)
        } catch {
            guard canRebuild, let location else { throw Self.readError(error) }
            let rebuilt = try Self.buildUnderLock(location, replacing: file)
            state.withLock {
                $0.database = rebuilt
                $0.file = CatalogueFiles.identity(of: location.url)
                $0.hasRebuilt = true
            }
            do {
                return try rebuilt.read(body)
            } catch {
                throw Self.readError(error)
            }
        }
    }

    private static func readError(_ error: any Error) -> CatalogueError {
        if error is RowDecodingError { return .rowUndecodable(String(describing: error)) }
        return .queryFailed(String(describing: error))
    }

    // MARK: Building

    /// The database at `url`, opened read-only, if it was built from this fingerprint and schema
    /// and still has every table. A missing, damaged or foreign file gives nil.
    private static func openIfCurrent(_ url: URL, fingerprint: String) -> DatabaseQueue? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        var configuration = Configuration()
        configuration.readonly = true
        // Map the file into memory: a query then touches its pages without a read call for each.
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA mmap_size = 268435456") }
        do {
            let queue = try DatabaseQueue(path: url.path, configuration: configuration)
            let current = try queue.read { db -> Bool in
                let tables = try Set(String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'"))
                guard CatalogueSchema.tables.isSubset(of: tables) else { return false }
                let meta = try Dictionary(
                    uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT key, value FROM catalogue_meta").map { row in
                        (try row.decode(String.self, forColumn: "key"), try row.decode(String.self, forColumn: "value"))
                    })
                return meta["schema_version"] == CatalogueSchema.version && meta["seed_fingerprint"] == fingerprint
            }
            return current ? queue : nil
        } catch {
            return nil
        }
    }

    /// Builds the database under the lock that every process takes to build, unless another
    /// process built a good one while this one waited. `replacing` names the damaged file this
    /// process has open: while that file is still in place, it is rebuilt even though it looks current.
    private static func buildUnderLock(_ location: Location, replacing damaged: CatalogueFiles.Identity?) throws(CatalogueError)
        -> DatabaseQueue
    {
        let url = location.url
        return try CatalogueFiles.withBuildLock(for: url) { () throws(CatalogueError) -> DatabaseQueue in
            if let current = openIfCurrent(url, fingerprint: location.seed.fingerprint),
                damaged == nil || CatalogueFiles.identity(of: url) != damaged
            {
                return current
            }
            let records = try SeedReader.read(location.seed)
            try build(records, fingerprint: location.seed.fingerprint, at: url, progress: location.progress)
            guard let built = openIfCurrent(url, fingerprint: location.seed.fingerprint) else {
                throw .databaseUnavailable(path: url.path, reason: "it was rebuilt but does not read back")
            }
            return built
        }
    }

    private static func build(_ records: SeedRecords, fingerprint: String, at url: URL, progress: BuildProgress?) throws(CatalogueError) {
        let temporary = CatalogueFiles.temporaryBuildURL(for: url)
        defer { CatalogueFiles.removeBuild(at: temporary) }
        do {
            let queue = try DatabaseQueue(path: temporary.path)
            try queue.write { db in
                try CatalogueSchema.create(in: db)
                try CatalogueImporter.load(records, fingerprint: fingerprint, into: db) { done, total in progress?(done, total) }
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
