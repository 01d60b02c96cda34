import CoreDomain
import TMDb
import TVSeriesDomain

/// TMDb's season, with every episode it lists, as a `TVSeason`. The season's answer does not name
/// its series, so the series' details come along; the episode count is the one the series lists
/// for the season, else the number of episodes the season's answer holds.
struct TMDbTVSeasonMapper {
    func map(_ season: TMDbTVSeason, of details: TMDbTVSeriesDetails) -> TVSeason {
        let summary = details.seasons.first { $0.seasonNumber == season.seasonNumber }
        return TVSeason(
            seriesID: details.id, seriesName: details.name, seasonNumber: season.seasonNumber, name: season.name,
            airDate: (season.airDate ?? summary?.airDate).flatMap(CalendarDate.init(isoString:)),
            episodeCount: summary?.episodeCount ?? season.episodes.count,
            episodes: season.episodes.sorted { $0.episodeNumber < $1.episodeNumber }.map(episode)
        )
    }

    private func episode(_ episode: TMDbTVEpisode) -> TVEpisodeSummary {
        TVEpisodeSummary(
            episodeNumber: episode.episodeNumber, name: episode.name, airDate: episode.airDate.flatMap(CalendarDate.init(isoString:)),
            rating: Rating.voted(average: episode.voteAverage, voteCount: episode.voteCount))
    }
}
