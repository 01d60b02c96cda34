import TMDb
import TVSeriesDomain

/// TMDb's aggregate credits of a series as `TVSeriesCredits`. TMDb has already counted them over
/// every episode: its cast is the series' regular cast, each person once with every part they
/// played and TMDb's count of their episodes, in TMDb's billing order; its crew is each person once
/// a department with their jobs and count, most episodes first. The creators are credited as the
/// context's `TVSeriesCreditsAggregator` credits them, ahead of the crew. The counts are over the
/// series' episodes, so those are the episodes held.
struct TMDbTVSeriesCreditsMapper {
    func map(_ credits: TMDbAggregateCredits, of details: TMDbTVSeriesDetails) -> TVSeriesCredits {
        let creators = TVSeriesCreditsAggregator().credits(
            ofSeriesWithID: details.id, named: details.name,
            creators: details.createdBy.map { TVCreator(personID: $0.id, name: $0.name) }, guestStars: [], crew: [], episodesHeld: 0)
        return TVSeriesCredits(
            seriesID: details.id, seriesName: details.name, cast: cast(credits.cast), crew: creators.crew + crew(credits.crew),
            episodesHeld: episodesHeld(details))
    }

    private func cast(_ members: [TMDbAggregateCastMember]) -> [TVSeriesCastCredit] {
        billingOrder(members).map { member in
            TVSeriesCastCredit(
                personID: member.id, name: member.name, characters: distinct(member.roles.compactMap(\.character)),
                episodeCount: member.totalEpisodeCount, isMainCast: true)
        }
    }

    private func crew(_ members: [TMDbAggregateCrewMember]) -> [TVSeriesCrewCredit] {
        let credits = members.compactMap { member -> TVSeriesCrewCredit? in
            let jobs = distinct(member.jobs.compactMap(\.job).filter { !$0.isEmpty })
            guard !jobs.isEmpty else { return nil }
            return TVSeriesCrewCredit(
                personID: member.id, name: member.name, department: member.department, jobs: jobs, episodeCount: member.totalEpisodeCount)
        }
        return credits.enumerated().sorted { first, second in
            let (a, b) = (first.element.episodeCount ?? -1, second.element.episodeCount ?? -1)
            return a != b ? a > b : first.offset < second.offset
        }.map(\.element)
    }

    /// TMDb's `order`, where it gives one, then the order it lists them in.
    private func billingOrder(_ members: [TMDbAggregateCastMember]) -> [TMDbAggregateCastMember] {
        members.enumerated().sorted { first, second in
            let (a, b) = (first.element.order ?? Int.max, second.element.order ?? Int.max)
            return a != b ? a < b : first.offset < second.offset
        }.map(\.element)
    }

    /// The series' episode count, or, where TMDb leaves it out, the sum of its seasons' counts
    /// (specials aside).
    private func episodesHeld(_ details: TMDbTVSeriesDetails) -> Int {
        details.numberOfEpisodes ?? details.seasons.filter { $0.seasonNumber > 0 }.compactMap(\.episodeCount).reduce(0, +)
    }

    private func distinct(_ names: [String]) -> [String] {
        names.reduce(into: []) { kept, name in if !kept.contains(name) { kept.append(name) } }
    }
}
