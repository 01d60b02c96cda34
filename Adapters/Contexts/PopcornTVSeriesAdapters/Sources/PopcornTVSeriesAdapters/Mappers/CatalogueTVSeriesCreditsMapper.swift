import EmbeddedCatalogue
import TVSeriesDomain

/// A series' episode credits aggregated: each actor once, and each crew member once a department,
/// with their characters or jobs in the order first credited and the number of episodes, most
/// episodes first; the creators lead the crew.
struct CatalogueTVSeriesCreditsMapper {
    private struct Tally {
        let key: String
        let personID: Int?
        let name: String
        let department: String?
        var roles: [String] = []
        var episodes = Set<[Int]>()
    }

    func map(_ record: CatalogueSeriesCredits) -> TVSeriesCredits {
        let cast = tally(
            record.guestStars.map { ($0.seasonNumber, $0.episodeNumber, $0.credit.personID, $0.credit.name, $0.credit.character, nil) })
        let crew = tally(
            record.crew.map { ($0.seasonNumber, $0.episodeNumber, $0.credit.personID, $0.credit.name, $0.credit.job, $0.credit.department) }
        )
        return TVSeriesCredits(
            seriesID: record.seriesID,
            seriesName: record.seriesName,
            cast: cast.map {
                TVSeriesCastCredit(personID: $0.personID, name: $0.name, characters: $0.roles, episodeCount: $0.episodes.count)
            },
            crew: record.creators.map {
                TVSeriesCrewCredit(personID: $0.personID, name: $0.name, department: $0.department, jobs: [$0.job], episodeCount: 0)
            }
                + crew.map {
                    TVSeriesCrewCredit(
                        personID: $0.personID, name: $0.name, department: $0.department, jobs: $0.roles, episodeCount: $0.episodes.count)
                },
            episodesHeld: record.episodesHeld
        )
    }

    /// One tally a person (by id, or by name where there is none) and department, in the order
    /// first credited, then most episodes first.
    private func tally(_ credits: [(Int, Int, Int?, String, String?, String?)]) -> [Tally] {
        var order: [String] = []
        var tallies: [String: Tally] = [:]
        for (season, episode, personID, name, role, department) in credits {
            let key = (personID.map { "id:\($0)" } ?? "name:\(name)") + "|" + (department ?? "")
            if tallies[key] == nil {
                order.append(key)
                tallies[key] = Tally(key: key, personID: personID, name: name, department: department)
            }
            if let role, !tallies[key]!.roles.contains(role) { tallies[key]!.roles.append(role) }
            tallies[key]!.episodes.insert([season, episode])
        }
        let firstSeen = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        return order.compactMap { tallies[$0] }.sorted {
            $0.episodes.count != $1.episodes.count
                ? $0.episodes.count > $1.episodes.count : firstSeen[$0.key]! < firstSeen[$1.key]!
        }
    }
}
