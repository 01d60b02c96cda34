import CoreDomain
import TVSeriesApplication
import TVSeriesDomain
import TestDoubles

/// A hand-written `FetchTVSeriesDetailsUseCase` of the TV series context: records the ids it is
/// asked for and answers with the TV series the test stubbed, or the failure it set.
final class MockFetchTVSeriesDetailsUseCase: FetchTVSeriesDetailsUseCase {
    let answers = StubbedAnswers<TVSeries.ID, TVSeries?, FetchTVSeriesDetailsError>(
        nil, unstubbed: .source(.unavailable("not stubbed")))

    func execute(id: TVSeries.ID) async throws(FetchTVSeriesDetailsError) -> TVSeries {
        try answers.respond(to: id, with: \.self)
    }
}
