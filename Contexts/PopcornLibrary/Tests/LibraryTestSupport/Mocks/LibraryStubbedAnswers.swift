public import LibraryDomain
public import TestDoubles

/// What a test double of a Library port was asked, and what it answers: the one piece behind
/// every hand-written mock of the context, whose ports differ only in their error type.
public typealias LibraryStubbedAnswers<Failure: Error & Sendable> = StubbedAnswers<
    LibraryStubs.Call, LibraryStubs.Answers, Failure
>

/// The questions the Library ports are asked, and the answers a test can stub for them.
public enum LibraryStubs {
    public enum Call: Sendable, Equatable {
        case movie(Int)
        case tvSeries(Int)
        case person(Int)
    }

    public struct Answers: Sendable {
        public var moviePreviews: [Int: MoviePreview] = [:]
        public var tvSeriesPreviews: [Int: TVSeriesPreview] = [:]
        public var personPreviews: [Int: PersonPreview] = [:]

        public init() {}
    }
}

extension StubbedAnswers where Answers == LibraryStubs.Answers {
    public func know(_ movie: MoviePreview) { stub { $0.moviePreviews[movie.id] = movie } }
    public func know(_ tvSeries: TVSeriesPreview) { stub { $0.tvSeriesPreviews[tvSeries.id] = tvSeries } }
    public func know(_ person: PersonPreview) { stub { $0.personPreviews[person.id] = person } }
}
