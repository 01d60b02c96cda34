import DesignSystem
import Foundation
import Presentation
import TVSeriesDetailsFeature
import Testing

@Suite struct TVSeriesDetailsViewTests {
    @Test func showsTheFactsTheRatingsDateAndTheSeasons() {
        let text = TVSeriesDetailsView(theme: .plain).render(.ready(TVSeriesDetailsFixtures.gameOfThrones))
        #expect(text.hasPrefix("Game of Thrones (2011)\n"))
        #expect(text.contains("8.2/10 (6,000 votes)\n"))
        #expect(text.contains("Created by   David Benioff"))
        #expect(text.contains("Networks     HBO"))
        #expect(text.contains("Countries    US"))
        #expect(text.contains("Companies    Television 360, Generator Entertainment"))
        #expect(text.contains("Runtime      1h an episode"))
        #expect(text.contains("Rating, status, last air date and counts as of 2019-05."))
        #expect(text.components(separatedBy: "as of").count == 2, "the date of the figures is said once")
        #expect(text.contains("Season 1"))
    }

    @Test func datesTheSeasonsCountedByALaterRecord() {
        let text = TVSeriesDetailsView(theme: .plain).render(.ready(TVSeriesDetailsFixtures.laterSeasons))
        #expect(text.contains("Seasons 4, 5: episode counts as of 2026-08."))
        #expect(!text.contains("Season 3: episode count"), "a season dated like the series needs no note")
    }

    @Test(arguments: 20...40)
    func fitsANarrowTerminal(width: Int) {
        let text = TVSeriesDetailsView(theme: Theme(styler: .plain, width: width)).render(.ready(TVSeriesDetailsFixtures.gameOfThrones))
        #expect(text.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= width })
    }

    @Test func rendersEveryKeyAsJSON() throws {
        let json = TVSeriesDetailsView.renderJSON(.ready(TVSeriesDetailsFixtures.gameOfThrones))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(document["overview"] is NSNull)
        #expect((document["creators"] as? [[String: Any]])?.first?["personId"] as? Int == 9813)
        #expect((document["seasons"] as? [[String: Any]])?.count == 2)
        #expect(document["originCountries"] as? [String] == ["US"])
        #expect(document["inProduction"] as? Bool == false)
    }
}
