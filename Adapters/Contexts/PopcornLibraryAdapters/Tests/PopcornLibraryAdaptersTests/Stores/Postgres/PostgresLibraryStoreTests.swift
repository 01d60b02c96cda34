import CoreDomain
import Foundation
import LibraryDomain
import LibraryInfrastructure
import PostgresStore
import PostgresTestServer
import Testing

@testable import PopcornLibraryAdapters

/// Against Debian's PostgreSQL, started for each test on 127.0.0.1 and removed after it. Each store
/// stands for one machine's `popcorn` (its own "data home") given the same POPCORN_LIBRARY_URL.
@Suite struct PostgresLibraryStoreTests {
    private let fightClub = TitleReference(kind: .movie, id: 550)
    private let gameOfThrones = TitleReference(kind: .tvSeries, id: 1399)
    private let matrix = TitleReference(kind: .movie, id: 603)

    private func withServer(maxConnections: Int = 300, _ body: (PostgresTestServer) async throws -> Void) async throws {
        let server = try PostgresTestServer.start(maxConnections: maxConnections)
        defer { server.remove() }
        try await body(server)
    }

    /// One machine's store. A busy machine can take more than the usual two seconds to answer
    /// hundreds of handshakes at once, so these tests give twenty; PostgresStore tests the limit.
    private func store(_ server: PostgresTestServer) throws -> PostgresLibraryStore {
        PostgresLibraryStore(
            database: PostgresStoreDatabase(
                address: try PostgresAddress(url: server.url()), schema: PostgresLibrarySchema.schema, connectTimeout: .seconds(20)))
    }

    private func day(_ text: String) -> CalendarDate { CalendarDate(isoString: text)! }

    @Test func twoDataHomesWithOneURLSeeEachOthersAdditions() async throws {
        try await withServer { server in
            let laptop = try store(server)
            let desktop = try store(server)
            try await laptop.write(LibraryChanges(watchlist: [WatchlistEntry(title: fightClub, addedAt: Date(timeIntervalSince1970: 100))]))
            try await desktop.write(
                LibraryChanges(watchlist: [WatchlistEntry(title: gameOfThrones, addedAt: Date(timeIntervalSince1970: 200))]))
            #expect(Set(try await laptop.watchlistEntries().map(\.title)) == [fightClub, gameOfThrones])
            #expect(Set(try await desktop.watchlistEntries().map(\.title)) == [fightClub, gameOfThrones])
            await laptop.database?.close()
            await desktop.database?.close()
        }
    }

    @Test func theNewerChangeWinsAndARemovalIsAMarker() async throws {
        try await withServer { server in
            let store = try store(server)
            let added = WatchlistEntry(title: fightClub, addedAt: Date(timeIntervalSince1970: 1_700_000_000.123456789))
            try await store.write(LibraryChanges(watchlist: [added]))
            #expect(try await store.watchlistEntry(for: fightClub) == added)
            let removed = added.removed(at: Date(timeIntervalSince1970: 1_700_000_100.5))
            try await store.write(LibraryChanges(watchlist: [removed]))
            try await store.write(LibraryChanges(watchlist: [added]))
            #expect(try await store.watchlistEntry(for: fightClub) == removed)
            #expect(try await store.watchlistEntry(for: matrix) == nil)
            await store.database?.close()
        }
    }

    @Test func watchesKeepTheirDayRatingAndNoteTheNewerRecordWinning() async throws {
        try await withServer { server in
            let store = try store(server)
            let first = Watch(
                title: matrix, day: day("2024-05-12"), rating: try PersonalRating(8), note: "again",
                recordedAt: Date(timeIntervalSince1970: 10))
            let rewatch = Watch(title: matrix, day: day("2025-01-02"), recordedAt: Date(timeIntervalSince1970: 20))
            try await store.write(LibraryChanges(watches: [first, rewatch]))
            let corrected = Watch(
                title: matrix, day: day("2024-05-12"), rating: try PersonalRating(9), recordedAt: Date(timeIntervalSince1970: 30))
            let older = Watch(
                title: matrix, day: day("2025-01-02"), rating: try PersonalRating(2), recordedAt: Date(timeIntervalSince1970: 5))
            try await store.write(LibraryChanges(watches: [corrected, older]))
            #expect(Set(try await store.watches(of: matrix)) == [corrected, rewatch])
            #expect(Set(try await store.watches()) == [corrected, rewatch])
            #expect(try await store.watches(of: fightClub).isEmpty)
            await store.database?.close()
        }
    }

    @Test func everyWriteIsOneTransaction() async throws {
        try await withServer { server in
            let store = try store(server)
            // PostgreSQL's text holds no NUL: the watch is refused, so the entry before it must go too.
            let changes = LibraryChanges(
                watchlist: [WatchlistEntry(title: fightClub, addedAt: Date(timeIntervalSince1970: 1))],
                watches: [Watch(title: matrix, day: day("2024-05-12"), note: "a\u{0}b", recordedAt: Date(timeIntervalSince1970: 2))])
            await #expect {
                try await store.write(changes)
            } throws: { error in
                guard case .unwritable(let reason)? = error as? LibraryStoreError else { return false }
                return reason.contains("nothing was written")
            }
            #expect(try await store.watchlistEntries().isEmpty)
            #expect(try await store.watches().isEmpty)
            await store.database?.close()
        }
    }

    @Test func twoHundredWritersAllLandOnAServerWithFewConnections() async throws {
        // 40 connections for 200 writers, each its own store as each `popcorn` process is: most are
        // first refused with 53300 and ask again.
        try await withServer(maxConnections: 40) { server in
            try await withThrowingTaskGroup(of: Void.self) { group in
                for id in 1...200 {
                    group.addTask {
                        let writer = try store(server)
                        try await writer.write(
                            LibraryChanges(watchlist: [WatchlistEntry(title: TitleReference(kind: .movie, id: id), addedAt: Date())]))
                        await writer.database?.close()
                    }
                }
                try await group.waitForAll()
            }
            let reader = try store(server)
            #expect(try await reader.watchlistEntries().count == 200)
            await reader.database?.close()
        }
    }

    @Test func aStoppedServerIsUnreachableAndTheWriteIsRefusedNotQueued() async throws {
        try await withServer { server in
            let store = try store(server)
            #expect(try await store.watchlistEntries().isEmpty)
            server.stop()
            let error = await #expect(throws: LibraryStoreError.self) {
                try await store.write(LibraryChanges(watchlist: [WatchlistEntry(title: fightClub, addedAt: Date())]))
            }
            guard case .unreachable(let reason)? = error else {
                Issue.record("expected unreachable, got \(String(describing: error))")
                return
            }
            #expect(reason.contains("cannot reach PostgreSQL at postgres://popcorn@127.0.0.1:\(server.port)/postgres"))
            #expect(!reason.contains(PostgresTestServer.password))
            await #expect(throws: LibraryStoreError.self) { try await store.watchlistEntries() }
            try server.restart()
            #expect(try await store.watchlistEntries().isEmpty)
            await store.database?.close()
        }
    }

    @Test func aURLThatCannotBeUsedIsUnreachableWithoutRepeatingIt() async {
        let store = PopcornLibraryAdaptersFactory().makePostgresStore(url: "mysql://anna:hunter2-secret@127.0.0.1/films")
        let error = await #expect(throws: LibraryStoreError.self) { try await store.watchlistEntries() }
        guard case .unreachable(let reason)? = error else {
            Issue.record("expected unreachable, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("postgres://"))
        #expect(!reason.contains("hunter2-secret"))
        await #expect(throws: LibraryStoreError.self) {
            try await store.write(LibraryChanges(watchlist: [WatchlistEntry(title: fightClub, addedAt: Date())]))
        }
    }
}
