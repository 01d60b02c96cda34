import CoreDomain
import Foundation
import LibraryDomain
import LibraryTestSupport
import TestDoubles
import Testing

@testable import LibraryApplication

@Suite struct RemoveFromWatchlistUseCaseTests {
    let listed = WatchlistEntry(title: LibraryFixtures.fightClubTitle, addedAt: LibraryFixtures.moment.addingTimeInterval(-60))

    @Test func leavesAMarkerOfWhenTheTitleWasTakenOffAndNamesIt() async throws {
        let harness = LibraryApplicationHarness(repository: MockLibraryRepository(entries: [listed]))
        let outcome = try await harness.factory.makeRemoveFromWatchlistUseCase().execute(LibraryFixtures.fightClubTitle)
        #expect(outcome.changed)
        #expect(outcome.recollection.preview == TitlePreview(name: "Fight Club", year: 1999, rating: LibraryFixtures.fightClub.rating))
        #expect(harness.movies.answers.calls == [.movie(550)])
        #expect(harness.repository.writes == [LibraryChanges(watchlist: [listed.removed(at: LibraryFixtures.moment)])])
        let entry = try await harness.repository.watchlistEntry(for: LibraryFixtures.fightClubTitle)
        #expect(entry?.isListed == false)
        #expect(entry?.addedAt == listed.addedAt)
    }

    @Test func aTitleNotOnTheWatchlistChangesNothing() async throws {
        let harness = LibraryApplicationHarness(repository: MockLibraryRepository(entries: [listed.removed(at: LibraryFixtures.moment)]))
        #expect(try await harness.factory.makeRemoveFromWatchlistUseCase().execute(LibraryFixtures.fightClubTitle).changed == false)
        #expect(try await harness.factory.makeRemoveFromWatchlistUseCase().execute(LibraryFixtures.gameOfThronesTitle).changed == false)
        #expect(harness.repository.writes.isEmpty)
    }

    @Test func aTitleItsSourceForgotGoesAllTheSameUnnamed() async throws {
        let forgotten = WatchlistEntry(title: TitleReference(kind: .movie, id: 999_999_999), addedAt: LibraryFixtures.moment)
        let harness = LibraryApplicationHarness(repository: MockLibraryRepository(entries: [forgotten]))
        #expect(
            try await harness.factory.makeRemoveFromWatchlistUseCase().execute(forgotten.title)
                == WatchlistOutcome(changed: true, recollection: .notFound))
        #expect(harness.repository.writes == [LibraryChanges(watchlist: [forgotten.removed(at: LibraryFixtures.moment)])])
    }

    @Test func aSourceThatCannotBeAskedStillLetsTheTitleGo() async throws {
        let harness = LibraryApplicationHarness(repository: MockLibraryRepository(entries: [listed]))
        harness.movies.answers.fail(with: .source(.unavailable("TMDb did not answer")))
        let outcome = try await harness.factory.makeRemoveFromWatchlistUseCase().execute(LibraryFixtures.fightClubTitle)
        #expect(outcome == WatchlistOutcome(changed: true, recollection: .unavailable("TMDb did not answer")))
        #expect(harness.repository.writes == [LibraryChanges(watchlist: [listed.removed(at: LibraryFixtures.moment)])])
    }

    @Test func aLibraryThatCannotBeReadIsSaidSoAndNothingLookedUp() async {
        let harness = LibraryApplicationHarness(repository: MockLibraryRepository(entries: [listed]))
        harness.repository.fail(with: .unreachable("the server is down"))
        await #expect(throws: RemoveFromWatchlistError.unreachable("the server is down")) {
            try await harness.factory.makeRemoveFromWatchlistUseCase().execute(LibraryFixtures.fightClubTitle)
        }
        #expect(harness.movies.answers.calls.isEmpty)
    }
}
