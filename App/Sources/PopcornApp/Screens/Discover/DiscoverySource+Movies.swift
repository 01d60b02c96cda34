import CoreDomain
import MoviesApplication
import MoviesComposition
import MoviesDomain
import Presentation
import TitleListFeature

extension DiscoverySource {
    /// The Movies context's discovery: the place's words as its filter and order.
    static func movies(_ services: AppServices) -> DiscoverySource {
        let discover = services.movies.makeDiscoverMoviesUseCase()
        let wording = services.failureWording
        return DiscoverySource { place throws(ViewStateError) in
            let (filter, order) = try movieFilter(place)
            let page = try await wording.outcome { () async throws(DiscoverMoviesError) in
                try await discover.execute(filter: filter, order: order, page: place.page)
            }.get()
            return TitleListPageMapper().map(page, genres: true)
        }
    }

    /// The place's words in the Movies context's terms; a value no filter can hold is a usage error.
    static func movieFilter(_ place: DiscoverPlace) throws(ViewStateError) -> (MovieDiscoveryFilter, MovieDiscoveryOrder) {
        var filter = MovieDiscoveryFilter(genreNames: place.genres, genreMatch: place.anyGenre ? .any : .all, keywords: place.keywords)
        if let year = place.year {
            let years = try DiscoveryWords.years(year)
            filter.years = YearSpan(from: years.from, through: years.through)
        }
        if let rating = place.minRating { filter.minimumRating = try DiscoveryWords.rating(rating) }
        if let votes = place.minVotes { filter.minimumVotes = try DiscoveryWords.votes(votes) }
        if let runtime = place.runtime {
            let span = try DiscoveryWords.runtime(runtime)
            filter.runtime = RuntimeSpan(minimum: span.minimum, maximum: span.maximum)
        }
        filter.originalLanguage = place.language.map { Language(code: $0) }
        let sort: MovieDiscoverySort =
            switch place.sort ?? .popularity {
            case .popularity: .popularity
            case .rating: .rating
            case .date: .releaseDate
            case .title: .title
            }
        return (filter, MovieDiscoveryOrder(sort: sort, reversed: place.reverse))
    }
}
