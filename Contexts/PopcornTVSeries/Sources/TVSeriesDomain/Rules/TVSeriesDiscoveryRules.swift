public import CoreDomain

/// What a discovery of series may ask, and what it asks of a source.
public enum TVSeriesDiscoveryRules {
    /// The years of first air date a filter may name.
    public static let years = 1900...2100
    public static let ratings = 0.0...10.0

    /// Why `filter` cannot be asked; nil when it can.
    public static func error(for filter: TVSeriesDiscoveryFilter) -> TVSeriesDiscoveryFilterError? {
        for year in [filter.earliestYear, filter.latestYear].compactMap({ $0 }) where !years.contains(year) {
            return .yearOutOfRange(year)
        }
        if let earliest = filter.earliestYear, let latest = filter.latestYear, earliest > latest {
            return .yearsReversed(earliest: earliest, latest: latest)
        }
        if let rating = filter.minimumRating, !ratings.contains(rating) { return .ratingOutOfRange(rating) }
        if let votes = filter.minimumVotes, votes < 0 { return .negativeVotes(votes) }
        if let language = filter.originalLanguage, normalizedLanguage(language) == nil { return .invalidLanguage(language) }
        return nil
    }

    /// An ISO 639-1 code in lower case, or nil when `code` is not two letters.
    public static func normalizedLanguage(_ code: String) -> String? {
        let lowered = code.lowercased()
        guard lowered.count == 2, lowered.allSatisfy({ ("a"..."z").contains($0) }) else { return nil }
        return lowered
    }

    /// The votes a series needs to be listed: those asked for, else, in a sort by rating, the
    /// top-rated threshold (`TopRatedTVSeriesRule`), so that a series rated 10 by three people does
    /// not open the list; else none.
    public static func minimumVotes(for filter: TVSeriesDiscoveryFilter, sort: TVSeriesDiscoverySort) -> Int? {
        if let votes = filter.minimumVotes { return votes }
        return sort.order == .rating ? TopRatedTVSeriesRule.minimumVotes : nil
    }

    /// The series genre of `genres` that `name` asks for: the one so named, without case, else the
    /// one that holds the film genre so named (`TVSeriesGenreEquivalents`); nil when neither.
    public static func genre(named name: String, among genres: [TVSeriesGenre]) -> Genre? {
        let wanted = String(name.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()).lowercased()
        if let exact = genres.first(where: { $0.genre.name.lowercased() == wanted }) { return exact.genre }
        guard let seriesGenre = TVSeriesGenreEquivalents.seriesGenre(holding: wanted) else { return nil }
        return genres.first { $0.genre.name == seriesGenre }?.genre
    }

    /// The query a valid filter makes, its genres already resolved.
    public static func query(_ filter: TVSeriesDiscoveryFilter, genres: [Genre], sort: TVSeriesDiscoverySort) -> TVSeriesDiscoveryQuery {
        TVSeriesDiscoveryQuery(
            genres: genres, genreMatch: filter.genreMatch, earliestYear: filter.earliestYear, latestYear: filter.latestYear,
            minimumRating: filter.minimumRating, minimumVotes: minimumVotes(for: filter, sort: sort),
            originalLanguage: filter.originalLanguage.flatMap(normalizedLanguage), sort: sort)
    }
}
