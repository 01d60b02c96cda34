/// One page of an ordered list of series, and where it stands in the whole list.
public struct TVSeriesPage: Sendable, Equatable, Codable {
    public let page: Int
    public let totalPages: Int
    public let totalResults: Int
    public let series: [TVSeriesPreview]

    public init(page: Int, totalPages: Int, totalResults: Int, series: [TVSeriesPreview]) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.series = series
    }
}

extension TVSeriesPage {
    /// The same page without the series `isExcluded` picks out; the totals are left as the source gave them.
    public func removingSeries(where isExcluded: (TVSeriesPreview) -> Bool) -> TVSeriesPage {
        TVSeriesPage(page: page, totalPages: totalPages, totalResults: totalResults, series: series.filter { !isExcluded($0) })
    }
}
