/// How a series' credits are told from its main cast and its episodes' credits: the main cast first,
/// in billing order, with the source's count of their episodes; then each guest star of the episodes
/// held who is not in the main cast, once, and each crew
/// member once a department, with their characters or jobs in the order first credited and the
/// number of episodes they appear in, most episodes first (ties in the order first credited); the
/// creators lead the crew, with no episode count, since creating a series is not an episode's work.
public struct TVSeriesCreditsAggregator: Sendable {
    /// One person in one department, while the credits are being counted.
    private struct Tally {
        let personID: Int?
        let name: String
        let department: String?
        let firstCredited: Int
        var roles: [String] = []
        var episodes: Set<[Int]> = []
    }

    /// A person is told apart by id, or by name where the source gives no id.
    private struct TallyKey: Hashable {
        let person: String
        let department: String?
    }

    public init() {}

    public func credits(
        ofSeriesWithID seriesID: TVSeries.ID,
        named seriesName: String,
        creators: [TVCreator],
        mainCast: [TVMainCastMember] = [],
        guestStars: [TVEpisodeCredit],
        crew: [TVEpisodeCredit],
        episodesHeld: Int
    ) -> TVSeriesCredits {
        let creatorCredits = creators.map {
            TVSeriesCrewCredit(personID: $0.personID, name: $0.name, department: "Writing", jobs: ["Creator"], episodeCount: nil)
        }
        return TVSeriesCredits(
            seriesID: seriesID,
            seriesName: seriesName,
            cast: mainCast.map {
                TVSeriesCastCredit(
                    personID: $0.personID, name: $0.name, characters: $0.character.map { [$0] } ?? [], episodeCount: $0.episodeCount,
                    isMainCast: true)
            }
                + tally(guestStars.filter { credit in !mainCast.contains { $0.personID == credit.personID } }).map {
                    TVSeriesCastCredit(personID: $0.personID, name: $0.name, characters: $0.roles, episodeCount: $0.episodes.count)
                },
            crew: creatorCredits
                + tally(crew).map {
                    TVSeriesCrewCredit(
                        personID: $0.personID, name: $0.name, department: $0.department, jobs: $0.roles, episodeCount: $0.episodes.count)
                },
            episodesHeld: episodesHeld
        )
    }

    private func tally(_ credits: [TVEpisodeCredit]) -> [Tally] {
        var tallies: [TallyKey: Tally] = [:]
        for credit in credits {
            let key = TallyKey(person: credit.personID.map { "id \($0)" } ?? "name \(credit.name)", department: credit.department)
            var tally =
                tallies[key]
                ?? Tally(personID: credit.personID, name: credit.name, department: credit.department, firstCredited: tallies.count)
            if let role = credit.role, !tally.roles.contains(role) { tally.roles.append(role) }
            tally.episodes.insert([credit.seasonNumber, credit.episodeNumber])
            tallies[key] = tally
        }
        return tallies.values.sorted {
            $0.episodes.count != $1.episodes.count ? $0.episodes.count > $1.episodes.count : $0.firstCredited < $1.firstCredited
        }
    }
}
