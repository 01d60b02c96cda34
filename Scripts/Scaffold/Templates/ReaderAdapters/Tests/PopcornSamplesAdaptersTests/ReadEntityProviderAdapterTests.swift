import CoreDomain
import PopcornSamplesAdapters
import ReadItemsApplication
import ReadItemsDomain
import SamplesDomain
import TestDoubles
import Testing

/// The seam: the Sample items context's provider calls the Read items context's details use case,
/// and what comes back, found or not, is in the Sample items context's terms.
@Suite struct ReadEntityProviderAdapterTests {
    let fetchReadEntityDetails = MockFetchReadEntityDetailsUseCase()
    var provider: some ReadEntityProviding {
        PopcornSamplesAdaptersFactory().makeReadEntityProvider(fetchReadEntityDetails: fetchReadEntityDetails)
    }
    // scaffold: entity

    @Test func aReadEntityBecomesThisContextsPreview() async throws {
        fetchReadEntityDetails.answers.stub { $0 = ReadEntity(ReadEntityArguments) }
        #expect(try await provider.readEntity(withID: 603) == SamplesDomain.ReadEntityPreview(id: 603, name: "Known Name"))
        #expect(fetchReadEntityDetails.answers.calls == [603])
    }
    // scaffold: end

    @Test func missingOrRefusedIsNotFoundAndTheSourcesFailureCarriesOver() async {
        fetchReadEntityDetails.answers.fail(with: .notFound(9))
        await #expect(throws: PreviewLookupError.notFound) { try await provider.readEntity(withID: 9) }
        fetchReadEntityDetails.answers.fail(with: .invalidID(-1))
        await #expect(throws: PreviewLookupError.notFound) { try await provider.readEntity(withID: -1) }
        fetchReadEntityDetails.answers.fail(with: .source(.unavailable("offline")))
        await #expect(throws: PreviewLookupError.source(.unavailable("offline"))) { try await provider.readEntity(withID: 9) }
    }
}
