/// Why a page of a list cannot be served, whichever context serves the list (see `Paging`).
public enum PageRequestError: Error, Sendable, Equatable {
    /// The page lies outside `Paging.pages`, so no source could serve it.
    case outOfRange(Int)
    /// The list ends before this page: it has `lastPage` pages.
    case pastEnd(Int, lastPage: Int)
}
