public import SearchDomain

/// Notes that a movie, series or person was opened, putting it at the top of the history.
public protocol RecordViewUseCase: Sendable {
    func execute(_ item: ViewedItem) async throws(RecordViewError)
}
