import CoreDomain
import TVSeriesApplication
import TVSeriesDomain
import TestDoubles

/// A hand-written `FetchTVSeasonDetailsUseCase` of the TV series context: records what it is asked for and answers
/// with what the test stubbed, or the failure it set.
final class MockFetchTVSeasonDetailsUseCase: FetchTVSeasonDetailsUseCase {
    let answers = StubbedAnswers<[Int], TVSeason?, FetchTVSeasonDetailsError>(nil, unstubbed: .source(.unavailable("not stubbed")))

    func execute(seriesID: TVSeries.ID, seasonNumber: Int) async throws(FetchTVSeasonDetailsError) -> TVSeason {
        try answers.respond(to: [seriesID, seasonNumber], with: \.self)
    }
}
