public import SearchDomain
public import TestDoubles

/// A hand-written provider of all three kinds (`FilmProviding`, `SeriesProviding`,
/// `PersonProviding`) that records each look-up and answers with what the test said it knows;
/// an id it does not know is not found.
public final class MockPreviewProviders: FilmProviding, SeriesProviding, PersonProviding {
    public let answers = SearchStubbedAnswers<PreviewLookupError>(SearchStubs.Answers(), unstubbed: .notFound)

    public init() {}

    public func film(withID id: Int) async throws(PreviewLookupError) -> FilmPreview {
        try answers.respond(to: .film(id), with: \.films[id])
    }

    public func series(withID id: Int) async throws(PreviewLookupError) -> SeriesPreview {
        try answers.respond(to: .series(id), with: \.series[id])
    }

    public func person(withID id: Int) async throws(PreviewLookupError) -> PersonPreview {
        try answers.respond(to: .person(id), with: \.people[id])
    }
}
