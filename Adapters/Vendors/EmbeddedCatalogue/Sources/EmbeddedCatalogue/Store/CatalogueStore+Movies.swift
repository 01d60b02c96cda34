import GRDB

// A film and its credits.
extension CatalogueStore {
    public func movie(id: Int) throws(CatalogueError) -> CatalogueMovie? {
        try read { db in
            guard let row = try Self.cachedRow(db, sql: "SELECT \(Self.movieColumns) FROM movie WHERE id = ?", arguments: [id]) else {
                return nil
            }
            let genres = try Self.genres(of: "movie", id: id, in: db)
            return CatalogueMovie(
                id: try row.decode(atIndex: 0),
                title: try row.decode(atIndex: 1),
                originalTitle: try row.decode(atIndex: 2),
                originalLanguage: try row.decode(atIndex: 3),
                releaseDate: try row.decode(atIndex: 4),
                runtime: try row.decode(atIndex: 5),
                overview: try row.decode(atIndex: 6),
                voteAverage: try row.decode(atIndex: 7),
                voteCount: try row.decode(atIndex: 8),
                popularity: try row.decode(atIndex: 9),
                figuresAsOf: try row.decode(atIndex: 10),
                genres: genres
            )
        }
    }

    /// The film as a list shows it, from its one row (no genres), or nil when the catalogue has none with this id.
    public func movieSummary(id: Int) throws(CatalogueError) -> CatalogueMovieSummary? {
        try read { db in
            try Self.cachedRow(db, sql: "SELECT \(Self.movieSummaryColumns) FROM movie WHERE id = ?", arguments: [id])
                .map(Self.movieSummary)
        }
    }

    /// The columns `movie(id:)` reads, by position (a column found by name is looked up, its name
    /// lowercased, on every read).
    static let movieColumns =
        "id, title, original_title, original_language, release_date, runtime, overview, vote_average, vote_count, popularity, figures_as_of"

    /// The film's credits, or nil when the catalogue has no film with this id.
    public func credits(forMovieID id: Int) throws(CatalogueError) -> CatalogueMovieCredits? {
        try read { db in
            guard try Self.movieExists(id, in: db) else { return nil }
            let cast = try Self.records(
                db,
                sql: "SELECT \(Self.castCreditColumns) FROM movie_cast WHERE movie_id = ? ORDER BY position",
                arguments: [id], reading: { try Self.castCredit($0) })
            let crew = try Self.records(
                db,
                sql: "SELECT \(Self.crewCreditColumns) FROM movie_crew WHERE movie_id = ? ORDER BY position",
                arguments: [id], reading: { try Self.crewCredit($0) })
            let recorded = try Bool.fetchOne(db, sql: "SELECT credits_recorded FROM movie WHERE id = ?", arguments: [id]) ?? true
            return CatalogueMovieCredits(movieID: id, cast: cast, crew: crew, isRecorded: recorded)
        }
    }

    static func movieExists(_ id: Int, in db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM movie WHERE id = ?)", arguments: [id]) ?? false
    }
}
