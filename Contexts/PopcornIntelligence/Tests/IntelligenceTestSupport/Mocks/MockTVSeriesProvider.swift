public import IntelligenceDomain
public import TestDoubles

/// A hand-written `TVSeriesProviding` that records each look-up and answers with what the test
/// said it knows; a series or season it does not know is not found.
public final class MockTVSeriesProvider: TVSeriesProviding {
    public let answers: IntelligenceStubbedAnswers<CatalogueLookupError>

    public init(answers: IntelligenceStubbedAnswers<CatalogueLookupError> = .init(IntelligenceStubs.Answers(), unstubbed: .notFound)) {
        self.answers = answers
    }

    public func tvSeries(withID id: Int) async throws(CatalogueLookupError) -> TVSeriesDetails {
        try answers.respond(to: .tvSeries(id), with: \.tvSeries[id])
    }

    public func season(_ number: Int, ofSeriesWithID id: Int) async throws(CatalogueLookupError) -> SeasonDetails {
        try answers.respond(to: .season(number, seriesID: id), with: \.seasons[IntelligenceStubs.SeasonKey(seriesID: id, number: number)])
    }

    public func similarTVSeries(toSeriesWithID id: Int) async throws(CatalogueLookupError) -> [SimilarTitle] {
        try answers.respond(to: .similarTVSeries(id), with: \.similarTVSeries[id])
    }
}
