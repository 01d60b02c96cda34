public import TVSeriesDomain

/// The source the repository asks when its cache cannot answer; adapters outside the context fill it.
public protocol TVSeriesRemoteDataSource: Sendable {
    func series(withID id: TVSeries.ID) async throws(TVSeriesRemoteDataSourceError) -> TVSeries
    func season(_ seasonNumber: Int, ofSeriesWithID id: TVSeries.ID) async throws(TVSeriesRemoteDataSourceError) -> TVSeason
    func episode(_ episodeNumber: Int, season seasonNumber: Int, ofSeriesWithID id: TVSeries.ID) async throws(TVSeriesRemoteDataSourceError)
        -> TVEpisode
    func credits(ofSeriesWithID id: TVSeries.ID) async throws(TVSeriesRemoteDataSourceError) -> TVSeriesCredits
    func popularSeries(page: Int) async throws(TVSeriesRemoteDataSourceError) -> TVSeriesPage
    func topRatedSeries(page: Int) async throws(TVSeriesRemoteDataSourceError) -> TVSeriesPage
    func similarSeries(toSeriesWithID id: TVSeries.ID, page: Int) async throws(TVSeriesRemoteDataSourceError) -> TVSeriesPage
}
