import DesignSystem
import Foundation
import HomeFeature
import Presentation
import Testing

@Suite struct HomeViewTests {
    func view(width: Int = 80, colour: Bool = false) -> HomeView {
        HomeView(theme: Theme(styler: Styler(isColourEnabled: colour), width: width))
    }

    @Test func drawsTheSearchLineThenEachListUnderItsHeading() {
        #expect(
            view().render(.ready(HomeFixtures.home)) == """
                Search: run the search command with a title or a name

                Popular films
                Fight Club #550                                 1999
                Pirates of the Caribbean: Dead Man's Chest #58  2006
                千と千尋の神隠し #129                           2001

                Popular series
                Game of Thrones #1399                           2011
                Untitled Pilot #4

                Popular people
                Brad Pitt #287                                  Acting
                Hayao Miyazaki #608                             Directing
                Rumi Hiiragi #19587

                """)
    }

    @Test func tellsTheBrowserWhichKeyOpensTheSearch() {
        let linked = view().renderLinked(.ready(HomeFixtures.home))
        let text = view().render(.ready(HomeFixtures.home))
        #expect(linked.lines.first == "Search: press / and type a title or a name")
        #expect(!text.contains("press /"))
        #expect(linked.text.drop { $0 != "\n" } == text.drop { $0 != "\n" })
    }

    @Test(arguments: [80, 40])
    func fitsTheWidthWithNoEscapesWhenColourIsOff(width: Int) {
        let text = view(width: width).render(.ready(HomeFixtures.home))
        let linked = view(width: width).renderLinked(.ready(HomeFixtures.home))
        for line in text.split(separator: "\n").map(String.init) + linked.lines {
            #expect(DisplayWidth.of(line) <= width, "\(line)")
            #expect(!line.contains("\u{1B}"), "\(line)")
        }
        for name in ["Popular films", "Popular series", "Popular people", "Search:", "Fight Club #550", "Brad Pitt #287"] {
            #expect(text.contains(name), "\(name) at \(width)")
        }
    }

    @Test(arguments: [80, 40, 20])
    func fitsTheWidthInColourToo(width: Int) {
        let linked = view(width: width, colour: true).renderLinked(.ready(HomeFixtures.home))
        #expect(linked.lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(linked.lines)")
    }

    @Test func paintsOnlyWhenAsked() {
        let painted = view(colour: true).render(.ready(HomeFixtures.home))
        #expect(painted.contains("\u{1B}[1;36mPopular films\u{1B}[0m"))
        #expect(painted.contains("\u{1B}[36mSearch:\u{1B}[0m run the search command"))
    }

    @Test func wrapsTheSearchLineUnderItself() {
        let linked = view(width: 40).renderLinked(.ready(HomeFixtures.home))
        #expect(Array(linked.lines.prefix(3)) == ["Search: press / and type a title or a", "        name", ""])
    }

    @Test func marksEachLinkWhereItsLabelStands() {
        let home = HomeFixtures.home
        for width in [80, 40] {
            let linked = view(width: width, colour: true).renderLinked(.ready(home))
            let expected: [HomeDestination] =
                [.search] + home.popularMovies.map { .movie(id: $0.id) } + home.popularSeries.map { .series(id: $0.id) }
                + home.popularPeople.map { .person(id: $0.id) }
            #expect(linked.links.map(\.destination) == expected, "at \(width)")
            #expect(linked.links.first.map { [$0.label, "\($0.line)", "\($0.column)", "\($0.width)"] } == ["Search", "0", "0", "6"])
            for link in linked.links {
                let shown = linked.shown(link)
                #expect(!shown.isEmpty && link.label.hasPrefix(shown.replacingOccurrences(of: "…", with: "")), "\(link.label) at \(width)")
                #expect(link.column == 0, "\(link.label) at \(width)")
            }
        }
    }

    @Test func cutsALongTitleAndStillMarksIt() throws {
        let linked = view(width: 40).renderLinked(.ready(HomeFixtures.home))
        let pirates = try #require(linked.links.first { $0.destination == .movie(id: 58) })
        #expect(linked.shown(pirates).hasSuffix("…"))
        #expect(pirates.width <= 40)
    }

    @Test func marksNoLinksWhileLoadingOrAfterAnError() {
        #expect(view().renderLinked(.loading).links.isEmpty)
        #expect(view().renderLinked(.error(ViewStateError(kind: .unavailable, message: "down"))).links.isEmpty)
    }

    @Test func saysWhenAListIsEmpty() {
        let text = view().render(.ready(HomeContent(popularMovies: [], popularSeries: [], popularPeople: [HomeFixtures.bradPitt])))
        #expect(
            text.contains("Popular films\nNothing to show.\n\nPopular series\nNothing to show.\n\nPopular people\nBrad Pitt #287  Acting\n")
        )
    }

    @Test func reportsAnError() {
        let failure = ViewStateError(kind: .unavailable, message: "The catalogue is unreadable.")
        #expect(view().render(.error(failure)) == "error: The catalogue is unreadable.\n")
        #expect(HomeView.renderJSON(.error(failure)).contains(#""code" : "unavailable""#))
    }

    @Test func rendersTheListsAsJSON() throws {
        let json = HomeView.renderJSON(.ready(HomeFixtures.home))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["popularMovies", "popularSeries", "popularPeople"])
        let movies = try #require(document["popularMovies"] as? [[String: Any]])
        #expect(Set(movies[0].keys) == ["id", "name", "year", "knownForDepartment"])
        #expect(movies[0]["name"] as? String == "Fight Club")
        #expect(movies[0]["year"] as? Int == 1999)
        #expect(movies[0]["knownForDepartment"] is NSNull)
        let people = try #require(document["popularPeople"] as? [[String: Any]])
        #expect(people[0]["year"] is NSNull)
        #expect(people[0]["knownForDepartment"] as? String == "Acting")
        #expect(try JSONDecoder().decode(HomeContent.self, from: Data(json.utf8)) == HomeFixtures.home)
    }
}
