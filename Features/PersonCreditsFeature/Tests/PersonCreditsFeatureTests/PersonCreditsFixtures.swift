import PersonCreditsFeature
import Presentation

enum PersonCreditsFixtures {
    static func entry(
        _ kind: ItemKind = .movie, id: Int, title: String, year: Int?, character: String? = nil, job: String? = nil,
        department: String? = nil, episodes: Int? = nil
    ) -> PersonCreditsEntry {
        PersonCreditsEntry(
            kind: kind, id: id, title: title, year: year, character: character, job: job, department: department, episodeCount: episodes,
            episodeCountBasis: episodes == nil ? nil : "episodesHeld", voteAverage: 7.5, voteCount: 100,
            figuresAsOf: kind == .tv ? "2019-05" : nil)
    }

    static let momoa = PersonCredits(
        personID: 117642, name: "Jason Momoa", kind: nil, department: nil,
        cast: [
            entry(id: 209112, title: "Batman v Superman: Dawn of Justice", year: 2016, character: "Arthur Curry / Aquaman"),
            entry(.tv, id: 1399, title: "Game of Thrones", year: 2011, character: "Khal Drogo", episodes: 4),
        ],
        crew: [entry(id: 200, title: "Road to Paloma", year: 2014, job: "Director", department: "Directing")])
}
