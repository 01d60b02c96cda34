public import CoreDomain

/// Where the TV series context's use cases read from; callers never learn about caching.
public protocol TVSeriesRepository: Sendable {
    func series(withID id: TVSeries.ID) async throws(TVSeriesRepositoryError) -> TVSeries
    /// What a list shows of the series (name, first air date, rating), without its seasons.
    func seriesPreview(withID id: TVSeries.ID) async throws(TVSeriesRepositoryError) -> TVSeriesPreview
    func season(_ seasonNumber: Int, ofSeriesWithID id: TVSeries.ID) async throws(TVSeriesRepositoryError) -> TVSeason
    func episode(_ episodeNumber: Int, season seasonNumber: Int, ofSeriesWithID id: TVSeries.ID) async throws(TVSeriesRepositoryError)
        -> TVEpisode
    func credits(ofSeriesWithID id: TVSeries.ID) async throws(TVSeriesRepositoryError) -> TVSeriesCredits
    func popularSeries(page: Int) async throws(TVSeriesRepositoryError) -> TVSeriesPage
    func topRatedSeries(page: Int) async throws(TVSeriesRepositoryError) -> TVSeriesPage
    func similarSeries(toSeriesWithID id: TVSeries.ID, page: Int) async throws(TVSeriesRepositoryError) -> TVSeriesPage
    /// Every genre the source files series under.
    func seriesGenres() async throws(TVSeriesRepositoryError) -> [TVSeriesGenre]
    /// A page of the series `query` asks for, in its order.
    func discoverSeries(_ query: TVSeriesDiscoveryQuery, page: Int) async throws(TVSeriesRepositoryError) -> TVSeriesPage
    /// A page of the series trending over `window`, and what the list was drawn from.
    func trendingSeries(window: TrendingWindow, page: Int) async throws(TVSeriesRepositoryError) -> TrendingTVSeriesPage
}
