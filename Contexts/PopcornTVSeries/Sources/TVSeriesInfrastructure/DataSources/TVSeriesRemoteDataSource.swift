public import CoreDomain
public import TVSeriesDomain

/// The source the repository asks when its cache cannot answer; adapters outside the context fill it.
public protocol TVSeriesRemoteDataSource: Sendable {
    func series(withID id: TVSeries.ID) async throws(TVSeriesRemoteDataSourceError) -> TVSeries
    /// What a list shows of the series (name, first air date, rating), without its seasons.
    func seriesPreview(withID id: TVSeries.ID) async throws(TVSeriesRemoteDataSourceError) -> TVSeriesPreview
    func season(_ seasonNumber: Int, ofSeriesWithID id: TVSeries.ID) async throws(TVSeriesRemoteDataSourceError) -> TVSeason
    func episode(_ episodeNumber: Int, season seasonNumber: Int, ofSeriesWithID id: TVSeries.ID) async throws(TVSeriesRemoteDataSourceError)
        -> TVEpisode
    func credits(ofSeriesWithID id: TVSeries.ID) async throws(TVSeriesRemoteDataSourceError) -> TVSeriesCredits
    func popularSeries(page: Int) async throws(TVSeriesRemoteDataSourceError) -> TVSeriesPage
    func topRatedSeries(page: Int) async throws(TVSeriesRemoteDataSourceError) -> TVSeriesPage
    func similarSeries(toSeriesWithID id: TVSeries.ID, page: Int) async throws(TVSeriesRemoteDataSourceError) -> TVSeriesPage
    /// Every genre the source files series under, counted where the source can count.
    func seriesGenres() async throws(TVSeriesRemoteDataSourceError) -> [TVSeriesGenre]
    /// A page of the series `query` asks for; their genres may come with ids alone, which the
    /// use case names from `seriesGenres()`.
    func discoverSeries(_ query: TVSeriesDiscoveryQuery, page: Int) async throws(TVSeriesRemoteDataSourceError) -> TVSeriesPage
    /// A page of the series trending over `window` (a snapshot, which has no such figures, says
    /// what it lists instead), with genre ids that the use case names.
    func trendingSeries(window: TrendingWindow, page: Int) async throws(TVSeriesRemoteDataSourceError) -> TrendingTVSeriesPage
}
