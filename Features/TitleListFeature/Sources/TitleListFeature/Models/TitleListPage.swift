public import Presentation

/// One page of a list of movies or series, in the screen's own terms.
public struct TitleListPage: Sendable, Equatable, JSONRecord {
    /// Pages count from 1.
    public let page: Int
    /// The pages the whole list fills, as its source counts them: only the first 500 open
    /// (`pages`).
    public let totalPages: Int
    public let totalResults: Int
    /// The page's rows, whatever their kind.
    public let items: [TitleListItem]
    /// For a list of similar titles, the title of the one they resemble.
    public let subjectTitle: String?
    /// For a trending list, what it was drawn from; nil for every other list.
    public let trending: TitleListTrending?

    public init(
        page: Int, totalPages: Int, totalResults: Int, items: [TitleListItem], subjectTitle: String? = nil,
        trending: TitleListTrending? = nil
    ) {
        self.trending = trending
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.items = items
        self.subjectTitle = subjectTitle
    }

    /// Where the page stands, counting only the pages that open.
    public var pages: ListPages {
        ListPages(page: page, totalPages: totalPages, totalResults: totalResults, rowsOnPage: items.count)
    }
}
