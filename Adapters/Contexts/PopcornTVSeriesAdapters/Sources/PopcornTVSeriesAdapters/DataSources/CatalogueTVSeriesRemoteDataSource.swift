import EmbeddedCatalogue
import TVSeriesDomain
import TVSeriesInfrastructure

/// Answers the TV series context from the embedded catalogue, twenty series a page. A season or
/// an episode that is not there is reported with what there is instead.
struct CatalogueTVSeriesRemoteDataSource: TVSeriesRemoteDataSource {
    static let pageSize = 20

    let store: CatalogueStore
    private let mapper = CatalogueTVSeriesMapper()

    init(store: CatalogueStore) {
        self.store = store
    }

    func series(withID id: TVSeries.ID) async throws(TVSeriesRemoteDataSourceError) -> TVSeries {
        mapper.series(try existingSeries(id))
    }

    func season(_ seasonNumber: Int, ofSeriesWithID id: TVSeries.ID) async throws(TVSeriesRemoteDataSourceError) -> TVSeason {
        if let season = try answer({ () throws(CatalogueError) in try store.season(seasonNumber, ofSeries: id) }) {
            return mapper.season(season)
        }
        let series = try existingSeries(id)
        throw .notFound(.season(seriesID: id, seasonNumber: seasonNumber, available: series.seasons.map(\.seasonNumber)))
    }

    func episode(_ episodeNumber: Int, season seasonNumber: Int, ofSeriesWithID id: TVSeries.ID) async throws(TVSeriesRemoteDataSourceError)
        -> TVEpisode
    {
        if let episode = try answer({ () throws(CatalogueError) in try store.episode(episodeNumber, season: seasonNumber, ofSeries: id) }) {
            return mapper.episode(episode)
        }
        let season = try await self.season(seasonNumber, ofSeriesWithID: id)
        if season.episodes.isEmpty { throw .notFound(.episodesNotHeld(seriesID: id, seasonNumber: seasonNumber)) }
        throw .notFound(.episode(seriesID: id, seasonNumber: seasonNumber, episodeNumber: episodeNumber, episodeCount: season.episodeCount))
    }

    func credits(ofSeriesWithID id: TVSeries.ID) async throws(TVSeriesRemoteDataSourceError) -> TVSeriesCredits {
        guard let credits = try answer({ () throws(CatalogueError) in try store.seriesCredits(id: id) }) else {
            throw .notFound(.series(id))
        }
        return CatalogueTVSeriesCreditsMapper().map(credits)
    }

    func popularSeries(page: Int) async throws(TVSeriesRemoteDataSourceError) -> TVSeriesPage {
        try list(.popularity, page: page)
    }

    func topRatedSeries(page: Int) async throws(TVSeriesRemoteDataSourceError) -> TVSeriesPage {
        try list(.rating(minimumVotes: TopRatedTVSeriesRule.minimumVotes), page: page)
    }

    func similarSeries(toSeriesWithID id: TVSeries.ID, page: Int) async throws(TVSeriesRemoteDataSourceError) -> TVSeriesPage {
        let similar = try answer { () throws(CatalogueError) in
            try store.series(similarTo: id, limit: Self.pageSize, offset: max(0, page - 1) * Self.pageSize)
        }
        guard let similar else { throw .notFound(.series(id)) }
        return mapper.page(similar, page: page, pageSize: Self.pageSize)
    }

    private func existingSeries(_ id: TVSeries.ID) throws(TVSeriesRemoteDataSourceError) -> CatalogueSeries {
        guard let series = try answer({ () throws(CatalogueError) in try store.series(id: id) }) else { throw .notFound(.series(id)) }
        return series
    }

    private func list(_ order: CatalogueMovieOrder, page: Int) throws(TVSeriesRemoteDataSourceError) -> TVSeriesPage {
        let list = try answer { () throws(CatalogueError) in
            try store.series(orderedBy: order, limit: Self.pageSize, offset: max(0, page - 1) * Self.pageSize)
        }
        return mapper.page(list, page: page, pageSize: Self.pageSize)
    }

    private func answer<Value>(_ query: () throws(CatalogueError) -> Value) throws(TVSeriesRemoteDataSourceError) -> Value {
        do {
            return try query()
        } catch {
            throw .unreachable(error.description)
        }
    }
}
