public import SearchDomain
public import TestDoubles

/// A hand-written `TVSeriesProviding` that records each look-up and answers with what the test
/// said it knows; an id it does not know is not found.
public final class MockTVSeriesProvider: TVSeriesProviding {
    public let answers = SearchStubbedAnswers<PreviewLookupError>(SearchStubs.Answers(), unstubbed: .notFound)

    public init() {}

    public func tvSeries(withID id: Int) async throws(PreviewLookupError) -> TVSeriesPreview {
        try answers.respond(to: .tv(id), with: \.tvSeries[id])
    }
}
