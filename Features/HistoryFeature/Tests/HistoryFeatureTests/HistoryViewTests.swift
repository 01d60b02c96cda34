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

    @Test func aNarrowTerminalShowsTheDayOfEachViewAndTheWholeTitle() {
        let narrow = Theme(styler: Theme.plain.styler, width: 40)
        let recent = HistoryPage(page: 1, totalPages: 1, totalResults: 2, items: Array(HistoryFixtures.page.items.prefix(2)))
        let rows = HistoryView(theme: narrow).render(.ready(recent)).split(separator: "\n").dropFirst(3)
        #expect(rows.first?.hasPrefix("11-23   tv") == true, "\(rows)")
        #expect(rows.first?.contains("Game of Thro") == true, "\(rows)")
        #expect(rows.allSatisfy { $0.count <= 40 })
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
