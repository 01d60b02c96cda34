public import IntelligenceDomain
public import TestDoubles

/// What a test double of a Intelligence port was asked, and what it answers: the one piece behind
/// every hand-written mock of the context, whose ports differ only in their error type.
public typealias IntelligenceStubbedAnswers<Failure: Error & Sendable> = StubbedAnswers<
    IntelligenceStubs.Call, IntelligenceStubs.Answers, Failure
>

/// The questions the Intelligence ports are asked, and the answers a test can stub for them.
public enum IntelligenceStubs {
    public enum Call: Sendable, Equatable {
        case movie(Int)
        case tvSeries(Int)
        case person(Int)
        case save(IntelligenceEntry)
        case entries(limit: Int)
    }

    public struct Answers: Sendable {
        public var moviePreviews: [Int: MoviePreview] = [:]
        public var tvSeriesPreviews: [Int: TVSeriesPreview] = [:]
        public var personPreviews: [Int: PersonPreview] = [:]
        public var entries: [IntelligenceEntry]?
        /// Whether a save succeeds.
        public var saves: Bool? = true

        public init() {}
    }
}

extension StubbedAnswers where Answers == IntelligenceStubs.Answers {
    public func know(_ movie: MoviePreview) { stub { $0.moviePreviews[movie.id] = movie } }
    public func know(_ tvSeries: TVSeriesPreview) { stub { $0.tvSeriesPreviews[tvSeries.id] = tvSeries } }
    public func know(_ person: PersonPreview) { stub { $0.personPreviews[person.id] = person } }
    public func answer(_ entries: [IntelligenceEntry]) { stub { $0.entries = entries } }
}
