import ReadItemsApplication
import SamplesDomain

/// The Sample items context's `ReadEntityProviding`, answered by the Read items context's details
/// use case: the seam between the two. The other context's read entity and its errors stop here,
/// mapped into this context's terms.
struct ReadEntityProviderAdapter: ReadEntityProviding {
    let fetchReadEntityDetails: any FetchReadEntityDetailsUseCase

    func readEntity(withID id: Int) async throws(PreviewLookupError) -> ReadEntityPreview {
        do {
            return ReadEntityPreviewMapper().map(try await fetchReadEntityDetails.execute(id: id))
        } catch {
            throw LookupErrorMapper().map(error)
        }
    }
}
