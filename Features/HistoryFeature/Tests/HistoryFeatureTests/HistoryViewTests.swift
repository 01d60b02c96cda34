import DesignSystem
import Foundation
import HistoryFeature
import Presentation
import Testing

@Suite struct HistoryViewTests {
    @Test func listsTheMostRecentFirstAndShowsWhatIsNoLongerFound() {
        let text = HistoryView(theme: .plain).render(.ready(HistoryFixtures.page))
        #expect(text.hasPrefix("History\nPage 1 of 2 · 23 entries · times in UTC\n"))
        let rows = text.split(separator: "\n").dropFirst(3).map(String.init)
        #expect(rows[0].hasPrefix("2026-11-23 09:15  tv") && rows[0].contains("Game of Thrones"))
        #expect(rows[1].contains("The Matrix") && rows[1].contains("1999"))
        #expect(rows[2].contains("99999999") && rows[2].contains("(no longer found)"))
    }

    @Test func followsEachNameWithItsIDAtAnyWidth() {
        for width in [80, 40] {
            let rows = HistoryView(theme: Theme(styler: .plain, width: width)).render(.ready(HistoryFixtures.page))
                .split(separator: "\n").dropFirst(3).map(String.init)
            #expect(rows[0].contains(" #1399  ") && rows[0].hasSuffix("  2011"), "\(rows)")
            #expect(rows[1].contains("The Matrix #603  "), "\(rows)")
            #expect(rows[2].contains("(no long") && rows[2].hasSuffix(" #99999999"), "\(rows)")
        }
    }

    @Test func aNarrowTerminalShowsTheDayOfEachViewAndTheWholeTitle() {
        let narrow = Theme(styler: Theme.plain.styler, width: 40)
        let recent = HistoryPage(page: 1, totalPages: 1, totalResults: 2, items: Array(HistoryFixtures.page.items.prefix(2)))
        let rows = HistoryView(theme: narrow).render(.ready(recent)).split(separator: "\n").dropFirst(3)
        #expect(rows.first?.hasPrefix("11-23   tv") == true, "\(rows)")
        #expect(rows.first?.contains("Game of Thro") == true, "\(rows)")
        #expect(rows.allSatisfy { $0.count <= 40 })
    }

    @MainActor @Test func marksEachLinkWhereItsLabelStands() async {
        let middle = HistoryPage(
            page: 3, totalPages: 12, totalResults: 230,
            items: HistoryFixtures.page.items + [
                HistoryRow(kind: .person, id: 287, name: "Brad Pitt", year: nil, viewedAt: "2026-11-20T10:00:00Z", status: .found),
                HistoryRow(
                    kind: .movie, id: 5, name: nil, year: nil, viewedAt: "2026-11-20T09:00:00Z", status: .unavailable, reason: "offline"),
            ])
        for page in [HistoryFixtures.page, middle] {
            let model = HistoryViewModel(
                page: page.page, dependencies: HistoryDependencies { _ in page }, navigator: MockHistoryNavigator())
            await model.load()
            for width in [80, 40] {
                let view = HistoryView(theme: Theme(styler: Styler(isColourEnabled: true), width: width))
                let linked = view.renderLinked(.ready(page))
                let marked = linked.links.map(\.destination)
                #expect(marked == model.destinations, "each entry still found in order, then the pages, at \(width)")
                for link in linked.links {
                    let shown = linked.shown(link).replacingOccurrences(of: "…", with: "")
                    #expect(!shown.isEmpty && link.label.hasPrefix(shown), "\(link.label) at \(width)")
                }
            }
        }
    }

    @Test func namesThePagesItLeadsTo() {
        let middle = HistoryPage(page: 3, totalPages: 12, totalResults: 230, items: HistoryFixtures.page.items)
        let linked = HistoryView(theme: .plain).renderLinked(.ready(middle))
        #expect(linked.links.suffix(2).map(\.label) == ["Previous page (2 of 12)", "Next page (4 of 12)"])
        #expect(linked.text.hasPrefix(HistoryView(theme: .plain).render(.ready(middle)) + "\nMore\n"))
    }

    @Test func marksNoLinksWhileLoadingOrAfterAnError() {
        let view = HistoryView(theme: .plain)
        #expect(view.renderLinked(.loading).links.isEmpty)
        #expect(view.renderLinked(.error(ViewStateError(kind: .unavailable, message: "unreadable"))).links.isEmpty)
    }

    @Test func saysWhenTheHistoryIsEmpty() {
        let empty = HistoryPage(page: 1, totalPages: 1, totalResults: 0, items: [])
        #expect(HistoryView(theme: .plain).render(.ready(empty)).hasPrefix("History\nNothing opened yet"))
        #expect(HistoryView.renderJSON(.ready(empty)).contains(#""items" : []"#))
    }

    @Test func writesEveryFieldInJSON() throws {
        let json = HistoryView.renderJSON(.ready(HistoryFixtures.page))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let items = try #require(document["items"] as? [[String: Any]])
        #expect(items.map { $0["id"] as? Int } == [1399, 603, 99_999_999])
        #expect(items[2]["name"] is NSNull && items[2]["status"] as? String == "notFound")
        #expect(items[0]["viewedAt"] as? String == "2026-11-23T09:15:42Z")
    }
}
