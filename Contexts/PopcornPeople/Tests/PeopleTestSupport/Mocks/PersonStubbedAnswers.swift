public import CoreDomain
public import PeopleDomain
public import TestDoubles

/// What a test double of a People port was asked, and what it answers: the one piece behind both
/// hand-written mocks, whose ports ask the same questions and differ only in their error type.
public typealias PersonStubbedAnswers<Failure: Error & Sendable> = StubbedAnswers<PersonStubs.Call, PersonStubs.Answers, Failure>

/// The questions the People ports are asked, and the answers a test can stub for them.
public enum PersonStubs {
    public enum Call: Sendable, Equatable {
        case person(Person.ID)
        case credits(Person.ID)
        case popular(page: Int)
        case trending(TrendingWindow, page: Int)
    }

    public struct Answers: Sendable {
        public var person: Person?
        public var credits: PersonCredits?
        public var page: PersonPage?
        public var trending: TrendingPeoplePage?

        public init() {}
    }
}

extension StubbedAnswers where Answers == PersonStubs.Answers {
    public func answer(_ person: Person) { stub { $0.person = person } }
    public func answer(_ credits: PersonCredits) { stub { $0.credits = credits } }
    public func answer(_ page: PersonPage) { stub { $0.page = page } }
    public func answer(_ trending: TrendingPeoplePage) { stub { $0.trending = trending } }
}
