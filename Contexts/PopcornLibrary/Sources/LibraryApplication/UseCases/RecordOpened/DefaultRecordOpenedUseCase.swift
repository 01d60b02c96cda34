import Foundation
import LibraryDomain

struct DefaultRecordOpenedUseCase: RecordOpenedUseCase {
    let repository: any LibraryRepository
    let now: @Sendable () -> Date

    func execute(_ item: OpenedItem) async throws(RecordOpenedError) {
        try await repository.recordOpened(item, at: now())
    }
}
