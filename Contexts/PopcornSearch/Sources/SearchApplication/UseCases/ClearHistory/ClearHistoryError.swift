public import SearchDomain

/// Why `ClearHistoryUseCase` could not forget the history: it could not be written.
public typealias ClearHistoryError = ViewHistoryError
