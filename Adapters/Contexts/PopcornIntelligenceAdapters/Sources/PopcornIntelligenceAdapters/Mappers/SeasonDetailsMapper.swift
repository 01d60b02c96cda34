import IntelligenceDomain
import TVSeriesDomain

/// A TV series context's season as Intelligence's, its episodes in outline.
struct SeasonDetailsMapper {
    func map(_ season: TVSeason) -> SeasonDetails {
        SeasonDetails(
            seriesID: season.seriesID, number: season.seasonNumber, name: season.name, airDate: season.airDate,
            episodes: season.episodes.map { EpisodeSummary(number: $0.episodeNumber, name: $0.name, airDate: $0.airDate) })
    }
}
