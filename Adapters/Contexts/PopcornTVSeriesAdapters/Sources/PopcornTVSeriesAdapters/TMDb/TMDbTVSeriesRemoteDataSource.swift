import TMDb
import TVSeriesDomain
import TVSeriesInfrastructure

/// The TV series remote source answered by TMDb.
///
/// Everything about a series itself comes from one request, `tvSeries(id:)`, which brings its
/// aggregate credits and its first page of similar series along: the details, the credits and the
/// similar series asked at once cost one request, since the client shares one request between
/// identical ones in flight. A season's or an episode's answer does not name its series, so each
/// asks for the series' details at the same time; those also say, when TMDb has no such season or
/// episode, which seasons there are and how many episodes the season has. The poster's address
/// needs TMDb's images configuration, asked for alongside the details; without it the series
/// simply has no poster URL.
struct TMDbTVSeriesRemoteDataSource: TVSeriesRemoteDataSource {
    let client: TMDbClient
    let images: TMDbImageAddresses
    private let errors = TMDbTVSeriesErrorMapper()

    init(client: TMDbClient, images: TMDbImageAddresses) {
        self.client = client
        self.images = images
    }

    func series(withID id: TVSeries.ID) async throws(TVSeriesRemoteDataSourceError) -> TVSeries {
        async let configuration = images.images()
        let details = try await details(id)
        return TMDbTVSeriesMapper().map(details, images: await configuration)
    }

    /// TMDb has no smaller answer than the series' details, which hold no episodes: the preview is read from them.
    func seriesPreview(withID id: TVSeries.ID) async throws(TVSeriesRemoteDataSourceError) -> TVSeriesPreview {
        TMDbTVSeriesMapper().preview(try await details(id))
    }

    func season(_ seasonNumber: Int, ofSeriesWithID id: TVSeries.ID) async throws(TVSeriesRemoteDataSourceError) -> TVSeason {
        async let asked = outcome { () async throws(TMDbError) in try await client.tvSeason(seriesID: id, seasonNumber: seasonNumber) }
        let details = try await details(id)
        let answer = await asked
        let season = try answer.mapError { errors.map($0, lookup: missingSeason(seasonNumber, of: details)) }.get()
        return TMDbTVSeasonMapper().map(season, of: details)
    }

    func episode(_ episodeNumber: Int, season seasonNumber: Int, ofSeriesWithID id: TVSeries.ID) async throws(TVSeriesRemoteDataSourceError)
        -> TVEpisode
    {
        async let asked = outcome { () async throws(TMDbError) in
            try await client.tvEpisode(seriesID: id, seasonNumber: seasonNumber, episodeNumber: episodeNumber)
        }
        let details = try await details(id)
        let answer = await asked
        let episode = try answer.mapError { errors.map($0, lookup: missingEpisode(episodeNumber, season: seasonNumber, of: details)) }.get()
        return TMDbTVEpisodeMapper().map(episode, of: details)
    }

    func credits(ofSeriesWithID id: TVSeries.ID) async throws(TVSeriesRemoteDataSourceError) -> TVSeriesCredits {
        let details = try await details(id)
        if let credits = details.aggregateCredits { return TMDbTVSeriesCreditsMapper().map(credits, of: details) }
        do {
            return TMDbTVSeriesCreditsMapper().map(try await client.tvAggregateCredits(seriesID: id), of: details)
        } catch {
            throw errors.map(error, lookup: .series(id))
        }
    }

    func popularSeries(page: Int) async throws(TVSeriesRemoteDataSourceError) -> TVSeriesPage {
        try await list { () async throws(TMDbError) in try await client.popularTVSeries(page: page) }
    }

    func topRatedSeries(page: Int) async throws(TVSeriesRemoteDataSourceError) -> TVSeriesPage {
        try await list { () async throws(TMDbError) in try await client.topRatedTVSeries(page: page) }
    }

    /// The first page comes with the series' details (one request for the details screen and its
    /// link); a later one is asked of `/tv/{id}/similar`. A page past the end TMDb gives is answered
    /// empty, with TMDb's totals, so that the use case can say so.
    func similarSeries(toSeriesWithID id: TVSeries.ID, page: Int) async throws(TVSeriesRemoteDataSourceError) -> TVSeriesPage {
        let details = try await details(id)
        guard let similar = details.similar else {
            throw .invalidResponse("TMDb's answer for the series \(id) held no list of similar series")
        }
        let first = TMDbTVSeriesPageMapper().map(similar)
        if page == first.page { return first }
        if page > first.totalPages {
            return TVSeriesPage(page: page, totalPages: first.totalPages, totalResults: first.totalResults, series: [])
        }
        do {
            return TMDbTVSeriesPageMapper().map(try await client.similarTVSeries(to: id, page: page))
        } catch {
            throw errors.map(error, lookup: .series(id))
        }
    }

    private func details(_ id: TVSeries.ID) async throws(TVSeriesRemoteDataSourceError) -> TMDbTVSeriesDetails {
        do {
            return try await client.tvSeries(id: id)
        } catch {
            throw errors.map(error, lookup: .series(id))
        }
    }

    private func list(_ fetch: () async throws(TMDbError) -> TMDbPage<TMDbTVSeriesSummary>) async throws(TVSeriesRemoteDataSourceError)
        -> TVSeriesPage
    {
        do {
            return TMDbTVSeriesPageMapper().map(try await fetch())
        } catch {
            throw errors.map(error, lookup: nil)
        }
    }

    /// A request's answer or its failure, so that two requests can run at once and keep their type.
    private func outcome<Value>(_ fetch: () async throws(TMDbError) -> Value) async -> Result<Value, TMDbError> {
        do {
            return .success(try await fetch())
        } catch {
            return .failure(error)
        }
    }

    /// What a 404 for a season means: the series has no such season, and these are the ones it has.
    private func missingSeason(_ seasonNumber: Int, of details: TMDbTVSeriesDetails) -> TVLookup {
        .season(seriesID: details.id, seasonNumber: seasonNumber, available: details.seasons.map(\.seasonNumber).sorted())
    }

    /// What a 404 for an episode means: no such season, or no such episode in a season that has
    /// the episodes the series lists for it.
    private func missingEpisode(_ episodeNumber: Int, season seasonNumber: Int, of details: TMDbTVSeriesDetails) -> TVLookup {
        guard let season = details.seasons.first(where: { $0.seasonNumber == seasonNumber }) else {
            return missingSeason(seasonNumber, of: details)
        }
        return .episode(seriesID: details.id, seasonNumber: seasonNumber, episodeNumber: episodeNumber, episodeCount: season.episodeCount)
    }
}
