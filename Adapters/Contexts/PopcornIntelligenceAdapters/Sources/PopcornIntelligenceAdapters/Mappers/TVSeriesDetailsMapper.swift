import CoreDomain
import IntelligenceDomain
import TVSeriesDomain

/// A TV series context's series as Intelligence's details: creators with an id (a creator the
/// source names without one cannot be looked up, and is left out), and every season in outline.
struct TVSeriesDetailsMapper {
    func map(_ series: TVSeries) -> TVSeriesDetails {
        TVSeriesDetails(
            id: series.id, name: series.name, firstAirDate: series.firstAirDate, lastAirDate: series.lastAirDate,
            creators: series.creators.compactMap { creator in
                creator.personID.map { PersonReference(id: $0, name: creator.name) }
            },
            genres: series.genres.map(\.name), rating: series.rating,
            seasons: series.seasons.map {
                SeasonSummary(number: $0.seasonNumber, name: $0.name, airDate: $0.airDate, episodeCount: $0.episodeCount)
            },
            episodeCount: series.numberOfEpisodes)
    }
}
