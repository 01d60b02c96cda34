public import CoreDomain
public import TVSeriesDomain
public import TestDoubles

/// What a test double of a TV series port was asked, and what it answers: the one piece behind
/// both hand-written mocks, whose ports ask the same questions and differ only in their error type.
public typealias TVSeriesStubbedAnswers<Failure: Error & Sendable> = StubbedAnswers<
    TVSeriesStubs.Call, TVSeriesStubs.Answers, Failure
>

/// The questions the TV series ports are asked, and the answers a test can stub for them.
public enum TVSeriesStubs {
    public enum Call: Sendable, Equatable {
        case series(TVSeries.ID)
        case preview(TVSeries.ID)
        case season(TVSeries.ID, Int)
        case episode(TVSeries.ID, Int, Int)
        case credits(TVSeries.ID)
        case popular(page: Int)
        case topRated(page: Int)
        case similar(TVSeries.ID, page: Int)
        case genres
        case discover(TVSeriesDiscoveryQuery, page: Int)
        case trending(TrendingWindow, page: Int)
    }

    /// A list answer serves popular, top rated and similar alike.
    public struct Answers: Sendable {
        public var series: TVSeries?
        public var preview: TVSeriesPreview?
        public var season: TVSeason?
        public var episode: TVEpisode?
        public var credits: TVSeriesCredits?
        public var page: TVSeriesPage?
        public var genres: [TVSeriesGenre]?
        public var trending: TrendingTVSeriesPage?

        public init() {}
    }
}

extension StubbedAnswers where Answers == TVSeriesStubs.Answers {
    public func answer(_ series: TVSeries) { stub { $0.series = series } }
    public func answer(_ preview: TVSeriesPreview) { stub { $0.preview = preview } }
    public func answer(_ season: TVSeason) { stub { $0.season = season } }
    public func answer(_ episode: TVEpisode) { stub { $0.episode = episode } }
    public func answer(_ credits: TVSeriesCredits) { stub { $0.credits = credits } }
    public func answer(_ page: TVSeriesPage) { stub { $0.page = page } }
    public func answer(_ genres: [TVSeriesGenre]) { stub { $0.genres = genres } }
    public func answer(_ trending: TrendingTVSeriesPage) { stub { $0.trending = trending } }
}
