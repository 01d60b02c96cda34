import CoreDomain
import TVSeriesApplication
import TVSeriesDomain
import TestDoubles

/// A hand-written `FetchSimilarTVSeriesUseCase` of the TV series context: records what it is asked for and answers
/// with what the test stubbed, or the failure it set.
final class MockFetchSimilarTVSeriesUseCase: FetchSimilarTVSeriesUseCase {
    let answers = StubbedAnswers<[Int], TVSeriesPage?, FetchSimilarTVSeriesError>(
        nil, unstubbed: .lookup(.source(.unavailable("not stubbed"))))

    func execute(seriesID: TVSeries.ID, page: Int) async throws(FetchSimilarTVSeriesError) -> TVSeriesPage {
        try answers.respond(to: [seriesID, page], with: \.self)
    }
}
