import CoreDomain
import Foundation
import LibraryDomain
import LibraryTestSupport
import TestDoubles
import Testing

@testable import LibraryApplication

@Suite struct ListWatchlistUseCaseTests {
    let matrix = MoviePreview(id: 603, title: "The Matrix", year: 1999, rating: Rating(average: 8.2, voteCount: 20_000))
    let forgotten = TitleReference(kind: .movie, id: 999_999_999)
    let harness: LibraryApplicationHarness

    init() {
        let matrixTitle = TitleReference(kind: .movie, id: 603)
        harness = LibraryApplicationHarness(
            repository: MockLibraryRepository(entries: [
                WatchlistEntry(title: LibraryFixtures.fightClubTitle, addedAt: LibraryFixtures.moment),
                WatchlistEntry(title: LibraryFixtures.gameOfThronesTitle, addedAt: LibraryFixtures.later),
                WatchlistEntry(title: matrixTitle, addedAt: LibraryFixtures.moment.addingTimeInterval(-60)).removed(
                    at: LibraryFixtures.later),
                WatchlistEntry(title: forgotten, addedAt: LibraryFixtures.moment.addingTimeInterval(-30)),
            ]))
        harness.movies.answers.know(matrix)
    }

    func list(_ sort: WatchlistSort, kind: LibraryKind? = nil) async throws -> [TitleReference] {
        try await harness.factory.makeListWatchlistUseCase().execute(kind: kind, sort: sort).map(\.entry.title)
    }

    @Test func newestAddedFirstLeavingOutWhatWasRemoved() async throws {
        #expect(try await list(.added) == [LibraryFixtures.gameOfThronesTitle, LibraryFixtures.fightClubTitle, forgotten])
    }

    @Test func aTitleTheSourceNoLongerKnowsIsListedAsSuch() async throws {
        let items = try await harness.factory.makeListWatchlistUseCase().execute(kind: nil, sort: .added)
        #expect(items.first { $0.entry.title == forgotten }?.recollection == .notFound)
        #expect(
            items.first?.recollection
                == .found(TitlePreview(name: "Game of Thrones", year: 2011, rating: LibraryFixtures.gameOfThrones.rating)))
    }

    @Test func byTitleByYearAndByTheSourcesRatingWhatCannotBePlacedLast() async throws {
        #expect(try await list(.title) == [LibraryFixtures.fightClubTitle, LibraryFixtures.gameOfThronesTitle, forgotten])
        #expect(try await list(.year) == [LibraryFixtures.gameOfThronesTitle, LibraryFixtures.fightClubTitle, forgotten])
        // Both 8.4: the newer added first.
        #expect(try await list(.rating) == [LibraryFixtures.gameOfThronesTitle, LibraryFixtures.fightClubTitle, forgotten])
    }

    @Test func ofOneKind() async throws {
        #expect(try await list(.added, kind: .tvSeries) == [LibraryFixtures.gameOfThronesTitle])
        #expect(try await list(.added, kind: .movie) == [LibraryFixtures.fightClubTitle, forgotten])
    }

    @Test func aSourceThatCannotBeAskedLeavesTheEntryListed() async throws {
        harness.tvSeries.answers.fail(with: .source(.unavailable("TMDb did not answer")))
        let items = try await harness.factory.makeListWatchlistUseCase().execute(kind: .tvSeries, sort: .added)
        #expect(items.map(\.recollection) == [.unavailable("TMDb did not answer")])
    }
}
