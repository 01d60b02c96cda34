public import CoreDomain
public import MoviesDomain
public import MoviesInfrastructure
public import TestDoubles

/// A hand-written `MovieRemoteDataSource` that records each call and answers with what the test stubbed.
public final class MockMovieRemoteDataSource: MovieRemoteDataSource {
    public let answers = MovieStubbedAnswers<MovieRemoteDataSourceError>(MovieStubs.Answers(), unstubbed: .unreachable("not stubbed"))

    public init() {}

    public func movie(withID id: Movie.ID) async throws(MovieRemoteDataSourceError) -> Movie {
        try answers.respond(to: .movie(id), with: \.movie)
    }

    public func moviePreview(withID id: Movie.ID) async throws(MovieRemoteDataSourceError) -> MoviePreview {
        try answers.respond(to: .preview(id), with: \.preview)
    }

    public func credits(forMovieWithID id: Movie.ID) async throws(MovieRemoteDataSourceError) -> MovieCredits {
        try answers.respond(to: .credits(id), with: \.credits)
    }

    public func popularMovies(page: Int) async throws(MovieRemoteDataSourceError) -> MoviePage {
        try answers.respond(to: .popular(page: page), with: \.page)
    }

    public func topRatedMovies(page: Int) async throws(MovieRemoteDataSourceError) -> MoviePage {
        try answers.respond(to: .topRated(page: page), with: \.page)
    }

    public func similarMovies(toMovieWithID id: Movie.ID, page: Int) async throws(MovieRemoteDataSourceError) -> MoviePage {
        try answers.respond(to: .similar(id, page: page), with: \.page)
    }

    public func discoverMovies(_ criteria: MovieDiscoveryCriteria, page: Int) async throws(MovieRemoteDataSourceError) -> MoviePage {
        try answers.respond(to: .discover(criteria, page: page), with: \.page)
    }

    public func movieGenres() async throws(MovieRemoteDataSourceError) -> [MovieGenreSummary] {
        try answers.respond(to: .genres, with: \.genres)
    }

    public func trendingMovies(window: TrendingWindow, page: Int) async throws(MovieRemoteDataSourceError) -> TrendingMoviesPage {
        try answers.respond(to: .trending(window, page: page), with: \.trending)
    }
}
