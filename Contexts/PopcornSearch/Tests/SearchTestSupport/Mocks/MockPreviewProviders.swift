public import SearchDomain
public import TestDoubles

/// A hand-written provider of all three kinds (`MovieProviding`, `TVSeriesProviding`,
/// `PersonProviding`) that records each look-up and answers with what the test said it knows;
/// an id it does not know is not found.
public final class MockPreviewProviders: MovieProviding, TVSeriesProviding, PersonProviding {
    public let answers = SearchStubbedAnswers<PreviewLookupError>(SearchStubs.Answers(), unstubbed: .notFound)

    public init() {}

    public func movie(withID id: Int) async throws(PreviewLookupError) -> MoviePreview {
        try answers.respond(to: .movie(id), with: \.movies[id])
    }

    public func tvSeries(withID id: Int) async throws(PreviewLookupError) -> TVSeriesPreview {
        try answers.respond(to: .tv(id), with: \.tvSeries[id])
    }

    public func person(withID id: Int) async throws(PreviewLookupError) -> PersonPreview {
        try answers.respond(to: .person(id), with: \.people[id])
    }
}
