public import CoreDomain
public import MoviesDomain
public import TestDoubles

/// A hand-written `MovieRepository` that records each call and answers with what the test stubbed.
public final class MockMovieRepository: MovieRepository {
    public let answers = MovieStubbedAnswers<MovieRepositoryError>(MovieStubs.Answers(), unstubbed: .source(.unavailable("not stubbed")))

    public init() {}

    public func movie(withID id: Movie.ID) async throws(MovieRepositoryError) -> Movie {
        try answers.respond(to: .movie(id), with: \.movie)
    }

    public func moviePreview(withID id: Movie.ID) async throws(MovieRepositoryError) -> MoviePreview {
        try answers.respond(to: .preview(id), with: \.preview)
    }

    public func credits(forMovieWithID id: Movie.ID) async throws(MovieRepositoryError) -> MovieCredits {
        try answers.respond(to: .credits(id), with: \.credits)
    }

    public func popularMovies(page: Int) async throws(MovieRepositoryError) -> MoviePage {
        try answers.respond(to: .popular(page: page), with: \.page)
    }

    public func topRatedMovies(page: Int) async throws(MovieRepositoryError) -> MoviePage {
        try answers.respond(to: .topRated(page: page), with: \.page)
    }

    public func similarMovies(toMovieWithID id: Movie.ID, page: Int) async throws(MovieRepositoryError) -> MoviePage {
        try answers.respond(to: .similar(id, page: page), with: \.page)
    }

    public func discoverMovies(_ criteria: MovieDiscoveryCriteria, page: Int) async throws(MovieRepositoryError) -> MoviePage {
        try answers.respond(to: .discover(criteria, page: page), with: \.page)
    }

    public func movieGenres() async throws(MovieRepositoryError) -> [MovieGenreSummary] {
        try answers.respond(to: .genres, with: \.genres)
    }

    public func trendingMovies(window: TrendingWindow, page: Int) async throws(MovieRepositoryError) -> TrendingMoviesPage {
        try answers.respond(to: .trending(window, page: page), with: \.trending)
    }
}
