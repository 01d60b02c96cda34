import CoreDomain
import MoviesApplication
import MoviesDomain
import TestDoubles

/// A hand-written `FetchMovieCreditsUseCase` of the Movies context: records what it is asked for and answers
/// with what the test stubbed, or the failure it set.
final class MockFetchMovieCreditsUseCase: FetchMovieCreditsUseCase {
    let answers = StubbedAnswers<Int, MovieCredits?, MovieLookupError>(nil, unstubbed: .source(.unavailable("not stubbed")))

    func execute(movieID: Movie.ID) async throws(FetchMovieCreditsError) -> MovieCredits {
        try answers.respond(to: movieID, with: \.self)
    }
}
