public import SearchDomain

/// Why `RecordViewUseCase` could not note the view: the history could not be written.
public typealias RecordViewError = ViewHistoryError
