import CoreDomain
import MoviesApplication
import MoviesDomain
import TestDoubles

/// A hand-written `FetchSimilarMoviesUseCase` of the Movies context: records what it is asked for and answers
/// with what the test stubbed, or the failure it set.
final class MockFetchSimilarMoviesUseCase: FetchSimilarMoviesUseCase {
    let answers = StubbedAnswers<[Int], MoviePage?, FetchSimilarMoviesError>(nil, unstubbed: .lookup(.source(.unavailable("not stubbed"))))

    func execute(movieID: Movie.ID, page: Int) async throws(FetchSimilarMoviesError) -> MoviePage {
        try answers.respond(to: [movieID, page], with: \.self)
    }
}
