import CoreDomain
import TVSeasonDetailsFeature
import TVSeriesDomain

/// A TV series context `TVSeason` as the season screen's `TVSeasonDetails`.
struct TVSeasonDetailsMapper {
    func map(_ season: TVSeason) -> TVSeasonDetails {
        TVSeasonDetails(
            seriesID: season.seriesID, seriesName: season.seriesName, seasonNumber: season.seasonNumber, name: season.name,
            airDate: season.airDate?.isoString, episodeCount: season.episodeCount,
            episodeCountAsOf: season.figuresAsOf,
            episodes: season.episodes.map {
                TVSeasonDetailsEpisode(
                    episodeNumber: $0.episodeNumber, name: $0.name, airDate: $0.airDate?.isoString, voteAverage: $0.rating?.average,
                    voteCount: $0.rating?.voteCount, figuresAsOf: $0.figuresAsOf)
            }
        )
    }
}
