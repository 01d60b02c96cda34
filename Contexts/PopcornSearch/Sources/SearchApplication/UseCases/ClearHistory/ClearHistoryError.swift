public import SearchDomain

/// Why `ClearHistoryUseCase` could not forget the history: it could not be reached, or
/// not written.
public typealias ClearHistoryError = ViewHistoryError
