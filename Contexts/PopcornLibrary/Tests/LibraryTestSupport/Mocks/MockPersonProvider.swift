public import LibraryDomain
public import TestDoubles

/// A hand-written `PersonProviding` that records each look-up and answers with what the test
/// said it knows; an id it does not know is not found.
public final class MockPersonProvider: PersonProviding {
    public let answers = LibraryStubbedAnswers<PreviewLookupError>(LibraryStubs.Answers(), unstubbed: .notFound)

    public init() {}

    public func person(withID id: Int) async throws(PreviewLookupError) -> PersonPreview {
        try answers.respond(to: .person(id), with: \.personPreviews[id])
    }
}
