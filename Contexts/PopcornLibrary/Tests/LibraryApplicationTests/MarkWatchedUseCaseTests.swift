import CoreDomain
import Foundation
import LibraryDomain
import LibraryTestSupport
import TestDoubles
import Testing

@testable import LibraryApplication

@Suite struct MarkWatchedUseCaseTests {
    let harness = LibraryApplicationHarness()

    @Test func recordsAWatchTodayWithItsRatingAndNote() async throws {
        let watch = try await harness.factory.makeMarkWatchedUseCase().execute(
            LibraryFixtures.fightClubTitle, rating: 9, on: nil, note: "  Second time round  "
        ).watch
        // 1_795_000_000 is 2026-11-18 in UTC.
        #expect(watch.day == CalendarDate(year: 2026, month: 11, day: 18))
        #expect(watch.rating == (try PersonalRating(9)))
        #expect(watch.note == "Second time round")
        #expect(watch.recordedAt == LibraryFixtures.moment)
        #expect(harness.repository.writes == [LibraryChanges(watches: [watch])])
    }

    @Test func namesTheTitleAsTheOneLookUpThatCheckedItFoundIt() async throws {
        let marked = try await harness.factory.makeMarkWatchedUseCase().execute(
            LibraryFixtures.gameOfThronesTitle, rating: nil, on: LibraryFixtures.day, note: nil)
        #expect(
            marked.recollection == .found(TitlePreview(name: "Game of Thrones", year: 2011, rating: LibraryFixtures.gameOfThrones.rating)))
        #expect(harness.tvSeries.answers.calls == [.tvSeries(1399)])
    }

    @Test(arguments: [0, 11, -3]) func aRatingOutsideOneToTenIsRefusedBeforeAnythingIsAsked(_ rating: Int) async {
        await #expect(throws: MarkWatchedError.invalid(.ratingOutOfRange(rating))) {
            try await harness.factory.makeMarkWatchedUseCase().execute(LibraryFixtures.fightClubTitle, rating: rating, on: nil, note: nil)
        }
        #expect(harness.movies.answers.calls.isEmpty)
        #expect(harness.repository.writes.isEmpty)
    }

    @Test func takesTheTitleOffTheWatchlistInTheSameWrite() async throws {
        let listed = WatchlistEntry(title: LibraryFixtures.gameOfThronesTitle, addedAt: LibraryFixtures.moment.addingTimeInterval(-60))
        let harness = LibraryApplicationHarness(repository: MockLibraryRepository(entries: [listed]))
        let watch = try await harness.factory.makeMarkWatchedUseCase().execute(
            LibraryFixtures.gameOfThronesTitle, rating: nil, on: LibraryFixtures.day, note: nil
        ).watch
        #expect(harness.repository.writes == [LibraryChanges(watchlist: [listed.removed(at: LibraryFixtures.moment)], watches: [watch])])
        #expect(try await harness.repository.watchlistEntry(for: LibraryFixtures.gameOfThronesTitle)?.isListed == false)
    }

    @Test func aTitleCanBeWatchedAgainOnAnotherDay() async throws {
        let useCase = harness.factory.makeMarkWatchedUseCase()
        _ = try await useCase.execute(LibraryFixtures.fightClubTitle, rating: 7, on: LibraryFixtures.day, note: nil)
        harness.clock.advance(by: 60)
        _ = try await useCase.execute(LibraryFixtures.fightClubTitle, rating: 9, on: nil, note: nil)
        #expect(try await harness.repository.watches(of: LibraryFixtures.fightClubTitle).map(\.rating?.value) == [7, 9])
    }

    @Test func aTitleItsOwnerDoesNotKnowIsRefused() async {
        await #expect(throws: MarkWatchedError.lookup(.notFound)) {
            try await harness.factory.makeMarkWatchedUseCase().execute(
                TitleReference(kind: .tvSeries, id: 1), rating: nil, on: nil, note: nil)
        }
        #expect(harness.repository.writes.isEmpty)
    }

    @Test func aLibraryThatCannotBeWrittenIsSaidSo() async {
        harness.repository.fail(with: .unwritable("disk full"))
        await #expect(throws: MarkWatchedError.library(.unwritable("disk full"))) {
            try await harness.factory.makeMarkWatchedUseCase().execute(LibraryFixtures.fightClubTitle, rating: nil, on: nil, note: nil)
        }
    }
}
