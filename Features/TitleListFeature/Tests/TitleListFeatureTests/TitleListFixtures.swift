import TitleListFeature

enum TitleListFixtures {
    static let matrix = TitleListItem(
        id: 603, title: "The Matrix", releaseDate: "1999-03-30", voteAverage: 8.2, voteCount: 24_000, overview: "")
    static let amelie = TitleListItem(
        id: 194, title: "Amélie", releaseDate: "2001-04-25", voteAverage: 7.9, voteCount: 11_000, overview: "")
    static let spiritedAway = TitleListItem(
        id: 129, title: "千と千尋の神隠し", releaseDate: "2001-07-20", voteAverage: 8.5, voteCount: 16_000, overview: "")

    static func page(
        _ number: Int = 1, of total: Int = 2, items: [TitleListItem] = [matrix, amelie, spiritedAway], subject: String? = nil
    ) -> TitleListPage {
        TitleListPage(page: number, totalPages: total, totalResults: 36, items: items, subjectTitle: subject)
    }
}
