/// Why a page of a list (the popular films, the top-rated series) could not be served: the page
/// itself, or the source. A list that needs nothing else from its request fails in these terms
/// in every context.
public enum PagedListError: Error, Sendable, Equatable {
    case page(PageRequestError)
    case source(SourceFailure)
}
