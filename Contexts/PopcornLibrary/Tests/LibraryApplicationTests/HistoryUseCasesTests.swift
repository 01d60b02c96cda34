import CoreDomain
import Foundation
import LibraryDomain
import LibraryTestSupport
import TestDoubles
import Testing

@testable import LibraryApplication

/// Recording, listing, removing one entry of and clearing the history.
@Suite struct HistoryUseCasesTests {
    let harness = LibraryApplicationHarness()
    let movie = OpenedItem(kind: .movie, id: 550)
    let series = OpenedItem(kind: .tv, id: 1399)
    let person = OpenedItem(kind: .person, id: 287)
    let forgotten = OpenedItem(kind: .movie, id: 999_999_999)

    func record(_ items: OpenedItem...) async throws {
        for item in items {
            try await harness.factory.makeRecordOpenedUseCase().execute(item)
            harness.clock.advance(by: 1)
        }
    }

    @Test func listsMostRecentFirstEachWithWhatItIsToday() async throws {
        try await record(forgotten, person, series, movie, person)
        let page = try await harness.factory.makeFetchHistoryUseCase().execute(page: 1)
        #expect(page.totalResults == 4)
        #expect(page.items.map(\.entry.item) == [person, movie, series, forgotten])
        #expect(page.items.map(\.recollection.preview?.name) == ["Brad Pitt", "Fight Club", "Game of Thrones", nil])
        #expect(page.items[0].entry.openedAt == LibraryFixtures.moment.addingTimeInterval(4))
        #expect(page.items[3].recollection == .notFound)
    }

    @Test func aPageOutsideTheHistoryIsRefused() async throws {
        try await record(movie)
        await #expect(throws: FetchHistoryError.self) { try await harness.factory.makeFetchHistoryUseCase().execute(page: 0) }
        await #expect(throws: FetchHistoryError.self) { try await harness.factory.makeFetchHistoryUseCase().execute(page: 2) }
    }

    @Test func removesOneEntryLeavingTheRestInOrder() async throws {
        try await record(movie, series, person)
        #expect(try await harness.factory.makeRemoveFromHistoryUseCase().execute(series))
        #expect(try await harness.factory.makeRemoveFromHistoryUseCase().execute(series) == false)
        #expect(harness.repository.history.map(\.item) == [person, movie])
    }

    @Test func clearsItAllButNothingOfTheWatchlist() async throws {
        try await record(movie, series)
        _ = try await harness.factory.makeAddToWatchlistUseCase().execute(LibraryFixtures.fightClubTitle)
        try await harness.factory.makeClearHistoryUseCase().execute()
        #expect(harness.repository.history.isEmpty)
        #expect(try await harness.repository.watchlistEntries().count == 1)
    }

    @Test func aHistoryThatCannotBeReadIsSaidSo() async {
        harness.repository.fail(with: .unreadable("damaged"))
        await #expect(throws: FetchHistoryError.library(.unreadable("damaged"))) {
            try await harness.factory.makeFetchHistoryUseCase().execute(page: 1)
        }
    }
}
