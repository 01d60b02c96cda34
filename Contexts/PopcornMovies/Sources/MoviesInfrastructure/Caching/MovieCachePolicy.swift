import Caching
import MoviesDomain

/// How long each kind of answer may be served from the cache, and the key it is kept under.
/// A movie's facts change rarely; lists move with the audience.
enum MovieCachePolicy {
    static let detailsTimeToLive: Duration = .seconds(24 * 60 * 60)
    static let listTimeToLive: Duration = .seconds(60 * 60)

    static func details(_ id: Movie.ID) -> CacheKey<Movie> {
        CacheKey("movies.details.\(id)")
    }

    static func credits(_ id: Movie.ID) -> CacheKey<MovieCredits> {
        CacheKey("movies.credits.\(id)")
    }

    static func popular(page: Int) -> CacheKey<MoviePage> {
        CacheKey("movies.popular.\(page)")
    }

    static func topRated(page: Int) -> CacheKey<MoviePage> {
        CacheKey("movies.top-rated.\(page)")
    }

    static func similar(to id: Movie.ID, page: Int) -> CacheKey<MoviePage> {
        CacheKey("movies.similar.\(id).\(page)")
    }
}
