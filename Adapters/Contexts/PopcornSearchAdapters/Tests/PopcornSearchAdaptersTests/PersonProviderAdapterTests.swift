import CoreDomain
import PeopleApplication
import PeopleDomain
import PopcornSearchAdapters
import SearchDomain
import TestDoubles
import Testing

/// The seam: Search's person provider calls the People context's details use case, and what
/// comes back, found or not, is in Search's terms.
@Suite struct PersonProviderAdapterTests {
    let fetchPersonDetails = MockFetchPersonDetailsUseCase()
    var provider: some PersonProviding {
        PopcornSearchAdaptersFactory().makePersonProvider(fetchPersonDetails: fetchPersonDetails)
    }

    @Test func aPersonBecomesSearchsPersonPreview() async throws {
        fetchPersonDetails.answers.stub {
            $0 = Person(id: 287, name: "Brad Pitt", gender: nil, birthday: nil, deathday: nil, countryOfBirth: nil, popularity: 1)
        }
        #expect(try await provider.person(withID: 287) == SearchDomain.PersonPreview(id: 287, name: "Brad Pitt"))
        #expect(fetchPersonDetails.answers.calls == [287])
    }

    @Test func missingOrRefusedIsNotFoundAndTheSourcesFailureCarriesOver() async {
        fetchPersonDetails.answers.fail(with: .notFound(9))
        await #expect(throws: PreviewLookupError.notFound) { try await provider.person(withID: 9) }
        fetchPersonDetails.answers.fail(with: .invalidID(-1))
        await #expect(throws: PreviewLookupError.notFound) { try await provider.person(withID: -1) }
        fetchPersonDetails.answers.fail(with: .source(.unavailable("offline")))
        await #expect(throws: PreviewLookupError.source(.unavailable("offline"))) { try await provider.person(withID: 287) }
    }
}
