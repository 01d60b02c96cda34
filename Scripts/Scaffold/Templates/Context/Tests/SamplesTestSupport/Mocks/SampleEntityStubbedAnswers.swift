public import SamplesDomain
public import TestDoubles

/// What a test double of a Sample items port was asked, and what it answers: the one piece
/// behind both hand-written mocks, whose ports ask the same questions and differ only in their
/// error type.
public typealias SampleEntityStubbedAnswers<Failure: Error & Sendable> = StubbedAnswers<
    SampleEntityStubs.Call, SampleEntityStubs.Answers, Failure
>

/// The questions the Sample items ports are asked, and the answers a test can stub for them.
public enum SampleEntityStubs {
    public enum Call: Sendable, Equatable {
        case sampleEntity(SampleEntity.ID)
    }

    public struct Answers: Sendable {
        public var sampleEntity: SampleEntity?

        public init() {}
    }
}

extension StubbedAnswers where Answers == SampleEntityStubs.Answers {
    public func answer(_ sampleEntity: SampleEntity) { stub { $0.sampleEntity = sampleEntity } }
}
