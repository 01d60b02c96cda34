public import MoviesDomain

/// Lists a page of the films that pass a filter, in an order: genres found by name among the
/// source's, the filter's rules checked before any list is asked for. Each film carries its genres.
public protocol DiscoverMoviesUseCase: Sendable {
    func execute(filter: MovieDiscoveryFilter, order: MovieDiscoveryOrder, page: Int) async throws(DiscoverMoviesError) -> MoviePage
}
