import DataPersistence
import Foundation
import IntelligenceDomain
import IntelligenceTestSupport
import Testing

@testable import IntelligenceInfrastructure

@Suite struct DurableIntelligenceEntryStoreTests {
    let store = InMemoryDurableStore()
    var entries: some IntelligenceEntryStore { IntelligenceInfrastructureFactory(store: store).makeIntelligenceEntryStore() }

    @Test func keepsOneEntryAThingMostRecentFirst() async throws {
        let movieFirstSeen = IntelligenceEntry(kind: .movie, id: 1, savedAt: IntelligenceFixtures.moment)
        let movieSeenAgain = IntelligenceEntry(kind: .movie, id: 1, savedAt: IntelligenceFixtures.later)
        let movieOther = IntelligenceEntry(kind: .movie, id: 2, savedAt: IntelligenceFixtures.moment)
        try await entries.save(movieFirstSeen)
        try await entries.save(movieOther)
        try await entries.save(movieSeenAgain)
        #expect(try await entries.entries(limit: 2) == [movieSeenAgain, movieOther])
        let tvSeriesFirstSeen = IntelligenceEntry(kind: .tvSeries, id: 1, savedAt: IntelligenceFixtures.moment)
        let tvSeriesSeenAgain = IntelligenceEntry(kind: .tvSeries, id: 1, savedAt: IntelligenceFixtures.later)
        let tvSeriesOther = IntelligenceEntry(kind: .tvSeries, id: 2, savedAt: IntelligenceFixtures.moment)
        try await entries.save(tvSeriesFirstSeen)
        try await entries.save(tvSeriesOther)
        try await entries.save(tvSeriesSeenAgain)
        #expect(try await entries.entries(limit: 2) == [tvSeriesSeenAgain, tvSeriesOther])
        let personFirstSeen = IntelligenceEntry(kind: .person, id: 1, savedAt: IntelligenceFixtures.moment)
        let personSeenAgain = IntelligenceEntry(kind: .person, id: 1, savedAt: IntelligenceFixtures.later)
        let personOther = IntelligenceEntry(kind: .person, id: 2, savedAt: IntelligenceFixtures.moment)
        try await entries.save(personFirstSeen)
        try await entries.save(personOther)
        try await entries.save(personSeenAgain)
        #expect(try await entries.entries(limit: 2) == [personSeenAgain, personOther])
    }

    @Test func aDamagedEntryIsReportedNotSkipped() async throws {
        try await store.transaction { list throws(DataPersistenceError) in
            try list.append(DurableRecord(key: "damaged-1", payload: Data("{".utf8)), to: DurableIntelligenceEntryStore.list)
        }
        await #expect(throws: IntelligenceEntryStoreError.self) { try await entries.entries(limit: 10) }
    }
}
