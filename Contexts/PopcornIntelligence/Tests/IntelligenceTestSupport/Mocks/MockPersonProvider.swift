public import IntelligenceDomain
public import TestDoubles

/// A hand-written `PersonProviding` that records each look-up and answers with what the test said
/// it knows; a person it does not know is not found.
public final class MockPersonProvider: PersonProviding {
    public let answers: IntelligenceStubbedAnswers<CatalogueLookupError>

    public init(answers: IntelligenceStubbedAnswers<CatalogueLookupError> = .init(IntelligenceStubs.Answers(), unstubbed: .notFound)) {
        self.answers = answers
    }

    public func person(withID id: Int) async throws(CatalogueLookupError) -> PersonDetails {
        try answers.respond(to: .person(id), with: \.people[id])
    }

    public func credits(ofPersonWithID id: Int) async throws(CatalogueLookupError) -> [PersonCredit] {
        try answers.respond(to: .personCredits(id), with: \.personCredits[id])
    }
}
