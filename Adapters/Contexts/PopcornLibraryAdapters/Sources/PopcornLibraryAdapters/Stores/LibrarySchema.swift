import GRDB

/// The tables of a library file, and the steps from each version of them to the next. A file
/// records the version it is at in `PRAGMA user_version`; opening it runs the steps it lacks, in
/// the same immediate transaction that checks the file is a library, so that two first runs
/// never both create the tables.
///
/// Times are seconds since 2001 (a Double, as a `Date` holds it: read back, it is the `Date`
/// written, and so the newer-wins comparison in SQL is the one in Swift), days are
/// "YYYY-MM-DD", kinds the command line's words. `changed_at` is the watchlist entry's
/// `changedAt`, kept so that the newer-wins rule is one comparison in SQL.
enum LibrarySchema {
    /// Written into the file's header, so that a database of some other program, or Popcorn's
    /// other files, is told apart from a new, empty one.
    static let applicationID: Int32 = 0x504F_504C  // "POPL"

    /// Step n brings a file from version n to n + 1. Append; never edit a step that shipped.
    static let migrations: [String] = [
        """
        CREATE TABLE watchlist_entry (
            kind TEXT NOT NULL,
            tmdb_id INTEGER NOT NULL,
            added_at REAL NOT NULL,
            removed_at REAL,
            changed_at REAL NOT NULL,
            PRIMARY KEY (kind, tmdb_id)
        ) WITHOUT ROWID;
        CREATE TABLE watch (
            kind TEXT NOT NULL,
            tmdb_id INTEGER NOT NULL,
            day TEXT NOT NULL,
            rating INTEGER CHECK (rating BETWEEN 1 AND 10),
            note TEXT,
            recorded_at REAL NOT NULL,
            PRIMARY KEY (kind, tmdb_id, day)
        ) WITHOUT ROWID;
        CREATE TABLE opened_entry (
            sequence INTEGER PRIMARY KEY AUTOINCREMENT,
            kind TEXT NOT NULL,
            item_id INTEGER NOT NULL,
            opened_at REAL NOT NULL,
            UNIQUE (kind, item_id)
        );
        CREATE TABLE carried_over (
            source TEXT PRIMARY KEY NOT NULL,
            entries INTEGER NOT NULL,
            carried_at REAL NOT NULL
        );
        """
    ]

    static var version: Int { migrations.count }

    enum Refusal: Error {
        /// Some other program's database, or a Popcorn file of another kind.
        case foreign
        /// A library written by a newer Popcorn, at this version.
        case newer(Int)
    }

    /// Brings the file `db` holds to the current version, inside the caller's transaction; a new,
    /// empty file becomes a library.
    static func prepare(_ db: Database) throws {
        let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        if applicationID != Self.applicationID {
            let objects = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
            guard applicationID == 0, objects == 0 else { throw Refusal.foreign }
            try db.execute(sql: "PRAGMA application_id = \(Self.applicationID)")
        }
        let current = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        guard current <= version else { throw Refusal.newer(current) }
        for step in migrations.dropFirst(current) {
            try db.execute(sql: step)
        }
        if current < version { try db.execute(sql: "PRAGMA user_version = \(version)") }
    }
}
