/// Forgets the whole history. The watchlist and the watches are not touched.
public protocol ClearHistoryUseCase: Sendable {
    func execute() async throws(ClearHistoryError)
}
