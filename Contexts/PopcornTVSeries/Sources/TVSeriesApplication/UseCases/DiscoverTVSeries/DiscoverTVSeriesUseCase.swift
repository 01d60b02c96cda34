public import TVSeriesDomain

/// Answers with one page of the series a filter asks for, in the order asked, each with its genres
/// named. The filter is checked first (`TVSeriesDiscoveryRules`), and its genres are matched
/// without case against the source's series genres, a film genre standing for the series genre
/// that holds it ("Science Fiction" for "Sci-Fi & Fantasy").
public protocol DiscoverTVSeriesUseCase: Sendable {
    func execute(_ filter: TVSeriesDiscoveryFilter, sort: TVSeriesDiscoverySort, page: Int) async throws(DiscoverTVSeriesError)
        -> TVSeriesPage
}
