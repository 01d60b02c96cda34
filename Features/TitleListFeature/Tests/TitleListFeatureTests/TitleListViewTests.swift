import DesignSystem
import Foundation
import Presentation
import Testing
import TitleListFeature

@Suite struct TitleListViewTests {
    func text(_ page: TitleListPage, kind: TitleListKind = .popular, width: Int = 80, colour: Bool = false) -> String {
        TitleListView(theme: Theme(styler: Styler(isColourEnabled: colour), width: width)).render(.ready(page), kind: kind)
    }

    @Test func drawsAHeadingASummaryAndATable() {
        #expect(
            text(TitleListFixtures.page()) == """
                Popular movies
                Page 1 of 2 · 36 movies

                 ID  Title             Year  Rating
                603  The Matrix        1999  8.2 ████▏
                194  Amélie            2001  7.9 ████░
                129  千と千尋の神隠し  2001  8.5 ████▎

                """)
    }

    @Test func namesTheListInItsHeading() {
        #expect(TitleListView.heading(for: .topRated, subjectTitle: nil) == "Top rated movies")
        #expect(TitleListView.heading(for: .similar(movieID: 550), subjectTitle: "Fight Club") == "Movies like Fight Club")
        #expect(TitleListView.heading(for: .similar(movieID: 550), subjectTitle: nil) == "Movies like movie 550")
    }

    @Test(arguments: 20...40)
    func fitsANarrowTerminal(width: Int) {
        let lines = text(TitleListFixtures.page(), width: width).split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(lines)")
    }

    @Test func saysWhenAListIsEmpty() {
        let empty = TitleListPage(page: 1, totalPages: 1, totalResults: 0, items: [], subjectTitle: "Alien")
        #expect(text(empty, kind: .similar(movieID: 348)) == "Movies like Alien\nNo movies to show.\n")
    }

    @Test func paintsOnlyWhenAsked() {
        #expect(!text(TitleListFixtures.page()).contains("\u{1B}"))
        #expect(text(TitleListFixtures.page(), colour: true).contains("\u{1B}[1mPopular movies\u{1B}[0m"))
    }

    @Test func rendersThePageAsJSON() throws {
        let json = TitleListView.renderJSON(.ready(TitleListFixtures.page(subject: "Fight Club")))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["page", "totalPages", "totalResults", "movies", "subjectTitle"])
        #expect(document["subjectTitle"] as? String == "Fight Club")
        let movies = try #require(document["movies"] as? [[String: Any]])
        #expect(Set(movies[0].keys) == ["id", "title", "releaseDate", "voteAverage", "voteCount", "overview", "kind", "figuresAsOf"])
    }
}

@Suite struct TitleListSeriesTests {
    static let page = TitleListPage(
        page: 1, totalPages: 1, totalResults: 1,
        items: [
            TitleListItem(
                id: 1399, title: "Game of Thrones", releaseDate: "2011-04-17", voteAverage: 8.2, voteCount: 6000, overview: nil, kind: .tv,
                figuresAsOf: "2019-05")
        ]
    )

    @Test func namesSeriesAsSeries() {
        let text = TitleListView(theme: .plain).render(.ready(Self.page), kind: .popularSeries)
        #expect(text.hasPrefix("Popular series\nPage 1 of 1 · 1 series · ratings as of 2019-05\n"))
        #expect(TitleListView.renderJSON(.ready(Self.page)).contains(#""kind" : "tv""#))
    }

    @MainActor @Test func aSeriesLeadsToItsDetails() async {
        let navigator = MockTitleListNavigator()
        let viewModel = TitleListViewModel(
            kind: .popularSeries,
            dependencies: TitleListDependencies(
                fetchPopular: { _ throws(ViewStateError) in Self.page }, fetchTopRated: { _ throws(ViewStateError) in Self.page },
                fetchSimilar: { _, _ throws(ViewStateError) in Self.page }, fetchPopularSeries: { _ throws(ViewStateError) in Self.page },
                fetchTopRatedSeries: { _ throws(ViewStateError) in Self.page },
                fetchSimilarSeries: { _, _ throws(ViewStateError) in Self.page }),
            navigator: navigator)
        await viewModel.load()
        viewModel.destinations.forEach(viewModel.open)
        #expect(navigator.calls == [.seriesDetails(1399)])
    }
}
