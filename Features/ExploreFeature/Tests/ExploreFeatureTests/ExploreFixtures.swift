import ExploreFeature
import Presentation

enum ExploreFixtures {
    static let trending = ExploreSection(
        heading: "Trending films", note: "TMDb's trending figures over the last week.", list: ExploreList(.trending, of: .movie),
        items: [ExploreItem(kind: .movie, id: 550, name: "Fight Club", detail: "1999")])
    static let people = ExploreSection(
        heading: "Trending people", list: ExploreList(.trending, of: .person, window: "day"),
        items: [ExploreItem(kind: .person, id: 287, name: "Brad Pitt", detail: "Fight Club")])
    static let genres = ExploreSection(
        heading: "Film genres", list: nil, items: [ExploreItem(kind: .movieGenre, id: 18, name: "Drama", detail: "2,297 films")])
    static let failed = ExploreSection(
        heading: "Trending series", list: ExploreList(.trending, of: .tv), items: [], failure: "TMDb could not be reached.")

    static let content = ExploreContent(sections: [trending, people, genres, failed], offersSearch: true)
}
