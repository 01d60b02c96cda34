import CoreDomain
import Presentation
import TVSeriesApplication
import TVSeriesComposition
import TVSeriesDomain
import TitleListFeature

extension DiscoverySource {
    /// The TV series context's discovery: the place's words as its filter and sort. Series have no
    /// runtime and no keywords to filter by, so either is a usage error that says why.
    static func tvSeries(_ services: AppServices) -> DiscoverySource {
        let discover = services.tvSeries.makeDiscoverTVSeriesUseCase()
        let wording = services.failureWording
        return DiscoverySource { place throws(ViewStateError) in
            let (filter, sort) = try seriesFilter(place)
            let page = try await wording.outcome { () async throws(DiscoverTVSeriesError) in
                try await discover.execute(filter, sort: sort, page: place.page)
            }.get()
            return TitleListPageMapper().map(page, genres: true)
        }
    }

    /// The place's words in the TV series context's terms; a value no filter can hold is a usage error.
    static func seriesFilter(_ place: DiscoverPlace) throws(ViewStateError) -> (TVSeriesDiscoveryFilter, TVSeriesDiscoverySort) {
        if place.runtime != nil {
            throw DiscoveryWording.usage(
                "--runtime is for films only: a series has no one running time (its episodes' lengths vary), so Popcorn does not discover series by it.",
                suggestion: "Leave --runtime out for tv, or discover films: popcorn discover movie --runtime \(place.runtime ?? "90-120").")
        }
        if !place.keywords.isEmpty {
            throw DiscoveryWording.usage(
                "--keyword is for films only: the embedded catalogue holds no keywords for series, so Popcorn discovers series by none, offline or live.",
                suggestion: "Find series by --genre instead; `popcorn genres tv` lists them.")
        }
        var filter = TVSeriesDiscoveryFilter(genreNames: place.genres, genreMatch: place.anyGenre ? .any : .all)
        if let year = place.year {
            let years = try DiscoveryWords.years(year)
            filter.earliestYear = years.from
            filter.latestYear = years.through
        }
        if let rating = place.minRating { filter.minimumRating = try DiscoveryWords.rating(rating) }
        if let votes = place.minVotes { filter.minimumVotes = try DiscoveryWords.votes(votes) }
        filter.originalLanguage = place.language
        let order: TVSeriesSortOrder =
            switch place.sort ?? .popularity {
            case .popularity: .popularity
            case .rating: .rating
            case .date: .firstAirDate
            case .title: .name
            }
        return (filter, TVSeriesDiscoverySort(order, reversed: place.reverse))
    }
}
