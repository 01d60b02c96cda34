import Foundation
import SearchDomain

struct DefaultRecordViewUseCase: RecordViewUseCase {
    let history: any ViewHistory
    let now: @Sendable () -> Date

    func execute(_ item: ViewedItem) async throws(RecordViewError) {
        try await history.record(item, at: now())
    }
}
