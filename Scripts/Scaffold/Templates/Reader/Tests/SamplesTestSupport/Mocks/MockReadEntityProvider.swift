public import SamplesDomain
public import TestDoubles

/// A hand-written `ReadEntityProviding` that records each look-up and answers with what the test
/// said it knows; an id it does not know is not found.
public final class MockReadEntityProvider: ReadEntityProviding {
    public let answers = SamplesStubbedAnswers<PreviewLookupError>(SamplesStubs.Answers(), unstubbed: .notFound)

    public init() {}

    public func readEntity(withID id: Int) async throws(PreviewLookupError) -> ReadEntityPreview {
        try answers.respond(to: .readEntity(id), with: \.readEntityPreviews[id])
    }
}
