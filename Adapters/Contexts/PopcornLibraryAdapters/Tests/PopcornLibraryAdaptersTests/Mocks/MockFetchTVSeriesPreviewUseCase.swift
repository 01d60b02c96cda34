import CoreDomain
import TVSeriesApplication
import TVSeriesDomain
import TestDoubles

/// A hand-written `FetchTVSeriesPreviewUseCase` of the TV series context: records the ids it is
/// asked for and answers with the preview the test stubbed, or the failure it set.
final class MockFetchTVSeriesPreviewUseCase: FetchTVSeriesPreviewUseCase {
    let answers = StubbedAnswers<TVSeries.ID, TVSeriesDomain.TVSeriesPreview?, FetchTVSeriesPreviewError>(
        nil, unstubbed: .source(.unavailable("not stubbed")))

    func execute(id: TVSeries.ID) async throws(FetchTVSeriesPreviewError) -> TVSeriesDomain.TVSeriesPreview {
        try answers.respond(to: id, with: \.self)
    }
}
