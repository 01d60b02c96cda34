import CoreDomain
import TMDb
import TVSeriesDomain

/// TMDb's episode as a `TVEpisode`: its guest stars in billing order and its crew with their jobs
/// (a crew entry without a job is dropped: it says nothing). The episode's answer does not name its
/// series nor count its season's episodes, so the series' details come along for both.
struct TMDbTVEpisodeMapper {
    func map(_ episode: TMDbTVEpisode, of details: TMDbTVSeriesDetails) -> TVEpisode {
        TVEpisode(
            seriesID: details.id, seriesName: details.name, seasonNumber: episode.seasonNumber, episodeNumber: episode.episodeNumber,
            seasonEpisodeCount: details.seasons.first { $0.seasonNumber == episode.seasonNumber }?.episodeCount, name: episode.name,
            airDate: episode.airDate.flatMap(CalendarDate.init(isoString:)),
            rating: Rating.voted(average: episode.voteAverage, voteCount: episode.voteCount), figuresAsOf: nil,
            guestStars: billingOrder(guestStars(of: episode)).map {
                TVGuestStar(personID: $0.id, name: $0.name, character: $0.character)
            },
            crew: crew(of: episode).compactMap { member in
                guard let job = member.job, !job.isEmpty else { return nil }
                return TVEpisodeCrewMember(personID: member.id, name: member.name, job: job, department: member.department)
            }
        )
    }

    /// The episode's own list, or the appended credits' where the episode's own is empty.
    private func guestStars(of episode: TMDbTVEpisode) -> [TMDbCastMember] {
        episode.guestStars.isEmpty ? episode.credits?.guestStars ?? [] : episode.guestStars
    }

    /// The episode's own list, or the appended credits' where the episode's own is empty.
    private func crew(of episode: TMDbTVEpisode) -> [TMDbCrewMember] {
        episode.crew.isEmpty ? episode.credits?.crew ?? [] : episode.crew
    }

    /// TMDb's `order`, where it gives one, then the order it lists them in.
    private func billingOrder(_ members: [TMDbCastMember]) -> [TMDbCastMember] {
        members.enumerated().sorted { first, second in
            let (a, b) = (first.element.order ?? Int.max, second.element.order ?? Int.max)
            return a != b ? a < b : first.offset < second.offset
        }.map(\.element)
    }
}
