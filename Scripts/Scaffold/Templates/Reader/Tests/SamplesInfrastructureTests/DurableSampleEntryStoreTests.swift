import DataPersistence
import Foundation
import SamplesDomain
import SamplesTestSupport
import Testing

@testable import SamplesInfrastructure

@Suite struct DurableSampleEntryStoreTests {
    let store = InMemoryDurableStore()
    var entries: some SampleEntryStore { SamplesInfrastructureFactory(store: store).makeSampleEntryStore() }

    @Test func keepsOneEntryAThingMostRecentFirst() async throws {
        // scaffold: each read
        let readEntityFirstSeen = SampleEntry(kind: .readEntity, id: 1, savedAt: SamplesFixtures.moment)
        let readEntitySeenAgain = SampleEntry(kind: .readEntity, id: 1, savedAt: SamplesFixtures.later)
        let readEntityOther = SampleEntry(kind: .readEntity, id: 2, savedAt: SamplesFixtures.moment)
        try await entries.save(readEntityFirstSeen)
        try await entries.save(readEntityOther)
        try await entries.save(readEntitySeenAgain)
        #expect(try await entries.entries(limit: 2) == [readEntitySeenAgain, readEntityOther])
        // scaffold: end
    }

    @Test func aDamagedEntryIsReportedNotSkipped() async throws {
        try await store.transaction { list throws(DataPersistenceError) in
            try list.append(DurableRecord(key: "damaged-1", payload: Data("{".utf8)), to: DurableSampleEntryStore.list)
        }
        await #expect(throws: SampleEntryStoreError.self) { try await entries.entries(limit: 10) }
    }
}
