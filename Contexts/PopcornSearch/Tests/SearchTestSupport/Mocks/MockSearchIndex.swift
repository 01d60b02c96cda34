public import CoreDomain
public import SearchDomain
public import TestDoubles

/// A hand-written `SearchIndex` that records each search and answers with what the test stubbed.
public final class MockSearchIndex: SearchIndex {
    public let answers = SearchStubbedAnswers<SourceFailure>(SearchStubs.Answers(), unstubbed: .unavailable("not stubbed"))

    public init() {}

    public func search(_ query: SearchQuery, kinds: Set<SearchKind>, page: Int, pageSize: Int) async throws(SourceFailure)
        -> SearchResultsPage
    {
        try answers.respond(to: .search(words: query.words, kinds: kinds, page: page, pageSize: pageSize), with: \.results)
    }
}
