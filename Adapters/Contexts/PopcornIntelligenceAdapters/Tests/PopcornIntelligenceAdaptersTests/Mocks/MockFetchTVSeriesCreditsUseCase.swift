import CoreDomain
import TVSeriesApplication
import TVSeriesDomain
import TestDoubles

/// A hand-written `FetchTVSeriesCreditsUseCase` of the TV series context: records what it is asked for and answers
/// with what the test stubbed, or the failure it set.
final class MockFetchTVSeriesCreditsUseCase: FetchTVSeriesCreditsUseCase {
    let answers = StubbedAnswers<Int, TVSeriesCredits?, TVSeriesLookupError>(nil, unstubbed: .source(.unavailable("not stubbed")))

    func execute(seriesID: TVSeries.ID) async throws(FetchTVSeriesCreditsError) -> TVSeriesCredits {
        try answers.respond(to: seriesID, with: \.self)
    }
}
