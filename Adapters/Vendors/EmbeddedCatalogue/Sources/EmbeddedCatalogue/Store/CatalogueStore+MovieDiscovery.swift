import GRDB

// Films found by their facts, and the genres they are filed under.
extension CatalogueStore {
    /// A page of the films that pass `discovery`, in its order, each with its genres, and how many
    /// pass in all. Ties go to the lower id.
    public func movies(discovering discovery: CatalogueMovieDiscovery, limit: Int, offset: Int) throws(CatalogueError)
        -> CatalogueMovieList
    {
        try read { db in
            let (conditions, arguments) = try Self.conditions(of: discovery, in: db)
            let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
            let total = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM movie \(filter)", arguments: arguments) ?? 0
            var movies = try Self.records(
                db,
                sql: """
                    SELECT \(Self.movieSummaryColumns) FROM movie \(filter)
                    ORDER BY \(Self.ordering(discovery.order, reversed: discovery.reversed)) LIMIT ? OFFSET ?
                    """,
                arguments: arguments + [max(0, limit), max(0, offset)], reading: Self.movieSummary)
            let genres = try Self.genres(ofMovies: movies.map(\.id), in: db)
            for index in movies.indices { movies[index].genres = genres[movies[index].id] ?? [] }
            return CatalogueMovieList(movies: movies, totalCount: total)
        }
    }

    /// Every genre at least one film is filed under, by name, with its number of films: counted
    /// when the catalogue is built (`genre_count`), where counting here walked every film's genres.
    public func movieGenres() throws(CatalogueError) -> [CatalogueGenreCount] {
        try read { db in
            try Self.records(
                db,
                sql: """
                    SELECT genre.id, genre.name, genre_count.movie_count FROM genre JOIN genre_count ON genre_count.genre_id = genre.id
                    WHERE genre_count.movie_count > 0 ORDER BY genre.name
                    """
            ) { row in
                CatalogueGenreCount(
                    genre: CatalogueGenre(id: try row.decode(atIndex: 0), name: try row.decode(atIndex: 1)),
                    count: try row.decode(atIndex: 2))
            }
        }
    }

    /// The genres of `movieGenres()`, by name, without their counts.
    public func movieGenreNames() throws(CatalogueError) -> [CatalogueGenre] {
        try read { db in
            try Self.records(
                db,
                sql: """
                    SELECT genre.id, genre.name FROM genre JOIN genre_count ON genre_count.genre_id = genre.id
                    WHERE genre_count.movie_count > 0 ORDER BY genre.name
                    """
            ) { row in
                CatalogueGenre(id: try row.decode(atIndex: 0), name: try row.decode(atIndex: 1))
            }
        }
    }

    /// The conditions of the query's `WHERE`, each with its arguments.
    static func conditions(of discovery: CatalogueMovieDiscovery, in db: Database) throws -> ([String], StatementArguments) {
        var conditions: [String] = []
        var arguments: StatementArguments = []
        func add(_ condition: String, _ values: [(any DatabaseValueConvertible)?]) {
            conditions.append(condition)
            arguments += StatementArguments(values)
        }
        if !discovery.genreIDs.isEmpty {
            let marks = discovery.genreIDs.map { _ in "?" }.joined(separator: ",")
            // Each id wrapped one by one, where the compiler knows it is an Int: handing the [Int]
            // over whole casts it at run time, a search of every conformance the program holds.
            let ids: [(any DatabaseValueConvertible)?] = discovery.genreIDs.map { $0 }
            if discovery.anyGenre {
                add("EXISTS (SELECT 1 FROM movie_genre WHERE movie_id = movie.id AND genre_id IN (\(marks)))", ids)
            } else {
                add(
                    "(SELECT COUNT(*) FROM movie_genre WHERE movie_id = movie.id AND genre_id IN (\(marks))) = ?",
                    ids + [Set(discovery.genreIDs).count])
            }
        }
        if let from = discovery.releasedFrom { add("movie.release_date >= ?", [from]) }
        if let through = discovery.releasedThrough { add("movie.release_date <= ?", [through]) }
        if let average = discovery.minimumVoteAverage { add("movie.vote_average >= ?", [average]) }
        if let votes = discovery.minimumVoteCount, votes > 0 { add("movie.vote_count >= ?", [votes]) }
        if let minimum = discovery.minimumRuntime { add("movie.runtime >= ?", [minimum]) }
        if let maximum = discovery.maximumRuntime { add("movie.runtime <= ?", [maximum]) }
        if let language = discovery.originalLanguage { add("movie.original_language = ?", [language.lowercased()]) }
        for keyword in discovery.keywords {
            let word = keyword.lowercased()
            // The keyword of that name where one exists (through the keyword index), else every keyword holding the word.
            let named =
                try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM movie_keyword WHERE keyword = ?)", arguments: [word]) ?? false
            if named {
                add("EXISTS (SELECT 1 FROM movie_keyword WHERE movie_id = movie.id AND keyword = ?)", [word])
            } else {
                add(
                    "EXISTS (SELECT 1 FROM movie_keyword WHERE movie_id = movie.id AND keyword LIKE ? ESCAPE '\\')",
                    ["%" + Self.escapedForLike(word) + "%"])
            }
        }
        return (conditions, arguments)
    }

    /// The `ORDER BY` of a discovery; unknown values last whichever way it runs.
    static func ordering(_ order: CatalogueMovieDiscovery.Order, reversed: Bool) -> String {
        let (descending, ascending) = reversed ? ("ASC", "DESC") : ("DESC", "ASC")
        return switch order {
        case .popularity: "movie.popularity \(descending), movie.id"
        case .rating:
            "movie.vote_average IS NULL, movie.vote_average \(descending), movie.vote_count \(descending), movie.id"
        case .releaseDate: "movie.release_date IS NULL, movie.release_date \(descending), movie.id"
        case .title: "movie.title COLLATE NOCASE \(ascending), movie.id"
        }
    }

    /// The genres of each of the films `ids`, in each film's order.
    static func genres(ofMovies ids: [Int], in db: Database) throws -> [Int: [CatalogueGenre]] {
        guard !ids.isEmpty else { return [:] }
        var genres = [Int: [CatalogueGenre]](minimumCapacity: ids.count)
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT movie_genre.movie_id, genre.id, genre.name FROM movie_genre JOIN genre ON genre.id = movie_genre.genre_id
                WHERE movie_genre.movie_id IN (\(ids.map { _ in "?" }.joined(separator: ","))) ORDER BY movie_genre.movie_id, movie_genre.position
                """,
            arguments: StatementArguments(ids))
        while let row = try rows.next() {
            genres[try row.decode(Int.self, atIndex: 0), default: []].append(
                CatalogueGenre(id: try row.decode(atIndex: 1), name: try row.decode(atIndex: 2)))
        }
        return genres
    }

    /// `text` with the characters `LIKE` reads as patterns escaped by a backslash.
    static func escapedForLike(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "%" || character == "_" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
