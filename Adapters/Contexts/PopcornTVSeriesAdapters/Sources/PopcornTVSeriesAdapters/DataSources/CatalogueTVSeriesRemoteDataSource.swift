import EmbeddedCatalogue
import TVSeriesDomain
import TVSeriesInfrastructure

/// Answers the TV series context from the embedded catalogue, a page as the catalogue cuts them.
/// A season or an episode that is not there is reported with what there is instead.
struct CatalogueTVSeriesRemoteDataSource: TVSeriesRemoteDataSource {
    let store: CatalogueStore
    private let mapper = CatalogueTVSeriesMapper()

    func series(withID id: TVSeries.ID) async throws(TVSeriesRemoteDataSourceError) -> TVSeries {
        mapper.series(try existingSeries(id))
    }

    /// One row of the series table: no genres, creators or seasons.
    func seriesPreview(withID id: TVSeries.ID) async throws(TVSeriesRemoteDataSourceError) -> TVSeriesPreview {
        guard let summary = try answer({ () throws(CatalogueError) in try store.seriesSummary(id: id) }) else {
            throw .notFound(.series(id))
        }
        return mapper.preview(summary)
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
        try list(.popularity, page: CataloguePage(page))
    }

    func topRatedSeries(page: Int) async throws(TVSeriesRemoteDataSourceError) -> TVSeriesPage {
        try list(.rating(minimumVotes: TopRatedTVSeriesRule.minimumVotes), page: CataloguePage(page))
    }

    func similarSeries(toSeriesWithID id: TVSeries.ID, page: Int) async throws(TVSeriesRemoteDataSourceError) -> TVSeriesPage {
        let page = CataloguePage(page)
        let similar = try answer { () throws(CatalogueError) in try store.series(similarTo: id, limit: page.limit, offset: page.offset) }
        guard let similar else { throw .notFound(.series(id)) }
        return mapper.page(similar, page: page)
    }

    private func existingSeries(_ id: TVSeries.ID) throws(TVSeriesRemoteDataSourceError) -> CatalogueSeries {
        guard let series = try answer({ () throws(CatalogueError) in try store.series(id: id) }) else { throw .notFound(.series(id)) }
        return series
    }

    private func list(_ order: CatalogueTitleOrder, page: CataloguePage) throws(TVSeriesRemoteDataSourceError) -> TVSeriesPage {
        let list = try answer { () throws(CatalogueError) in try store.series(orderedBy: order, limit: page.limit, offset: page.offset) }
        return mapper.page(list, page: page)
    }

    /// A question to the catalogue; a catalogue that cannot answer is a source out of reach.
    func answer<Value>(_ query: () throws(CatalogueError) -> Value) throws(TVSeriesRemoteDataSourceError) -> Value {
        do { return try query() } catch { throw .unreachable(error.description) }
    }
}
