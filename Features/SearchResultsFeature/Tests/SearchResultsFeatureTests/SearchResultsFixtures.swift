import Presentation
import SearchResultsFeature

/// A page of results of every kind, for the screen's tests.
enum SearchResultsFixtures {
    static let page = SearchResults(
        query: "fight clb", kind: nil, page: 1, totalPages: 2, totalResults: 23,
        items: [
            FoundItem(kind: .movie, id: 550, name: "Fight Club", originalName: nil, year: 1999, match: "closeSpelling"),
            FoundItem(
                kind: .tv, id: 31911, name: "Fullmetal Alchemist: Brotherhood", originalName: "鋼の錬金術師", year: 2009, match: "everyWord"),
            FoundItem(kind: .person, id: 287, name: "Brad Pitt", originalName: nil, year: nil, match: "everyWord"),
        ])
}
