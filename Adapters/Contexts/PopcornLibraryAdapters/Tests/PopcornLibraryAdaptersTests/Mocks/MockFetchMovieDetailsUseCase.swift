import CoreDomain
import MoviesApplication
import MoviesDomain
import TestDoubles

/// A hand-written `FetchMovieDetailsUseCase` of the Movies context: records the ids it is
/// asked for and answers with the movie the test stubbed, or the failure it set.
final class MockFetchMovieDetailsUseCase: FetchMovieDetailsUseCase {
    let answers = StubbedAnswers<Movie.ID, Movie?, FetchMovieDetailsError>(
        nil, unstubbed: .source(.unavailable("not stubbed")))

    func execute(id: Movie.ID) async throws(FetchMovieDetailsError) -> Movie {
        try answers.respond(to: id, with: \.self)
    }
}
