/// The one rule for pages of a list, whichever context serves the list and whichever command
/// asks for it: pages count from 1, and no source serves more than 500 (TMDb's own limit).
public enum Paging {
    public static let pages = 1...500

    /// Whether `page` can be asked of any source.
    public static func isValid(_ page: Int) -> Bool {
        pages.contains(page)
    }

    /// Whether `page` lies past the last page of a list that has some results.
    public static func isPastEnd(_ page: Int, totalPages: Int, totalResults: Int) -> Bool {
        totalResults > 0 && page > totalPages
    }
}
