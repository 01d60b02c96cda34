public import LibraryDomain
public import TestDoubles

/// A hand-written `MovieProviding` that records each look-up and answers with what the test
/// said it knows; an id it does not know is not found.
public final class MockMovieProvider: MovieProviding {
    public let answers = LibraryStubbedAnswers<PreviewLookupError>(LibraryStubs.Answers(), unstubbed: .notFound)

    public init() {}

    public func movie(withID id: Int) async throws(PreviewLookupError) -> MoviePreview {
        try answers.respond(to: .movie(id), with: \.moviePreviews[id])
    }
}
