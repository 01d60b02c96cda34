import Foundation
import SamplesDomain

struct DefaultSaveSampleEntryUseCase: SaveSampleEntryUseCase {
    // scaffold: each read
    let readItems: any ReadEntityProviding
    // scaffold: end
    let entries: any SampleEntryStore
    let now: @Sendable () -> Date

    func execute(kind: SampleKind, id: Int) async throws(SaveSampleEntryError) {
        do throws(PreviewLookupError) {
            switch kind {
            // scaffold: each read
            case .readEntity: _ = try await readItems.readEntity(withID: id)
            // scaffold: end
            }
        } catch {
            throw .lookup(error)
        }
        do {
            try await entries.save(SampleEntry(kind: kind, id: id, savedAt: now()))
        } catch {
            throw .store(error)
        }
    }
}
