import CoreDomain
import SearchDomain

struct DefaultLookUpIndexEntryUseCase: LookUpIndexEntryUseCase {
    let index: any SearchIndex

    func execute(_ kind: SearchKind, id: Int) async throws(LookUpIndexEntryError) -> SearchResult? {
        // No index holds an id below 1: nothing to ask.
        guard id >= 1 else { return nil }
        return try await index.entry(kind, id: id)
    }
}
