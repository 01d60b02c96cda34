import PeopleApplication
import SearchDomain

/// Search's `PersonProviding`, answered by the People context's details use case, its person
/// and its errors mapped into Search's terms.
struct PersonProviderAdapter: PersonProviding {
    let fetchPersonDetails: any FetchPersonDetailsUseCase

    func person(withID id: Int) async throws(PreviewLookupError) -> PersonPreview {
        do {
            return PersonPreviewMapper().map(try await fetchPersonDetails.execute(id: id))
        } catch {
            throw LookupErrorMapper().map(error)
        }
    }
}
