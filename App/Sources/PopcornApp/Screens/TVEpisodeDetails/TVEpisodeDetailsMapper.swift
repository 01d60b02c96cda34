import CoreDomain
import TVEpisodeDetailsFeature
import TVSeriesDomain

/// A TV series context `TVEpisode` as the episode screen's `TVEpisodeDetails`.
struct TVEpisodeDetailsMapper {
    func map(_ episode: TVEpisode) -> TVEpisodeDetails {
        TVEpisodeDetails(
            seriesID: episode.seriesID, seriesName: episode.seriesName, seasonNumber: episode.seasonNumber,
            episodeNumber: episode.episodeNumber, seasonEpisodeCount: episode.seasonEpisodeCount, name: episode.name,
            airDate: episode.airDate?.isoString, voteAverage: episode.rating?.average, voteCount: episode.rating?.voteCount,
            figuresAsOf: episode.figuresAsOf,
            guestStars: episode.guestStars.map { TVEpisodeDetailsGuestStar(personID: $0.personID, name: $0.name, character: $0.character) },
            crew: episode.crew.map {
                TVEpisodeDetailsCrewMember(personID: $0.personID, name: $0.name, job: $0.job, department: $0.department)
            }
        )
    }
}
