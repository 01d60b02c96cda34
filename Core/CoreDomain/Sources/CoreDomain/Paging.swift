/// The one rule for pages of a list, whichever context serves the list and whichever command
/// asks for it: pages count from 1, and no source serves more than 500 (TMDb's own limit).
public enum Paging {
    public static let pages = 1...500

    /// Why no source can be asked for `page`; nil when one can.
    public static func error(for page: Int) -> PageRequestError? {
        pages.contains(page) ? nil : .outOfRange(page)
    }

    /// Why `page` cannot be served from a list of `totalPages` pages holding `totalResults`
    /// results; nil when it can. An empty list has one empty page.
    public static func error(for page: Int, totalPages: Int, totalResults: Int) -> PageRequestError? {
        totalResults > 0 && page > totalPages ? .pastEnd(page, lastPage: totalPages) : nil
    }
}
