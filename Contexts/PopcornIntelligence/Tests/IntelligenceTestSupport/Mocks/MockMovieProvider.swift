public import IntelligenceDomain
public import TestDoubles

/// A hand-written `MovieProviding` that records each look-up and answers with what the test said
/// it knows; a film it does not know is not found.
public final class MockMovieProvider: MovieProviding {
    public let answers: IntelligenceStubbedAnswers<CatalogueLookupError>

    public init(answers: IntelligenceStubbedAnswers<CatalogueLookupError> = .init(IntelligenceStubs.Answers(), unstubbed: .notFound)) {
        self.answers = answers
    }

    public func movie(withID id: Int) async throws(CatalogueLookupError) -> MovieDetails {
        try answers.respond(to: .movie(id), with: \.movies[id])
    }

    public func similarMovies(toMovieWithID id: Int) async throws(CatalogueLookupError) -> [SimilarTitle] {
        try answers.respond(to: .similarMovies(id), with: \.similarMovies[id])
    }
}
