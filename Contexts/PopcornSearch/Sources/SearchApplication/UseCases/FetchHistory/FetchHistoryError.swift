public import CoreDomain
public import SearchDomain

/// Why `FetchHistoryUseCase` could not answer: the page asked for, or the history itself. An
/// entry whose movie, series or person cannot be looked up is not a failure: it is shown as such.
public enum FetchHistoryError: Error, Sendable, Equatable {
    case page(PageRequestError)
    case history(ViewHistoryError)
}
