import LibraryDomain

struct DefaultClearHistoryUseCase: ClearHistoryUseCase {
    let repository: any LibraryRepository

    func execute() async throws(ClearHistoryError) {
        try await repository.clearHistory()
    }
}
