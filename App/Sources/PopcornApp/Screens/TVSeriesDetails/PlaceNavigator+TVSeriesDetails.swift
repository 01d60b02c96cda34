import Presentation
import TVSeriesDetailsFeature

extension PlaceNavigator: TVSeriesDetailsNavigating {
    func openSeriesCredits(seriesID: Int) { open(CastAndCrewPlace(kind: .tv, id: seriesID)) }
    func openSimilarSeries(seriesID: Int) { open(SimilarTitlesPlace(kind: .tv, id: seriesID)) }
}

extension PlaceNavigator {
    /// Every screen's link to a series it names.
    func openSeriesDetails(seriesID: Int) { open(SeriesPlace(id: seriesID)) }
}
