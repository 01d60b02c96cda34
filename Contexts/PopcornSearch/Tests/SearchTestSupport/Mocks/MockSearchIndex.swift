public import CoreDomain
public import SearchDomain
public import TestDoubles

/// A hand-written `SearchIndex` that records each search and look-up and answers with what the
/// test stubbed; it holds no entry until the test indexes one.
public final class MockSearchIndex: SearchIndex {
    public let answers = SearchStubbedAnswers<SourceFailure>(SearchStubs.Answers(), unstubbed: .unavailable("not stubbed"))

    public init() {}

    public func search(_ query: SearchQuery, kinds: Set<SearchKind>, page: Int, pageSize: Int) async throws(SourceFailure)
        -> SearchResultsPage
    {
        try answers.respond(to: .search(words: query.words, kinds: kinds, page: page, pageSize: pageSize), with: \.results)
    }

    public func entry(_ kind: SearchKind, id: Int) async throws(SourceFailure) -> SearchResult? {
        try answers.respond(to: .entry(kind, id: id), with: \.indexed).first { $0.kind == kind && $0.id == id }
    }
}
