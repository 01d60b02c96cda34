import DesignSystem
import Foundation
import Presentation
import TVSeasonDetailsFeature
import Testing

@Suite struct TVSeasonDetailsViewTests {
    @Test func listsTheEpisodesInOrder() {
        let text = TVSeasonDetailsView(theme: .plain).render(.ready(TVSeasonDetailsFixtures.seasonOne))
        #expect(text.hasPrefix("Game of Thrones: Season 1\n"))
        #expect(text.contains("1  Winter Is Coming  2011-04-17"))
        #expect(text.contains("Episodes  10"))
    }

    @Test func saysWhenTheCatalogueHoldsNoEpisodeList() {
        let text = TVSeasonDetailsView(theme: .plain).render(.ready(TVSeasonDetailsFixtures.notHeld))
        #expect(text.contains("The catalogue holds no episode list for this season."))
        #expect(text.contains("Aired     unknown"))
    }

    @Test(arguments: 20...40)
    func fitsANarrowTerminal(width: Int) {
        let text = TVSeasonDetailsView(theme: Theme(styler: .plain, width: width)).render(.ready(TVSeasonDetailsFixtures.seasonOne))
        #expect(text.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= width })
    }

    @Test func rendersEveryKeyAsJSON() throws {
        let json = TVSeasonDetailsView.renderJSON(.ready(TVSeasonDetailsFixtures.notHeld))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["seriesId", "seriesName", "seasonNumber", "name", "airDate", "episodeCount", "episodes"])
        #expect(document["airDate"] is NSNull)
    }
}
