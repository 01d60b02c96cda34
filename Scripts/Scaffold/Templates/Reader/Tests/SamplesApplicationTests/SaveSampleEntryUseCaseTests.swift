import SamplesDomain
import SamplesTestSupport
import TestDoubles
import Testing

@testable import SamplesApplication

@Suite struct SaveSampleEntryUseCaseTests {
    // scaffold: each read
    let readItems = MockReadEntityProvider()
    // scaffold: end
    let entries = MockSampleEntryStore()
    var useCase: some SaveSampleEntryUseCase {
        DefaultSaveSampleEntryUseCase(
            // scaffold: each read
            readItems: readItems,
            // scaffold: end
            entries: entries,
            now: { SamplesFixtures.moment })
    }

    @Test func savesAnEntryAboutWhatItsOwnerKnows() async throws {
        var saved: [SampleEntry] = []
        // scaffold: each read
        readItems.answers.know(SamplesFixtures.readEntity)
        try await useCase.execute(kind: .readEntity, id: 7)
        #expect(readItems.answers.calls == [.readEntity(7)])
        saved.append(SampleEntry(kind: .readEntity, id: 7, savedAt: SamplesFixtures.moment))
        // scaffold: end
        #expect(entries.answers.calls == saved.map { .save($0) })
    }

    @Test func savesNothingItsOwnerDoesNotKnow() async {
        // scaffold: each read
        await #expect(throws: SaveSampleEntryError.lookup(.notFound)) { try await useCase.execute(kind: .readEntity, id: 8) }
        // scaffold: end
        #expect(entries.answers.calls.isEmpty)
    }

    @Test func saysWhyTheEntryCouldNotBeWritten() async {
        entries.answers.fail(with: .unwritable("disk full"))
        // scaffold: each read
        readItems.answers.know(SamplesFixtures.readEntity)
        await #expect(throws: SaveSampleEntryError.store(.unwritable("disk full"))) { try await useCase.execute(kind: .readEntity, id: 7) }
        // scaffold: end
    }
}
