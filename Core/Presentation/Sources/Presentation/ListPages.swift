/// The pages of a list, as a screen counts them: the page shown, how many the whole list fills,
/// and which of them can be opened. No source serves a page past the 500th (TMDb's limit, which
/// CoreDomain's `Paging` holds every use case to), however long the list: 60,822 people fill
/// 3,042 pages of twenty, and only the first 500 pages, the first 10,000 people, can be opened.
/// Every list screen counts, offers and names its pages through this one piece.
public struct ListPages: Sendable, Equatable {
    /// The last page any list can open.
    public static let openableLimit = 500

    /// The page shown, from 1.
    public let page: Int
    /// The pages the whole list fills, as its source counts them.
    public let totalPages: Int
    /// The rows of the whole list.
    public let totalResults: Int
    /// The rows on the page shown.
    public let rowsOnPage: Int

    public init(page: Int, totalPages: Int, totalResults: Int, rowsOnPage: Int) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.rowsOnPage = rowsOnPage
    }

    /// The pages that can be opened: the list's own, up to the limit.
    public var openablePages: Int { min(totalPages, Self.openableLimit) }

    /// Whether the list goes on past the last page that can be opened.
    public var isCut: Bool { totalPages > Self.openableLimit }

    /// The rows on the pages that can be opened. Where the list is cut, the page shown is one
    /// of its first 500 and not its last, so it is full, and so is every page before the limit.
    public var openableResults: Int {
        isCut ? min(totalResults, openablePages * rowsOnPage) : totalResults
    }

    /// The page before and the page after, where they can be opened (a page past the end leads
    /// back to the last).
    public var neighbours: [Int] {
        Self.neighbours(of: page, totalPages: totalPages)
    }

    /// The same for a page of a list of `totalPages` pages, whatever its rows.
    public static func neighbours(of page: Int, totalPages: Int) -> [Int] {
        let last = min(totalPages, openableLimit)
        var numbers: [Int] = []
        if page > 1 { numbers.append(min(page - 1, last)) }
        if page < last { numbers.append(page + 1) }
        return numbers
    }
}
