import CoreDomain
import MoviesApplication
import MoviesDomain
import TestDoubles

/// A hand-written `FetchMoviePreviewUseCase` of the Movies context: records the ids it is
/// asked for and answers with the preview the test stubbed, or the failure it set.
final class MockFetchMoviePreviewUseCase: FetchMoviePreviewUseCase {
    let answers = StubbedAnswers<Movie.ID, MoviesDomain.MoviePreview?, FetchMoviePreviewError>(
        nil, unstubbed: .source(.unavailable("not stubbed")))

    func execute(id: Movie.ID) async throws(FetchMoviePreviewError) -> MoviesDomain.MoviePreview {
        try answers.respond(to: id, with: \.self)
    }
}
