public import Foundation
public import SearchDomain

/// Ready-made values for the Search context's tests.
public enum SearchFixtures {
    public static let fightClub = MoviePreview(id: 550, title: "Fight Club", year: 1999)
    public static let gameOfThrones = TVSeriesPreview(id: 1399, name: "Game of Thrones", year: 2011)
    public static let bradPitt = PersonPreview(id: 287, name: "Brad Pitt")

    public static func page(_ page: Int, totalPages: Int = 1, hits: [SearchHit] = [SearchHit(result: .movie(fightClub), rank: .everyWord)])
        -> SearchResultsPage
    {
        SearchResultsPage(page: page, totalPages: totalPages, totalResults: hits.isEmpty ? 0 : totalPages * 20, hits: hits)
    }

    public static let moment = Date(timeIntervalSince1970: 1_795_000_000)
}
