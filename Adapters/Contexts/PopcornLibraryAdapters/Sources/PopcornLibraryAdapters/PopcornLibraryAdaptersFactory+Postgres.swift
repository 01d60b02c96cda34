public import LibraryInfrastructure

extension PopcornLibraryAdaptersFactory {
    /// The watchlist and the watches in the PostgreSQL database at `url`
    /// (`postgres://user:password@host:port/database`), shared by every machine given the same URL;
    /// the history stays in the machine's own store. Nothing is asked of the server until the first
    /// question. A URL that cannot be used makes a store whose every question is `.unreachable`,
    /// in words that never repeat the URL.
    public func makePostgresStore(url: String) -> some LibraryStore {
        PostgresLibraryStore(url: url)
    }
}
