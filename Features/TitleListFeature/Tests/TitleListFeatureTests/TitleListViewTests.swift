import DesignSystem
import Foundation
import Presentation
import Testing
import TitleListFeature

@Suite struct TitleListViewTests {
    func text(_ page: TitleListPage, list: TitleList = TitleList(.popular, of: .movie), width: Int = 80, colour: Bool = false) -> String {
        TitleListView(theme: Theme(styler: Styler(isColourEnabled: colour), width: width)).render(.ready(page), list: list)
    }

    @Test func drawsAHeadingASummaryAndATable() {
        #expect(
            text(TitleListFixtures.page()) == """
                Popular movies
                Page 1 of 2 · 36 movies

                Title                  Year  Rating
                The Matrix #603        1999  8.2 ████▏
                Amélie #194            2001  7.9 ████░
                千と千尋の神隠し #129  2001  8.5 ████▎

                """)
    }

    @MainActor @Test func marksEachLinkWhereItsLabelStands() async {
        let pages: [(TitleListPage, TitleList)] = [
            (TitleListFixtures.page(), TitleList(.popular, of: .movie)),
            (TitleListFixtures.page(2, of: 5, subject: "Fight Club"), TitleList(.similar(to: 550), of: .movie)),
            (TitleListPeopleTests.page, TitleList(.popular, of: .person)),
            (TitleListSeriesTests.page, TitleList(.topRated, of: .tv)),
        ]
        for (page, list) in pages {
            let model = TitleListViewModel(
                list: list, page: page.page, dependencies: TitleListDependencies { _, _ in page }, navigator: MockTitleListNavigator())
            await model.load()
            for width in [80, 40] {
                let view = TitleListView(theme: Theme(styler: Styler(isColourEnabled: true), width: width))
                let linked = view.renderLinked(.ready(page), list: list)
                #expect(linked.links.map(\.destination) == model.destinations, "each row in order, then the pages, at \(width)")
                for link in linked.links {
                    let shown = linked.shown(link).replacingOccurrences(of: "…", with: "")
                    #expect(!shown.isEmpty && link.label.hasPrefix(shown), "\(link.label) at \(width)")
                }
            }
        }
    }

    @Test func namesThePagesItLeadsTo() {
        let page = TitleListFixtures.page(2, of: 5)
        let view = TitleListView(theme: .plain)
        let linked = view.renderLinked(.ready(page), list: TitleList(.topRated, of: .movie))
        #expect(linked.links.suffix(2).map(\.label) == ["Previous page (1 of 5)", "Next page (3 of 5)"])
        #expect(linked.text.hasPrefix(view.render(.ready(page), list: TitleList(.topRated, of: .movie)) + "\nMore\n"))
    }

    @Test func marksNoLinksWhileLoadingOrAfterAnError() {
        let view = TitleListView(theme: .plain)
        let list = TitleList(.popular, of: .movie)
        #expect(view.renderLinked(.loading, list: list).links.isEmpty)
        #expect(view.renderLinked(.error(ViewStateError(kind: .unavailable, message: "unreadable")), list: list).links.isEmpty)
    }

    @Test func namesTheListInItsHeading() {
        #expect(TitleListView.heading(for: TitleList(.topRated, of: .movie), subjectTitle: nil) == "Top rated movies")
        #expect(TitleListView.heading(for: TitleList(.topRated, of: .tv), subjectTitle: nil) == "Top rated series")
        #expect(TitleListView.heading(for: TitleList(.trending(window: nil), of: .tv), subjectTitle: nil) == "Trending series")
        #expect(
            TitleListView.heading(for: TitleList(.similar(to: 550), of: .movie), subjectTitle: "Fight Club") == "Movies like Fight Club")
        #expect(TitleListView.heading(for: TitleList(.similar(to: 550), of: .movie), subjectTitle: nil) == "Movies like movie 550")
        #expect(TitleListView.heading(for: TitleList(.similar(to: 1399), of: .tv), subjectTitle: nil) == "Series like series 1399")
    }

    @Test(arguments: 20...40)
    func fitsANarrowTerminal(width: Int) {
        let lines = text(TitleListFixtures.page(), width: width).split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(lines)")
    }

    @Test(arguments: [80, 40, 24])
    func keepsEveryIDWhenTheTitlesAreCut(width: Int) {
        let long = TitleListItem(
            id: 22, title: "Pirates of the Caribbean: The Curse of the Black Pearl", releaseDate: "2003-07-09", voteAverage: 7.5,
            voteCount: 6985, overview: nil)
        let lines = text(TitleListFixtures.page(items: [long] + TitleListFixtures.page().items), width: width)
            .split(separator: "\n").map(String.init)
        for id in [22, 603, 194, 129] {
            #expect(lines.contains { $0.contains(" #\(id)  ") }, "#\(id) at \(width): \(lines)")
        }
    }

    @Test func datesAFilmListsFiguresAtItsFoot() {
        let dated = [TitleListFixtures.matrix, TitleListFixtures.amelie].map {
            TitleListItem(
                id: $0.id, title: $0.title, releaseDate: $0.releaseDate, voteAverage: $0.voteAverage, voteCount: $0.voteCount,
                overview: $0.overview, figuresAsOf: "2017")
        }
        let output = text(TitleListFixtures.page(items: dated))
        #expect(output.hasSuffix("\n\nFigures as of 2017.\n"))
        #expect(output.components(separatedBy: "as of").count == 2)
        #expect(!text(TitleListFixtures.page()).contains("as of"), "undated figures (a live source's) are today's: nothing is said")
    }

    @Test func saysWhenAListIsEmpty() {
        let empty = TitleListPage(page: 1, totalPages: 1, totalResults: 0, items: [], subjectTitle: "Alien")
        #expect(text(empty, list: TitleList(.similar(to: 348), of: .movie)) == "Movies like Alien\nNo movies to show.\n")
    }

    @Test func paintsOnlyWhenAsked() {
        #expect(!text(TitleListFixtures.page()).contains("\u{1B}"))
        #expect(text(TitleListFixtures.page(), colour: true).contains("\u{1B}[1mPopular movies\u{1B}[0m"))
    }

    @Test func rendersThePageAsJSON() throws {
        let json = TitleListView.renderJSON(.ready(TitleListFixtures.page(subject: "Fight Club")))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["page", "totalPages", "totalResults", "items", "subjectTitle", "trending"])
        #expect(document["trending"] is NSNull)
        #expect(document["subjectTitle"] as? String == "Fight Club")
        let items = try #require(document["items"] as? [[String: Any]])
        #expect(
            Set(items[0].keys) == [
                "id", "title", "releaseDate", "voteAverage", "voteCount", "overview", "kind", "figuresAsOf", "knownFor", "genres",
            ])
        #expect(items[0]["genres"] is NSNull, "a list that gives no genres says nothing of them")
    }

    static let discovery = TitleList(
        .discovery(
            TitleListDiscovery(
                command: "popcorn discover movie --genre drama --year 1990-1999 --sort rating",
                words: ["discover", "movie", "--genre", "drama", "--year", "1990-1999", "--sort", "rating"])), of: .movie)

    @Test func aDiscoveryShowsItsFilterAsItsCommandAndItsRowsGenresWhereThereIsRoom() throws {
        let shawshank = TitleListItem(
            id: 278, title: "The Shawshank Redemption", releaseDate: "1994-09-23", voteAverage: 8.5, voteCount: 8205, overview: nil,
            genres: ["Drama", "Crime"])
        let page = TitleListPage(page: 1, totalPages: 1, totalResults: 1, items: [shawshank])
        #expect(
            text(page, list: Self.discovery) == """
                Discovered movies
                popcorn discover movie --genre drama --year 1990-1999 --sort rating
                Page 1 of 1 · 1 movie

                Title                          Year  Rating     Genres
                The Shawshank Redemption #278  1994  8.5 ████▎  Drama, Crime

                """)
        #expect(!text(page, list: Self.discovery, width: 50).contains("Crime"), "no room for genres below 60 columns")
        let json = TitleListView.renderJSON(.ready(page))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let items = try #require(document["items"] as? [[String: Any]])
        #expect(items[0]["genres"] as? [String] == ["Drama", "Crime"])
    }

    @Test func aDiscoveryThatFindsNothingSaysSo() {
        let empty = TitleListPage(page: 1, totalPages: 1, totalResults: 0, items: [])
        #expect(
            text(empty, list: Self.discovery)
                == "Discovered movies\npopcorn discover movie --genre drama --year 1990-1999 --sort rating\nNo movies match this filter.\n")
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
        let text = TitleListView(theme: .plain).render(.ready(Self.page), list: TitleList(.popular, of: .tv))
        #expect(text.hasPrefix("Popular series\nPage 1 of 1 · 1 series\n"))
        #expect(text.hasSuffix("\n\nFigures as of 2019-05.\n"), "once, at the foot, in the words of every screen")
        #expect(TitleListView.renderJSON(.ready(Self.page)).contains(#""kind" : "tv""#))
    }

    @MainActor @Test func aSeriesLeadsToItsDetails() async {
        let navigator = MockTitleListNavigator()
        let viewModel = TitleListViewModel(
            list: TitleList(.popular, of: .tv),
            dependencies: TitleListDependencies { _, _ throws(ViewStateError) in Self.page },
            navigator: navigator)
        await viewModel.load()
        viewModel.destinations.forEach(viewModel.open)
        #expect(navigator.calls == [.seriesDetails(1399)])
    }
}

@Suite struct TitleListPeopleTests {
    static let page = TitleListPage(
        page: 1, totalPages: 3, totalResults: 60,
        items: [
            TitleListItem(
                id: 287, title: "Brad Pitt", releaseDate: nil, voteAverage: nil, voteCount: nil, overview: nil, kind: .person,
                knownFor: "Acting: Fight Club, Troy")
        ]
    )

    @Test func saysUnderATrendingListsHeadingWhatItWasDrawnFrom() throws {
        let trending = TitleListTrending(window: nil, basis: "The embedded catalogue has no trending figures: these are the people.")
        let page = TitleListPage(page: 1, totalPages: 3, totalResults: 60, items: Self.page.items, trending: trending)
        let text = TitleListView(theme: .plain).render(.ready(page), list: TitleList(.trending(window: .day), of: .person))
        #expect(
            text.hasPrefix(
                "Trending people\nThe embedded catalogue has no trending figures: these are the people.\nPage 1 of 3 · 60 people\n"))
        let json = TitleListView.renderJSON(.ready(page))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let basis = try #require(document["trending"] as? [String: Any])
        #expect(basis["window"] is NSNull)
        #expect(basis["basis"] as? String == trending.basis)
        #expect(TitleListTrending(window: .week, basis: "").window == "week")
    }

    @Test func listsPeopleByNameWithWhatTheyAreKnownFor() {
        let text = TitleListView(theme: .plain).render(.ready(Self.page), list: TitleList(.popular, of: .person))
        #expect(text.hasPrefix("Popular people\nPage 1 of 3 · 60 people\n\n"))
        #expect(text.contains("Brad Pitt #287  Acting: Fight Club, Troy\n"))
        #expect(!text.contains("Rating"))
    }

    @MainActor @Test func aPersonLeadsToTheirPage() async {
        let navigator = MockTitleListNavigator()
        let viewModel = TitleListViewModel(
            list: TitleList(.popular, of: .person), dependencies: TitleListDependencies { _, _ throws(ViewStateError) in Self.page },
            navigator: navigator)
        await viewModel.load()
        viewModel.open(.person(id: 287))
        #expect(navigator.calls == [.personDetails(287)])
    }

    /// TMDb opens no page past the 500th: a longer list counts, offers and names only those.
    @MainActor @Test func aListLongerThanThePagesThatOpenOffersNoneBeyond() async {
        let rows = (1...20).map {
            TitleListItem(id: $0, title: "Person \($0)", releaseDate: nil, voteAverage: nil, voteCount: nil, overview: nil, kind: .person)
        }
        let list = TitleList(.popular, of: .person)
        for number in [1, 500] {
            let page = TitleListPage(page: number, totalPages: 3042, totalResults: 60822, items: rows)
            let view = TitleListView(theme: .plain)
            #expect(view.render(.ready(page), list: list).contains("Page \(number) of 500 · the first 10,000 of 60,822 people\n"))
            let viewModel = TitleListViewModel(
                list: list, page: number, dependencies: TitleListDependencies { _, _ throws(ViewStateError) in page },
                navigator: MockTitleListNavigator())
            await viewModel.load()
            let pages = viewModel.destinations.filter { if case .page = $0 { true } else { false } }
            #expect(pages == (number == 1 ? [.page(2)] : [.page(499)]))
            #expect(
                view.renderLinked(.ready(page), list: list).links.map(\.label).filter { $0.contains("page") }
                    == (number == 1 ? ["Next page (2 of 500)"] : ["Previous page (499 of 500)"]))
        }
    }
}
