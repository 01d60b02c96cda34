import Foundation
import LibraryDomain

/// The library over its two stores: the watchlist and the watches in `library` (a file here, or
/// a database several machines share), the history in `history` (always on this machine).
/// The use cases see one library and one kind of error.
struct DefaultLibraryRepository: LibraryRepository {
    let library: any LibraryStore
    let history: any HistoryStore

    func watchlistEntries() async throws(LibraryRepositoryError) -> [WatchlistEntry] {
        do { return try await library.watchlistEntries() } catch { throw Self.map(error) }
    }

    func watchlistEntry(for title: TitleReference) async throws(LibraryRepositoryError) -> WatchlistEntry? {
        do { return try await library.watchlistEntry(for: title) } catch { throw Self.map(error) }
    }

    func watches() async throws(LibraryRepositoryError) -> [Watch] {
        do { return try await library.watches() } catch { throw Self.map(error) }
    }

    func watches(of title: TitleReference) async throws(LibraryRepositoryError) -> [Watch] {
        do { return try await library.watches(of: title) } catch { throw Self.map(error) }
    }

    func write(_ changes: LibraryChanges) async throws(LibraryRepositoryError) {
        if changes.isEmpty { return }
        do { try await library.write(changes) } catch { throw Self.map(error) }
    }

    func recordOpened(_ item: OpenedItem, at date: Date) async throws(LibraryRepositoryError) {
        do { try await history.record(OpenedEntry(item: item, openedAt: date)) } catch { throw Self.map(error) }
    }

    func openedEntries(offset: Int, limit: Int) async throws(LibraryRepositoryError) -> OpenedEntries {
        do { return try await history.entries(offset: offset, limit: limit) } catch { throw Self.map(error) }
    }

    func removeOpened(_ item: OpenedItem) async throws(LibraryRepositoryError) -> Bool {
        do { return try await history.remove(item) } catch { throw Self.map(error) }
    }

    func clearHistory() async throws(LibraryRepositoryError) {
        do { try await history.clear() } catch { throw Self.map(error) }
    }

    static func map(_ error: LibraryStoreError) -> LibraryRepositoryError {
        switch error {
        case .unreachable(let reason): .unreachable(reason)
        case .credentialsRefused(let reason): .credentialsRefused(reason)
        case .notALibrary(let reason): .notALibrary(reason)
        case .unreadable(let reason): .unreadable(reason)
        case .unwritable(let reason): .unwritable(reason)
        }
    }
}
