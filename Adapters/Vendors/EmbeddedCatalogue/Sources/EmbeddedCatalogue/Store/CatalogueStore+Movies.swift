import GRDB

// A film and its credits.
extension CatalogueStore {
    public func movie(id: Int) throws(CatalogueError) -> CatalogueMovie? {
        try read { db in
            guard let row = try Self.cachedRow(db, sql: "SELECT * FROM movie WHERE id = ?", arguments: [id]) else {
                return nil
            }
            let genres = try Self.genres(of: "movie", id: id, in: db)
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
                figuresAsOf: try row.decode(forColumn: "figures_as_of"),
                genres: genres
            )
        }
    }

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
