public import IntelligenceDomain
public import TestDoubles

/// A hand-written `CreditsProviding` that records each look-up and answers with the credits the
/// test stubbed; a title without them is not found.
public final class MockCreditsProvider: CreditsProviding {
    public let answers: IntelligenceStubbedAnswers<CatalogueLookupError>

    public init(answers: IntelligenceStubbedAnswers<CatalogueLookupError> = .init(IntelligenceStubs.Answers(), unstubbed: .notFound)) {
        self.answers = answers
    }

    public func credits(of title: TitleReference) async throws(CatalogueLookupError) -> Credits {
        try answers.respond(to: .credits(title), with: \.credits[title])
    }
}
