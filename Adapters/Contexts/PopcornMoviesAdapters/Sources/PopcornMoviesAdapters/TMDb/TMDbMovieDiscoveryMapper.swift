import CoreDomain
import MoviesDomain
import TMDb

/// A discovery's criteria as TMDb's `/discover/movie` filters, keywords aside (they are ids there,
/// found by name first). Years are first and last days of `primary_release_date`.
struct TMDbMovieDiscoveryMapper {
    func filters(for criteria: MovieDiscoveryCriteria) -> TMDbDiscoveryFilters {
        TMDbDiscoveryFilters(
            genreIDs: criteria.genres.map(\.id), sortOrder: sortOrder(criteria.order), minimumVoteCount: criteria.minimumVotes,
            anyGenre: criteria.genreMatch == .any, firstOutFrom: criteria.years.map { "\(YearText($0.from))-01-01" },
            firstOutThrough: criteria.years.map { "\(YearText($0.through))-12-31" }, minimumVoteAverage: criteria.minimumRating,
            minimumRuntime: criteria.runtime?.minimum, maximumRuntime: criteria.runtime?.maximum,
            originalLanguage: criteria.originalLanguage?.code)
    }

    private func sortOrder(_ order: MovieDiscoveryOrder) -> TMDbSortOrder {
        let field =
            switch order.sort {
            case .popularity: "popularity"
            case .rating: "vote_average"
            case .releaseDate: "primary_release_date"
            case .title: "title"
            }
        let natural = order.sort == .title ? "asc" : "desc"
        let direction = order.reversed ? (natural == "asc" ? "desc" : "asc") : natural
        return TMDbSortOrder(rawValue: "\(field).\(direction)")
    }
}
