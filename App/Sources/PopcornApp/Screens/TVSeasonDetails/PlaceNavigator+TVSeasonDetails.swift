import TVSeasonDetailsFeature

// Its links lead to its episodes and its series: see those screens.
extension PlaceNavigator: TVSeasonDetailsNavigating {}

extension PlaceNavigator {
    /// The series' and the episodes' link to a season.
    func openSeason(seriesID: Int, seasonNumber: Int) { open(SeasonPlace(seriesID: seriesID, season: seasonNumber)) }
}
