public import SamplesDomain
public import TestDoubles

/// A hand-written `SampleEntryStore` that records each call and answers with what the test
/// stubbed.
public final class MockSampleEntryStore: SampleEntryStore {
    public let answers = SamplesStubbedAnswers<SampleEntryStoreError>(SamplesStubs.Answers(), unstubbed: .unreadable("not stubbed"))

    public init() {}

    public func save(_ entry: SampleEntry) async throws(SampleEntryStoreError) {
        _ = try answers.respond(to: .save(entry), with: \.saves)
    }

    public func entries(limit: Int) async throws(SampleEntryStoreError) -> [SampleEntry] {
        try answers.respond(to: .entries(limit: limit), with: \.entries)
    }
}
