public import SamplesDomain
public import TestDoubles

/// What a test double of a Sample items port was asked, and what it answers: the one piece behind
/// every hand-written mock of the context, whose ports differ only in their error type.
public typealias SamplesStubbedAnswers<Failure: Error & Sendable> = StubbedAnswers<
    SamplesStubs.Call, SamplesStubs.Answers, Failure
>

/// The questions the Sample items ports are asked, and the answers a test can stub for them.
public enum SamplesStubs {
    public enum Call: Sendable, Equatable {
        // scaffold: each read
        case readEntity(Int)
        // scaffold: end
        // scaffold: store
        case save(SampleEntry)
        case entries(limit: Int)
        // scaffold: end
    }

    public struct Answers: Sendable {
        // scaffold: each read
        public var readEntityPreviews: [Int: ReadEntityPreview] = [:]
        // scaffold: end
        // scaffold: store
        public var entries: [SampleEntry]?
        /// Whether a save succeeds.
        public var saves: Bool? = true
        // scaffold: end

        public init() {}
    }
}

extension StubbedAnswers where Answers == SamplesStubs.Answers {
    // scaffold: each read
    public func know(_ readEntity: ReadEntityPreview) { stub { $0.readEntityPreviews[readEntity.id] = readEntity } }
    // scaffold: end
    // scaffold: store
    public func answer(_ entries: [SampleEntry]) { stub { $0.entries = entries } }
    // scaffold: end
}
