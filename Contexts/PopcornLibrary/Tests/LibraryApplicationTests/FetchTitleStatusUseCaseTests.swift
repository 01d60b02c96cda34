import CoreDomain
import Foundation
import LibraryDomain
import LibraryTestSupport
import Testing

@testable import LibraryApplication

@Suite struct FetchTitleStatusUseCaseTests {
    @Test func saysWhetherListedAndTheNewestWatch() async throws {
        let older = Watch(title: LibraryFixtures.fightClubTitle, day: LibraryFixtures.day, recordedAt: LibraryFixtures.moment)
        let newer = Watch(
            title: LibraryFixtures.fightClubTitle, day: try #require(.init(isoString: "2025-02-03")), rating: try PersonalRating(8),
            recordedAt: LibraryFixtures.moment)
        let harness = LibraryApplicationHarness(
            repository: MockLibraryRepository(
                entries: [WatchlistEntry(title: LibraryFixtures.fightClubTitle, addedAt: LibraryFixtures.moment)], watches: [older, newer]))
        let status = try await harness.factory.makeFetchTitleStatusUseCase().execute(LibraryFixtures.fightClubTitle)
        #expect(status.isOnWatchlist)
        #expect(status.lastWatch == newer)
        #expect(status.watches == [newer, older])
        let unknown = try await harness.factory.makeFetchTitleStatusUseCase().execute(LibraryFixtures.gameOfThronesTitle)
        #expect(!unknown.isOnWatchlist && unknown.lastWatch == nil)
    }
}
