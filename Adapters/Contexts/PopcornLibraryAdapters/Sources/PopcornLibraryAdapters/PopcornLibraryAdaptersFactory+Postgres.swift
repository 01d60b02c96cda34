public import LibraryInfrastructure
import PostgresStore

extension PopcornLibraryAdaptersFactory {
    /// The watchlist and the watches in the PostgreSQL database at `url`
    /// (`postgres://user:password@host:port/database`), shared by every machine given the same URL;
    /// the history stays in the machine's own store. Nothing is asked of the server until the first
    /// question; a URL that cannot be used is `.unreachable`, in words that never repeat the password.
    public func makePostgresStore(url: String) throws(LibraryStoreError) -> some LibraryStore {
        do {
            return PostgresLibraryStore(address: try PostgresAddress(url: url))
        } catch {
            throw PostgresLibraryErrorMapper.map(error, writing: false)
        }
    }
}
