import CoreDomain
import LibraryDomain
import PeopleApplication
import PeopleDomain
import PopcornLibraryAdapters
import TestDoubles
import Testing

/// The seam: the Library context's provider calls the People context's details use case,
/// and what comes back, found or not, is in the Library context's terms.
@Suite struct PersonProviderAdapterTests {
    let fetchPersonDetails = MockFetchPersonDetailsUseCase()
    var provider: some PersonProviding {
        PopcornLibraryAdaptersFactory().makePersonProvider(fetchPersonDetails: fetchPersonDetails)
    }

    @Test func aPersonBecomesThisContextsPreview() async throws {
        fetchPersonDetails.answers.stub {
            $0 = Person(id: 603, name: "Known Name", gender: nil, birthday: nil, deathday: nil, countryOfBirth: nil, popularity: 1)
        }
        #expect(try await provider.person(withID: 603) == LibraryDomain.PersonPreview(id: 603, name: "Known Name"))
        #expect(fetchPersonDetails.answers.calls == [603])
    }

    @Test func missingOrRefusedIsNotFoundAndTheSourcesFailureCarriesOver() async {
        fetchPersonDetails.answers.fail(with: .notFound(9))
        await #expect(throws: PreviewLookupError.notFound) { try await provider.person(withID: 9) }
        fetchPersonDetails.answers.fail(with: .invalidID(-1))
        await #expect(throws: PreviewLookupError.notFound) { try await provider.person(withID: -1) }
        fetchPersonDetails.answers.fail(with: .source(.unavailable("offline")))
        await #expect(throws: PreviewLookupError.source(.unavailable("offline"))) { try await provider.person(withID: 9) }
    }
}
