import Caching
import MoviesDomain

/// Every answer the Movies context caches: the key it is kept under and for how long. A movie's
/// facts change rarely; lists move with the audience.
enum MovieCachePolicy {
    static let detailsTimeToLive: Duration = .seconds(24 * 60 * 60)
    static let listTimeToLive: Duration = .seconds(60 * 60)

    static func details(_ id: Movie.ID) -> CacheRule<Movie> {
        CacheRule("movies.details.\(id)", timeToLive: detailsTimeToLive)
    }

    static func credits(_ id: Movie.ID) -> CacheRule<MovieCredits> {
        CacheRule("movies.credits.\(id)", timeToLive: detailsTimeToLive)
    }

    static func popular(page: Int) -> CacheRule<MoviePage> {
        CacheRule("movies.popular.\(page)", timeToLive: listTimeToLive)
    }

    static func topRated(page: Int) -> CacheRule<MoviePage> {
        CacheRule("movies.top-rated.\(page)", timeToLive: listTimeToLive)
    }

    static func similar(to id: Movie.ID, page: Int) -> CacheRule<MoviePage> {
        CacheRule("movies.similar.\(id).\(page)", timeToLive: listTimeToLive)
    }
}
