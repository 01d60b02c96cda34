/// Forgets the whole history.
public protocol ClearHistoryUseCase: Sendable {
    func execute() async throws(ClearHistoryError)
}
