public import SearchDomain
public import TestDoubles

/// What a test double of a Search port was asked, and what it answers: the one piece behind
/// every hand-written mock of the context, whose ports differ only in their error type.
public typealias SearchStubbedAnswers<Failure: Error & Sendable> = StubbedAnswers<
    SearchStubs.Call, SearchStubs.Answers, Failure
>

/// The questions the Search ports are asked, and the answers a test can stub for them.
public enum SearchStubs {
    public enum Call: Sendable, Equatable {
        case search(words: [String], kinds: Set<SearchKind>, page: Int, pageSize: Int)
        case entry(SearchKind, id: Int)
        case movie(Int)
        case tv(Int)
        case person(Int)
    }

    public struct Answers: Sendable {
        public var results: SearchResultsPage?
        /// What the index holds, to be looked up by kind and id.
        public var indexed: [SearchResult]? = []
        public var movies: [Int: MoviePreview] = [:]
        public var tvSeries: [Int: TVSeriesPreview] = [:]
        public var people: [Int: PersonPreview] = [:]

        public init() {}
    }
}

extension StubbedAnswers where Answers == SearchStubs.Answers {
    public func answer(_ results: SearchResultsPage) { stub { $0.results = results } }
    public func index(_ result: SearchResult) { stub { $0.indexed?.append(result) } }
    public func know(_ movie: MoviePreview) { stub { $0.movies[movie.id] = movie } }
    public func know(_ series: TVSeriesPreview) { stub { $0.tvSeries[series.id] = series } }
    public func know(_ person: PersonPreview) { stub { $0.people[person.id] = person } }
}
