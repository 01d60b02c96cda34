import DesignSystem
import Foundation
import Presentation
import Testing
import WatchlistFeature

@Suite struct WatchlistViewTests {
    @Test func drawsOneRowATitleWithTheCommandThatOpensIt() {
        let view = WatchlistView(theme: Theme(styler: .plain, width: 80))
        #expect(
            view.render(.ready(WatchlistFixtures.withGone)) == """
                On your watchlist: 3 titles

                Title                                Year  Rating  Added       Open with popcorn
                Game of Thrones                      2011     8.1  2024-05-11  tv 1399
                Fight Club                           1999     8.3  2024-05-10  movie 550
                (no longer in the embedded catalog…                2024-05-09  movie 99999999

                """)
    }

    @Test func givesEachTitleTwoLinesWhereTheTableWouldCutMoreThanTitles() {
        let view = WatchlistView(theme: Theme(styler: .plain, width: 40))
        #expect(
            view.render(.ready(WatchlistFixtures.withGone)) == """
                On your watchlist: 3 titles

                Game of Thrones (2011) · 8.1/10
                  tv 1399 · added 2024-05-11
                Fight Club (1999) · 8.3/10
                  movie 550 · added 2024-05-10
                (no longer in the embedded catalogue)
                  movie 99999999 · added 2024-05-09

                """)
        for width in [56, 57] {
            let text = WatchlistView(theme: Theme(styler: .plain, width: width)).render(.ready(WatchlistFixtures.watchlist))
            #expect(text.contains("\nTitle ") == (width == 57), "at \(width)")
            for line in text.split(separator: "\n") {
                #expect(DisplayWidth.of(String(line)) <= width, "\(line)")
            }
        }
    }

    @Test func countsWhatTheKindAsked() {
        let films = Watchlist(kind: .movie, order: .added, items: [WatchlistFixtures.film], sourceName: "the embedded catalogue")
        #expect(WatchlistView(theme: .plain).render(.ready(films)).hasPrefix("On your watchlist: 1 film\n"))
        let series = Watchlist(kind: .tv, order: .added, items: [WatchlistFixtures.series], sourceName: "TMDb")
        #expect(WatchlistView(theme: .plain).render(.ready(series)).hasPrefix("On your watchlist: 1 series\n"))
    }

    @Test func anEmptyListSaysHowToFillIt() {
        let view = WatchlistView(theme: Theme(styler: .plain, width: 120))
        let empty = Watchlist(kind: nil, order: .added, items: [], sourceName: "TMDb")
        #expect(
            view.render(.ready(empty))
                == "Your watchlist is empty. Add a title with `popcorn watchlist add movie 550` (or tv 1399).\n")
        #expect(
            WatchlistView(theme: Theme(styler: .plain, width: 40)).render(.ready(empty)) == """
                Your watchlist is empty. Add a title
                with `popcorn watchlist add movie 550`
                (or tv 1399).

                """)
        let noSeries = Watchlist(kind: .tv, order: .title, items: [], sourceName: "TMDb")
        #expect(view.render(.ready(noSeries)) == "No series on your watchlist.\n")
        #expect(view.renderLinked(.ready(empty)).links.isEmpty)
    }

    @Test func marksEachTitleStillFoundWhereItsNameStands() {
        for width in [120, 80, 40] {
            let view = WatchlistView(theme: Theme(styler: Styler(isColourEnabled: true), width: width))
            let linked = view.renderLinked(.ready(WatchlistFixtures.withGone))
            #expect(linked.links.map(\.destination) == [.series(id: 1399), .movie(id: 550)])
            for link in linked.links {
                #expect(linked.shown(link) == link.label, "\(link.label) at \(width)")
            }
            #expect(linked.text == view.render(.ready(WatchlistFixtures.withGone)))
        }
    }

    @Test func reportsAnError() {
        let failure = ViewStateError(kind: .unavailable, message: "The library could not be opened: locked.")
        #expect(WatchlistView(theme: .plain).render(.error(failure)) == "error: The library could not be opened: locked.\n")
        #expect(WatchlistView.renderJSON(.error(failure)).contains(#""code" : "unavailable""#))
    }

    @Test func writesTheDocumentOfTheWatchlistCommand() throws {
        let json = WatchlistView.renderJSON(.ready(WatchlistFixtures.withGone))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["kind", "sort", "items"])
        #expect(document["kind"] is NSNull)
        #expect(document["sort"] as? String == "added")
        let items = try #require(document["items"] as? [[String: Any]])
        #expect(items.count == 3)
        #expect(
            Set(items[0].keys) == ["kind", "id", "name", "year", "voteAverage", "addedAt", "status", "reason"])
        #expect(items[1]["kind"] as? String == "movie")
        #expect(items[1]["voteAverage"] as? Double == 8.3)
        #expect(items[1]["addedAt"] as? String == "2024-05-10T08:00:00Z")
        #expect(items[2]["status"] as? String == "notFound")
        #expect(items[2]["name"] is NSNull)
    }
}
