public import Foundation
public import SearchDomain
public import TestDoubles

/// A hand-written `ViewHistory` that records each call and answers with what the test stubbed.
public final class MockViewHistory: ViewHistory {
    public let answers = SearchStubbedAnswers<ViewHistoryError>(SearchStubs.Answers(), unstubbed: .unreadable("not stubbed"))

    public init() {}

    public func record(_ item: ViewedItem, at date: Date) async throws(ViewHistoryError) {
        _ = try answers.respond(to: .record(item, at: date), with: \.writes)
    }

    public func entries(offset: Int, limit: Int) async throws(ViewHistoryError) -> HistoryEntries {
        try answers.respond(to: .entries(offset: offset, limit: limit), with: \.entries)
    }

    public func clear() async throws(ViewHistoryError) {
        _ = try answers.respond(to: .clear, with: \.writes)
    }
}
