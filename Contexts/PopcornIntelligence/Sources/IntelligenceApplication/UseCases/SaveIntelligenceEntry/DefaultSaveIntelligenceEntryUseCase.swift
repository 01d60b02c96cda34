import Foundation
import IntelligenceDomain

struct DefaultSaveIntelligenceEntryUseCase: SaveIntelligenceEntryUseCase {
    let movies: any MovieProviding
    let tvSeries: any TVSeriesProviding
    let people: any PersonProviding
    let entries: any IntelligenceEntryStore
    let now: @Sendable () -> Date

    func execute(kind: IntelligenceKind, id: Int) async throws(SaveIntelligenceEntryError) {
        do throws(PreviewLookupError) {
            switch kind {
            case .movie: _ = try await movies.movie(withID: id)
            case .tvSeries: _ = try await tvSeries.tvSeries(withID: id)
            case .person: _ = try await people.person(withID: id)
            }
        } catch {
            throw .lookup(error)
        }
        do {
            try await entries.save(IntelligenceEntry(kind: kind, id: id, savedAt: now()))
        } catch {
            throw .store(error)
        }
    }
}
