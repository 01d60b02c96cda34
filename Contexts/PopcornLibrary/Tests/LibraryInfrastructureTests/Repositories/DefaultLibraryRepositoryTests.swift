import LibraryDomain
import LibraryTestSupport
import Testing

@testable import LibraryInfrastructure

@Suite struct DefaultLibraryRepositoryTests {
    let library = MockLibraryStore(
        entries: [WatchlistEntry(title: LibraryFixtures.fightClubTitle, addedAt: LibraryFixtures.moment)],
        watches: [Watch(title: LibraryFixtures.gameOfThronesTitle, day: LibraryFixtures.day, recordedAt: LibraryFixtures.moment)])
    let history = MockHistoryStore()
    var repository: DefaultLibraryRepository { DefaultLibraryRepository(library: library, history: history) }

    @Test func readsAndWritesTheWatchlistAndWatchesInTheLibraryStore() async throws {
        #expect(try await repository.watchlistEntries().map(\.title) == [LibraryFixtures.fightClubTitle])
        #expect(try await repository.watchlistEntry(for: LibraryFixtures.gameOfThronesTitle) == nil)
        #expect(try await repository.watches(of: LibraryFixtures.gameOfThronesTitle).count == 1)
        let changes = LibraryChanges(watchlist: [WatchlistEntry(title: LibraryFixtures.gameOfThronesTitle, addedAt: LibraryFixtures.later)])
        try await repository.write(changes)
        #expect(library.calls.last == .write(changes))
        #expect(history.calls.isEmpty)
    }

    @Test func anEmptyWriteNeverReachesTheStore() async throws {
        try await repository.write(LibraryChanges())
        #expect(library.calls.isEmpty)
    }

    @Test func keepsTheHistoryInTheHistoryStore() async throws {
        let item = OpenedItem(kind: .person, id: 287)
        try await repository.recordOpened(item, at: LibraryFixtures.moment)
        #expect(
            try await repository.openedEntries(offset: 0, limit: 10).entries == [OpenedEntry(item: item, openedAt: LibraryFixtures.moment)])
        #expect(try await repository.removeOpened(item))
        #expect(try await repository.removeOpened(item) == false)
        try await repository.clearHistory()
        #expect(history.calls.last == .clear)
        #expect(library.calls.isEmpty)
    }

    @Test(arguments: [
        (LibraryStoreError.unreachable("down"), LibraryRepositoryError.unreachable("down")),
        (.credentialsRefused("refused"), .credentialsRefused("refused")),
        (.notALibrary("foreign"), .notALibrary("foreign")),
        (.unreadable("damaged"), .unreadable("damaged")),
        (.unwritable("full"), .unwritable("full")),
    ])
    func saysWhyTheStoreFailed(_ failure: LibraryStoreError, _ expected: LibraryRepositoryError) async {
        library.fail(with: failure)
        history.fail(with: failure)
        await #expect(throws: expected) { try await repository.watchlistEntries() }
        await #expect(throws: expected) { try await repository.watches() }
        await #expect(throws: expected) { try await repository.clearHistory() }
    }
}
