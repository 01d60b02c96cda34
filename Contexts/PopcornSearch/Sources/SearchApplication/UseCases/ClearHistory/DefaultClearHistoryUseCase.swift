import SearchDomain

struct DefaultClearHistoryUseCase: ClearHistoryUseCase {
    let history: any ViewHistory

    func execute() async throws(ClearHistoryError) {
        try await history.clear()
    }
}
