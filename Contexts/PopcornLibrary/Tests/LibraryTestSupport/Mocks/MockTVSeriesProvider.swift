public import LibraryDomain
public import TestDoubles

/// A hand-written `TVSeriesProviding` that records each look-up and answers with what the test
/// said it knows; an id it does not know is not found.
public final class MockTVSeriesProvider: TVSeriesProviding {
    public let answers = LibraryStubbedAnswers<PreviewLookupError>(LibraryStubs.Answers(), unstubbed: .notFound)

    public init() {}

    public func tvSeries(withID id: Int) async throws(PreviewLookupError) -> TVSeriesPreview {
        try answers.respond(to: .tvSeries(id), with: \.tvSeriesPreviews[id])
    }
}
