import Foundation
import LibraryDomain
import LibraryTestSupport
import TestDoubles
import Testing

@testable import LibraryApplication

@Suite struct AddToWatchlistUseCaseTests {
    let harness = LibraryApplicationHarness()

    @Test func putsAKnownTitleOnTheWatchlistAddedNowNamedByTheOneLookUp() async throws {
        let outcome = try await harness.factory.makeAddToWatchlistUseCase().execute(LibraryFixtures.fightClubTitle)
        #expect(
            outcome
                == WatchlistOutcome(
                    changed: true,
                    recollection: .found(TitlePreview(name: "Fight Club", year: 1999, rating: LibraryFixtures.fightClub.rating))))
        #expect(harness.movies.answers.calls == [.movie(550)])
        #expect(
            harness.repository.writes == [
                LibraryChanges(watchlist: [WatchlistEntry(title: LibraryFixtures.fightClubTitle, addedAt: LibraryFixtures.moment)])
            ])
    }

    @Test func aTitleAlreadyListedStaysAddedWhenItWasFirstAdded() async throws {
        let useCase = harness.factory.makeAddToWatchlistUseCase()
        _ = try await useCase.execute(LibraryFixtures.fightClubTitle)
        harness.clock.advance(by: 60)
        let outcome = try await useCase.execute(LibraryFixtures.fightClubTitle)
        #expect(outcome.changed == false)
        #expect(outcome.recollection.preview?.name == "Fight Club")
        #expect(harness.repository.writes.count == 1)
    }

    @Test func aTitleTakenOffComesBackAddedAgain() async throws {
        let removed = WatchlistEntry(title: LibraryFixtures.gameOfThronesTitle, addedAt: LibraryFixtures.moment.addingTimeInterval(-120))
            .removed(at: LibraryFixtures.moment.addingTimeInterval(-60))
        let harness = LibraryApplicationHarness(repository: MockLibraryRepository(entries: [removed]))
        #expect(try await harness.factory.makeAddToWatchlistUseCase().execute(LibraryFixtures.gameOfThronesTitle).changed)
        #expect(try await harness.repository.watchlistEntry(for: LibraryFixtures.gameOfThronesTitle)?.isListed == true)
    }

    @Test func aTitleItsOwnerDoesNotKnowIsRefusedAndNothingWritten() async {
        await #expect(throws: AddToWatchlistError.lookup(.notFound)) {
            try await harness.factory.makeAddToWatchlistUseCase().execute(TitleReference(kind: .movie, id: 999_999_999))
        }
        #expect(harness.repository.writes.isEmpty)
    }

    @Test func aLibraryThatCannotBeReachedIsSaidSo() async {
        harness.repository.fail(with: .unreachable("the server is down"))
        await #expect(throws: AddToWatchlistError.library(.unreachable("the server is down"))) {
            try await harness.factory.makeAddToWatchlistUseCase().execute(LibraryFixtures.fightClubTitle)
        }
    }
}
