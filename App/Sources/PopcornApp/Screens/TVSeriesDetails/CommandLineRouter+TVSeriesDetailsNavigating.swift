import TVSeriesDetailsFeature

extension CommandLineRouter: TVSeriesDetailsNavigating {
    func openSeason(seriesID: Int, seasonNumber: Int) {
        note(
            "\(Self.program) tv \(seriesID) season \(seasonNumber)", template: "\(Self.program) tv \(seriesID) season <n>",
            purpose: "a season and its episodes")
    }

    func openSeriesCredits(seriesID: Int) {
        note("\(Self.program) tv \(seriesID) --cast", purpose: "its cast and crew, with episode counts")
    }

    func openSimilarSeries(seriesID: Int) {
        note("\(Self.program) tv \(seriesID) --similar", purpose: "series like it")
    }
}
