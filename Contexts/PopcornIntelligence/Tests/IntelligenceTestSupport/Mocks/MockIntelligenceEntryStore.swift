public import IntelligenceDomain
public import TestDoubles

/// A hand-written `IntelligenceEntryStore` that records each call and answers with what the test
/// stubbed.
public final class MockIntelligenceEntryStore: IntelligenceEntryStore {
    public let answers = IntelligenceStubbedAnswers<IntelligenceEntryStoreError>(
        IntelligenceStubs.Answers(), unstubbed: .unreadable("not stubbed"))

    public init() {}

    public func save(_ entry: IntelligenceEntry) async throws(IntelligenceEntryStoreError) {
        _ = try answers.respond(to: .save(entry), with: \.saves)
    }

    public func entries(limit: Int) async throws(IntelligenceEntryStoreError) -> [IntelligenceEntry] {
        try answers.respond(to: .entries(limit: limit), with: \.entries)
    }
}
