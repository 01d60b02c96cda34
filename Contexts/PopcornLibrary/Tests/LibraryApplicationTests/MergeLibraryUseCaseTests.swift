import CoreDomain
import Foundation
import LibraryDomain
import LibraryTestSupport
import TestDoubles
import Testing

@testable import LibraryApplication

@Suite struct MergeLibraryUseCaseTests {
    let listed = WatchlistEntry(title: LibraryFixtures.fightClubTitle, addedAt: LibraryFixtures.moment)
    let watch = Watch(title: LibraryFixtures.gameOfThronesTitle, day: LibraryFixtures.day, recordedAt: LibraryFixtures.moment)

    @Test func writesWhatWinsInOneWriteAndSaysWhatChanged() async throws {
        let harness = LibraryApplicationHarness(repository: MockLibraryRepository(entries: [listed], watches: [watch]))
        let matrix = WatchlistEntry(title: TitleReference(kind: .movie, id: 603), addedAt: LibraryFixtures.later)
        let rewatch = Watch(
            title: LibraryFixtures.gameOfThronesTitle, day: try #require(.init(isoString: "2025-01-01")), recordedAt: LibraryFixtures.later)
        let report = try await harness.factory.makeMergeLibraryUseCase().execute(
            LibraryChanges(watchlist: [listed, matrix], watches: [watch, rewatch]), dryRun: false)
        #expect(report.addedToWatchlist == [matrix.title])
        #expect(report.watchesAdded == [rewatch])
        #expect(report.unchanged == 2)
        #expect(harness.repository.writes == [LibraryChanges(watchlist: [matrix], watches: [rewatch])])
    }

    @Test func aDryRunWorksOutTheSameReportAndWritesNothing() async throws {
        let harness = LibraryApplicationHarness(repository: MockLibraryRepository(entries: [listed]))
        let batch = LibraryChanges(watchlist: [listed.removed(at: LibraryFixtures.later)], watches: [watch])
        let dry = try await harness.factory.makeMergeLibraryUseCase().execute(batch, dryRun: true)
        #expect(harness.repository.writes.isEmpty)
        let done = try await harness.factory.makeMergeLibraryUseCase().execute(batch, dryRun: false)
        #expect(dry == done)
        #expect(dry.removedFromWatchlist == [listed.title])
        #expect(harness.repository.writes.count == 1)
    }

    @Test func mergingTheSameBatchTwiceChangesNothingTheSecondTime() async throws {
        let harness = LibraryApplicationHarness()
        let batch = LibraryChanges(watchlist: [listed], watches: [watch])
        _ = try await harness.factory.makeMergeLibraryUseCase().execute(batch, dryRun: false)
        let again = try await harness.factory.makeMergeLibraryUseCase().execute(batch, dryRun: false)
        #expect(again.isEmpty)
        #expect(again.unchanged == 2)
        #expect(harness.repository.writes.count == 1)
    }

    @Test func exportsEverythingRemovalMarkersIncluded() async throws {
        let removed = WatchlistEntry(title: LibraryFixtures.gameOfThronesTitle, addedAt: LibraryFixtures.moment).removed(
            at: LibraryFixtures.later)
        let harness = LibraryApplicationHarness(repository: MockLibraryRepository(entries: [removed, listed], watches: [watch]))
        let contents = try await harness.factory.makeExportLibraryUseCase().execute()
        #expect(contents == LibraryContents(watchlist: [listed, removed], watches: [watch]))
    }
}
