import Foundation
import LibraryDomain
import LibraryTestSupport
import TestDoubles
import Testing

@testable import LibraryApplication

@Suite struct RemoveFromWatchlistUseCaseTests {
    let listed = WatchlistEntry(title: LibraryFixtures.fightClubTitle, addedAt: LibraryFixtures.moment.addingTimeInterval(-60))

    @Test func leavesAMarkerOfWhenTheTitleWasTakenOff() async throws {
        let harness = LibraryApplicationHarness(repository: MockLibraryRepository(entries: [listed]))
        #expect(try await harness.factory.makeRemoveFromWatchlistUseCase().execute(LibraryFixtures.fightClubTitle))
        #expect(harness.repository.writes == [LibraryChanges(watchlist: [listed.removed(at: LibraryFixtures.moment)])])
        let entry = try await harness.repository.watchlistEntry(for: LibraryFixtures.fightClubTitle)
        #expect(entry?.isListed == false)
        #expect(entry?.addedAt == listed.addedAt)
    }

    @Test func aTitleNotOnTheWatchlistChangesNothing() async throws {
        let harness = LibraryApplicationHarness(repository: MockLibraryRepository(entries: [listed.removed(at: LibraryFixtures.moment)]))
        #expect(try await harness.factory.makeRemoveFromWatchlistUseCase().execute(LibraryFixtures.fightClubTitle) == false)
        #expect(try await harness.factory.makeRemoveFromWatchlistUseCase().execute(LibraryFixtures.gameOfThronesTitle) == false)
        #expect(harness.repository.writes.isEmpty)
    }

    @Test func needsNoLookUpSoATitleItsSourceForgotCanGo() async throws {
        let forgotten = WatchlistEntry(title: TitleReference(kind: .movie, id: 999_999_999), addedAt: LibraryFixtures.moment)
        let harness = LibraryApplicationHarness(repository: MockLibraryRepository(entries: [forgotten]))
        #expect(try await harness.factory.makeRemoveFromWatchlistUseCase().execute(forgotten.title))
        #expect(harness.movies.answers.calls.isEmpty)
    }
}
