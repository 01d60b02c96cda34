// scaffold: store
import DataPersistence
// scaffold: end
import SamplesApplication
import SamplesComposition
import SamplesDomain
import SamplesTestSupport
import TestDoubles
import Testing

@Suite struct PopcornSamplesFactoryTests {
    // scaffold: each read
    let readItems = MockReadEntityProvider()
    // scaffold: end
    var factory: PopcornSamplesFactory {
        PopcornSamplesFactory(
            // scaffold: each read
            readItems: readItems,
            // scaffold: end
            // scaffold: store
            store: InMemoryDurableStore(),
            now: { SamplesFixtures.moment },
            // scaffold: end
        )
    }

    @Test func eachUseCaseAsksItsProvider() async throws {
        // scaffold: each read
        readItems.answers.know(SamplesFixtures.readEntity)
        #expect(try await factory.makeFetchReadEntityPreviewUseCase().execute(id: 7) == SamplesFixtures.readEntity)
        #expect(readItems.answers.calls == [.readEntity(7)])
        // scaffold: end
    }
    // scaffold: store

    @Test func savesAnEntryThroughTheDurableStoreOnceItsOwnerKnowsIt() async throws {
        // scaffold: each read
        readItems.answers.know(SamplesFixtures.readEntity)
        try await factory.makeSaveSampleEntryUseCase().execute(kind: .readEntity, id: 7)
        #expect(readItems.answers.calls == [.readEntity(7)])
        // scaffold: end
    }
    // scaffold: end
}
