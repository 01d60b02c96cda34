import Foundation
import LibraryDomain
import LibraryInfrastructure
import PopcornLibraryAdapters
import Testing

/// The history an earlier release kept in `user-data.sqlite`, carried into the library the first
/// time it is opened. The fixture is the file popcorn 0.1.0 wrote after `popcorn movie 550`,
/// `tv 1399`, `person 287`, `movie 603` and `movie 550` again.
@Suite struct HistoryCarryOverTests {
    let folder: TemporaryFolder
    let expected = [
        OpenedItem(kind: .movie, id: 550), OpenedItem(kind: .movie, id: 603), OpenedItem(kind: .person, id: 287),
        OpenedItem(kind: .tv, id: 1399),
    ]

    init() throws {
        folder = try TemporaryFolder()
        try folder.place(fixture: "user-data-0.1.0.sqlite", at: folder.userData)
    }

    func store() -> some LibraryStore & HistoryStore {
        PopcornLibraryAdaptersFactory().makeSQLiteStore(fileAt: folder.library, carryingHistoryFrom: folder.userData)
    }

    @Test func theOldHistoryIsListedWholeInItsOrderWithItsTimes() async throws {
        let page = try await store().entries(offset: 0, limit: 50)
        #expect(page.total == 4)
        #expect(page.entries.map(\.item) == expected)
        // 2026-11-27 04:55, as the release listed it; seconds since 2001 in the old file.
        #expect(page.entries[0].openedAt == Date(timeIntervalSinceReferenceDate: 817_448_119.5255574))
    }

    @Test func itIsCarriedOverOnceAndTheOldFileLeftAsItWas() async throws {
        let before = try Data(contentsOf: folder.userData)
        let first = store()
        try await first.clear()
        #expect(try await first.entries(offset: 0, limit: 50).total == 0)
        // Cleared stays cleared: a later run does not bring the old history back.
        #expect(try await store().entries(offset: 0, limit: 50).total == 0)
        #expect(try Data(contentsOf: folder.userData) == before)
    }

    @Test func manyFirstRunsAtOnceCarryItOverOnce() async throws {
        try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask { try await store().entries(offset: 0, limit: 50).total }
            }
            for try await total in group { #expect(total == 4) }
        }
        #expect(try await store().entries(offset: 0, limit: 50).entries.map(\.item) == expected)
    }

    @Test func withoutAnOldFileTheHistoryStartsEmpty() async throws {
        try FileManager.default.removeItem(at: folder.userData)
        #expect(try await store().entries(offset: 0, limit: 50).total == 0)
    }
}
