public import CoreDomain

/// A page of the films trending, and what the list was drawn from: the source's figures over a
/// window, or, in a snapshot without them, its most popular recent films (`TrendingBasis`).
public struct TrendingMoviesPage: Sendable, Equatable, Codable {
    public let movies: MoviePage
    public let basis: TrendingBasis

    public init(movies: MoviePage, basis: TrendingBasis) {
        self.movies = movies
        self.basis = basis
    }
}
