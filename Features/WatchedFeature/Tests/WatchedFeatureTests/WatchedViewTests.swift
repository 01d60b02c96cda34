import DesignSystem
import Foundation
import Presentation
import Testing
import WatchedFeature

@Suite struct WatchedViewTests {
    @Test func drawsOneRowAWatchThenTheNotes() {
        let view = WatchedView(theme: Theme(styler: .plain, width: 120))
        #expect(
            view.render(.ready(WatchedFixtures.list)) == """
                Watched: 2 watches

                Title            Year  Watched     Rated  Open with popcorn
                The Matrix       1999  2024-05-12   9/10  movie 603
                Game of Thrones  2011  2023-01-02         tv 1399

                movie 603, 2024-05-12: Still holds up, and a note long enough to wrap at forty columns for sure.

                """)
    }

    @Test func givesEachWatchTwoLinesWhereTheTableWouldCutMoreThanTitles() {
        let view = WatchedView(theme: Theme(styler: .plain, width: 40))
        #expect(
            view.render(.ready(WatchedFixtures.list)) == """
                Watched: 2 watches

                The Matrix (1999) · rated 9/10
                  movie 603 · watched 2024-05-12
                Game of Thrones (2011)
                  tv 1399 · watched 2023-01-02

                movie 603, 2024-05-12: Still holds up,
                and a note long enough to wrap at forty
                columns for sure.

                """)
        for width in [55, 56] {
            let text = WatchedView(theme: Theme(styler: .plain, width: width)).render(.ready(WatchedFixtures.every))
            #expect(text.contains("\nTitle ") == (width == 56), "at \(width)")
            for line in text.split(separator: "\n") {
                #expect(DisplayWidth.of(String(line)) <= width, "\(line)")
            }
        }
    }

    @Test func aTitleThatCouldNotBeLookedUpIsShownAsSuch() {
        let text = WatchedView(theme: Theme(styler: .plain, width: 80)).render(.ready(WatchedFixtures.every))
        #expect(text.hasPrefix("Watched: 4 watches\n"))
        #expect(text.contains("\n(could not be looked up now)"))
        #expect(text.contains("  movie 550\n"))
    }

    @Test func anEmptyListSaysHowToFillIt() {
        let view = WatchedView(theme: Theme(styler: .plain, width: 120))
        let nothing = WatchedList(kind: nil, order: .watched, items: [], sourceName: "TMDb")
        #expect(view.render(.ready(nothing)) == "Nothing watched yet. Mark a title with `popcorn watched movie 603 --rating 9`.\n")
        #expect(
            WatchedView(theme: Theme(styler: .plain, width: 40)).render(.ready(nothing)) == """
                Nothing watched yet. Mark a title with
                `popcorn watched movie 603 --rating 9`.

                """)
        let noFilms = WatchedList(kind: .movie, order: .title, items: [], sourceName: "TMDb")
        #expect(
            view.render(.ready(noFilms)) == "Nothing watched yet among films. Mark a title with `popcorn watched movie 603 --rating 9`.\n")
        #expect(view.renderLinked(.ready(nothing)).links.isEmpty)
    }

    @Test func marksEachWatchOfATitleStillFound() {
        for width in [120, 80, 40] {
            let view = WatchedView(theme: Theme(styler: Styler(isColourEnabled: true), width: width))
            let linked = view.renderLinked(.ready(WatchedFixtures.every))
            #expect(linked.links.map(\.destination) == [.movie(id: 603), .series(id: 1399), .movie(id: 603)])
            for link in linked.links {
                #expect(linked.shown(link) == link.label, "\(link.label) at \(width)")
            }
            #expect(linked.text == view.render(.ready(WatchedFixtures.every)))
        }
    }

    @Test func reportsAnError() {
        let failure = ViewStateError(kind: .unavailable, message: "The library could not be opened: locked.")
        #expect(WatchedView(theme: .plain).render(.error(failure)) == "error: The library could not be opened: locked.\n")
        #expect(WatchedView.renderJSON(.error(failure)).contains(#""code" : "unavailable""#))
    }

    @Test func writesTheDocumentOfTheWatchedCommand() throws {
        let list = WatchedList(kind: .movie, order: .rating, items: [WatchedFixtures.matrix], sourceName: "TMDb")
        let json = WatchedView.renderJSON(.ready(list))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["kind", "sort", "items"])
        #expect(document["kind"] as? String == "movie")
        #expect(document["sort"] as? String == "rating")
        let items = try #require(document["items"] as? [[String: Any]])
        #expect(Set(items[0].keys) == ["kind", "id", "name", "year", "watchedOn", "rating", "note", "status", "reason"])
        #expect(items[0]["watchedOn"] as? String == "2024-05-12")
        #expect(items[0]["rating"] as? Int == 9)
        #expect(items[0]["reason"] is NSNull)
    }
}
