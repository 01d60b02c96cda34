import Caching
import CoreDomain
import TVSeriesDomain

/// Every answer the TV series context caches: the key it is kept under and for how long. A
/// series' facts change rarely; lists move with the audience.
enum TVSeriesCachePolicy {
    static let detailsTimeToLive: Duration = .seconds(24 * 60 * 60)
    static let listTimeToLive: Duration = .seconds(60 * 60)

    /// A series that has ended, or was cancelled, changes little: it is kept a week.
    static let finishedSeriesTimeToLive: Duration = .seconds(7 * 24 * 60 * 60)

    static func details(_ id: TVSeries.ID) -> CacheRule<TVSeries> {
        CacheRule("tv.series.\(id)", timeToLive: detailsTimeToLive) { series in
            ["Ended", "Canceled", "Cancelled"].contains(series.status ?? "") ? finishedSeriesTimeToLive : detailsTimeToLive
        }
    }

    /// What a list shows of a series, kept as long as its details are.
    static func preview(_ id: TVSeries.ID) -> CacheRule<TVSeriesPreview> {
        CacheRule("tv.series-preview.\(id)", timeToLive: detailsTimeToLive)
    }

    static func season(_ number: Int, of id: TVSeries.ID) -> CacheRule<TVSeason> {
        CacheRule("tv.season.\(id).\(number)", timeToLive: detailsTimeToLive)
    }

    static func episode(_ number: Int, season: Int, of id: TVSeries.ID) -> CacheRule<TVEpisode> {
        CacheRule("tv.episode.\(id).\(season).\(number)", timeToLive: detailsTimeToLive)
    }

    static func credits(_ id: TVSeries.ID) -> CacheRule<TVSeriesCredits> {
        CacheRule("tv.credits.\(id)", timeToLive: detailsTimeToLive)
    }

    static func popular(page: Int) -> CacheRule<TVSeriesPage> {
        CacheRule("tv.popular.\(page)", timeToLive: listTimeToLive)
    }

    static func topRated(page: Int) -> CacheRule<TVSeriesPage> {
        CacheRule("tv.top-rated.\(page)", timeToLive: listTimeToLive)
    }

    static func similar(to id: TVSeries.ID, page: Int) -> CacheRule<TVSeriesPage> {
        CacheRule("tv.similar.\(id).\(page)", timeToLive: listTimeToLive)
    }

    /// The genres change least of all: kept a week.
    static let genresTimeToLive: Duration = .seconds(7 * 24 * 60 * 60)

    static let genres = CacheRule<[TVSeriesGenre]>("tv.genres", timeToLive: genresTimeToLive)

    /// A page of what is trending moves by the hour.
    static func trending(_ window: TrendingWindow, page: Int) -> CacheRule<TrendingTVSeriesPage> {
        CacheRule("tv.trending.\(window.rawValue).\(page)", timeToLive: listTimeToLive)
    }

    /// A page of a discovery, kept as a list is, under the query's own words.
    static func discover(_ query: TVSeriesDiscoveryQuery, page: Int) -> CacheRule<TVSeriesPage> {
        CacheRule("tv.discover.\(query.key).\(page)", timeToLive: listTimeToLive)
    }
}
