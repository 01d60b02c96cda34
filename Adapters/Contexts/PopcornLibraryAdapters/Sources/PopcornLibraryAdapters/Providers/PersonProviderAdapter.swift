import LibraryDomain
import PeopleApplication

/// The Library context's `PersonProviding`, answered by the People context's details
/// use case: the seam between the two. The other context's person and its errors stop here,
/// mapped into this context's terms.
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
