public import LibraryInfrastructure
import PostgresStore

extension PopcornLibraryAdaptersFactory {
    /// The watchlist and the watches in the PostgreSQL database at `url`
    /// (`postgres://user:password@host:port/database`), shared by every machine given the same URL;
    /// the history stays in the machine's own store. Nothing is asked of the server until the first
    /// question. A URL that cannot be used makes a store whose every question is `.unreachable`,
    /// in words that never repeat the URL.
    public func makePostgresStore(url: String) -> some LibraryStore {
        PostgresLibraryStore(url: url)
    }

    /// The library's URL as a person may see it (`popcorn config`): `postgres://user@host:port/database`
    /// and whether a password is set, never the password; a URL that cannot be used, why, without
    /// repeating it.
    public func shownPostgresURL(_ url: String) -> String {
        do {
            let address = try PostgresAddress(url: url)
            return address.description + (address.hasPassword ? ", password set (not shown)" : ", no password")
        } catch {
            return "set, but unusable (not shown): \(error.description)"
        }
    }
}
