import CoreDomain
import EmbeddedCatalogue
import MoviesDomain

/// A discovery's criteria in the catalogue's terms: years as their first and last days.
struct CatalogueMovieDiscoveryMapper {
    func map(_ criteria: MovieDiscoveryCriteria) -> CatalogueMovieDiscovery {
        CatalogueMovieDiscovery(
            genreIDs: criteria.genres.map(\.id), anyGenre: criteria.genreMatch == .any,
            releasedFrom: criteria.years.map { "\(YearText($0.from))-01-01" },
            releasedThrough: criteria.years.map { "\(YearText($0.through))-12-31" }, minimumVoteAverage: criteria.minimumRating,
            minimumVoteCount: criteria.minimumVotes, minimumRuntime: criteria.runtime?.minimum, maximumRuntime: criteria.runtime?.maximum,
            originalLanguage: criteria.originalLanguage?.code, keywords: criteria.keywords, order: order(criteria.order.sort),
            reversed: criteria.order.reversed)
    }

    private func order(_ sort: MovieDiscoverySort) -> CatalogueMovieDiscovery.Order {
        switch sort {
        case .popularity: .popularity
        case .rating: .rating
        case .releaseDate: .releaseDate
        case .title: .title
        }
    }
}
