public import CoreDomain
public import TVSeriesDomain
public import TestDoubles

/// A hand-written `TVSeriesRepository` that records each call and answers with what the test stubbed.
public final class MockTVSeriesRepository: TVSeriesRepository {
    public let answers = TVSeriesStubbedAnswers<TVSeriesRepositoryError>(
        TVSeriesStubs.Answers(), unstubbed: .source(.unavailable("not stubbed")))

    public init() {}

    public func series(withID id: TVSeries.ID) async throws(TVSeriesRepositoryError) -> TVSeries {
        try answers.respond(to: .series(id), with: \.series)
    }

    public func seriesPreview(withID id: TVSeries.ID) async throws(TVSeriesRepositoryError) -> TVSeriesPreview {
        try answers.respond(to: .preview(id), with: \.preview)
    }

    public func season(_ seasonNumber: Int, ofSeriesWithID id: TVSeries.ID) async throws(TVSeriesRepositoryError) -> TVSeason {
        try answers.respond(to: .season(id, seasonNumber), with: \.season)
    }

    public func episode(_ episodeNumber: Int, season seasonNumber: Int, ofSeriesWithID id: TVSeries.ID)
        async throws(TVSeriesRepositoryError) -> TVEpisode
    {
        try answers.respond(to: .episode(id, seasonNumber, episodeNumber), with: \.episode)
    }

    public func credits(ofSeriesWithID id: TVSeries.ID) async throws(TVSeriesRepositoryError) -> TVSeriesCredits {
        try answers.respond(to: .credits(id), with: \.credits)
    }

    public func popularSeries(page: Int) async throws(TVSeriesRepositoryError) -> TVSeriesPage {
        try answers.respond(to: .popular(page: page), with: \.page)
    }

    public func topRatedSeries(page: Int) async throws(TVSeriesRepositoryError) -> TVSeriesPage {
        try answers.respond(to: .topRated(page: page), with: \.page)
    }

    public func similarSeries(toSeriesWithID id: TVSeries.ID, page: Int) async throws(TVSeriesRepositoryError) -> TVSeriesPage {
        try answers.respond(to: .similar(id, page: page), with: \.page)
    }

    public func seriesGenres() async throws(TVSeriesRepositoryError) -> [TVSeriesGenre] {
        try answers.respond(to: .genres, with: \.genres)
    }

    public func discoverSeries(_ query: TVSeriesDiscoveryQuery, page: Int) async throws(TVSeriesRepositoryError) -> TVSeriesPage {
        try answers.respond(to: .discover(query, page: page), with: \.page)
    }

    public func trendingSeries(window: TrendingWindow, page: Int) async throws(TVSeriesRepositoryError) -> TrendingTVSeriesPage {
        try answers.respond(to: .trending(window, page: page), with: \.trending)
    }
}
