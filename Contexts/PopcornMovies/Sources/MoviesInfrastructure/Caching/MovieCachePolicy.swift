import Caching
import CoreDomain
import MoviesDomain

/// Every answer the Movies context caches: the key it is kept under and for how long. A movie's
/// facts change rarely; lists move with the audience.
enum MovieCachePolicy {
    static let detailsTimeToLive: Duration = .seconds(24 * 60 * 60)
    static let listTimeToLive: Duration = .seconds(60 * 60)
    static let genresTimeToLive: Duration = .seconds(7 * 24 * 60 * 60)

    static func details(_ id: Movie.ID) -> CacheRule<Movie> {
        CacheRule("movies.details.\(id)", timeToLive: detailsTimeToLive)
    }

    /// What a list shows of a movie, kept as long as its details are.
    static func preview(_ id: Movie.ID) -> CacheRule<MoviePreview> {
        CacheRule("movies.preview.\(id)", timeToLive: detailsTimeToLive)
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

    /// Genres change hardly ever: a week.
    static let genres = CacheRule<[MovieGenreSummary]>("movies.genres", timeToLive: genresTimeToLive)

    /// The same genres without their counts, kept as long.
    static let genreNames = CacheRule<[Genre]>("movies.genre-names", timeToLive: genresTimeToLive)

    /// A discovery is kept under its criteria written out in full, so that two that differ in any
    /// filter never share an entry.
    static func discovery(_ criteria: MovieDiscoveryCriteria, page: Int) -> CacheRule<MoviePage> {
        CacheRule("movies.discover.\(discoveryKey(criteria)).\(page)", timeToLive: listTimeToLive)
    }

    static func discoveryKey(_ criteria: MovieDiscoveryCriteria) -> String {
        func joined(_ values: [String]) -> String { values.joined(separator: ",") }
        let parts: [String] = [
            "genres=" + joined(criteria.genres.map { String($0.id) }) + ":" + criteria.genreMatch.rawValue,
            "years=" + (criteria.years.map { "\($0.from)-\($0.through)" } ?? ""),
            "rating=" + (criteria.minimumRating.map { String($0) } ?? ""),
            "votes=" + (criteria.minimumVotes.map { String($0) } ?? ""),
            "runtime=" + (criteria.runtime.map { "\($0.minimum.map(String.init) ?? "")-\($0.maximum.map(String.init) ?? "")" } ?? ""),
            "language=" + (criteria.originalLanguage?.code ?? ""),
            "keywords=" + joined(criteria.keywords.map { $0.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: "_") }),
            "sort=" + criteria.order.sort.rawValue + (criteria.order.reversed ? ":reversed" : ""),
        ]
        return parts.joined(separator: ";")
    }

    /// A page of what is trending moves by the hour.
    static func trending(_ window: TrendingWindow, page: Int) -> CacheRule<TrendingMoviesPage> {
        CacheRule("movies.trending.\(window.rawValue).\(page)", timeToLive: listTimeToLive)
    }

    static func similar(to id: Movie.ID, page: Int) -> CacheRule<MoviePage> {
        CacheRule("movies.similar.\(id).\(page)", timeToLive: listTimeToLive)
    }
}
