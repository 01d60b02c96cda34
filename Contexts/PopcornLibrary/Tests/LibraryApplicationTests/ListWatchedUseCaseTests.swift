import CoreDomain
import Foundation
import LibraryDomain
import LibraryTestSupport
import TestDoubles
import Testing

@testable import LibraryApplication

@Suite struct ListWatchedUseCaseTests {
    let harness: LibraryApplicationHarness
    let firstWatch: Watch
    let rewatch: Watch
    let series: Watch

    init() throws {
        firstWatch = Watch(
            title: LibraryFixtures.fightClubTitle, day: CalendarDate(year: 2020, month: 1, day: 1)!, rating: try PersonalRating(7),
            recordedAt: LibraryFixtures.moment)
        rewatch = Watch(
            title: LibraryFixtures.fightClubTitle, day: CalendarDate(year: 2024, month: 5, day: 12)!, rating: nil,
            recordedAt: LibraryFixtures.moment)
        series = Watch(
            title: LibraryFixtures.gameOfThronesTitle, day: CalendarDate(year: 2022, month: 3, day: 4)!, rating: try PersonalRating(9),
            recordedAt: LibraryFixtures.moment)
        harness = LibraryApplicationHarness(repository: MockLibraryRepository(watches: [firstWatch, rewatch, series]))
    }

    func list(_ sort: WatchedSort, kind: LibraryKind? = nil) async throws -> [Watch] {
        try await harness.factory.makeListWatchedUseCase().execute(kind: kind, sort: sort).map(\.watch)
    }

    @Test func everyWatchNewestFirstARewatchTwice() async throws {
        #expect(try await list(.watched) == [rewatch, series, firstWatch])
    }

    @Test func byTitleAndByThePersonsRatingTheUnratedLast() async throws {
        #expect(try await list(.title) == [rewatch, firstWatch, series])
        #expect(try await list(.rating) == [series, firstWatch, rewatch])
    }

    @Test func ofOneKindEachTitleLookedUpOnce() async throws {
        #expect(try await list(.watched, kind: .movie) == [rewatch, firstWatch])
        #expect(harness.movies.answers.calls == [.movie(550)])
    }
}
