import DesignSystem
import Foundation
import Presentation
import TVEpisodeDetailsFeature
import Testing

@Suite struct TVEpisodeDetailsViewTests {
    @Test func showsTheEpisodeAndItsGuestStars() {
        let text = TVEpisodeDetailsView(theme: .plain).render(.ready(TVEpisodeDetailsFixtures.episode()))
        #expect(text.hasPrefix("Winter Is Coming\nGame of Thrones, season 1, episode 1 of 10\n"))
        #expect(text.contains("Jason Momoa  Khal Drogo"))
        #expect(text.contains("Aired  2011-04-17"))
    }

    @Test func datesTheRating() {
        let text = TVEpisodeDetailsView(theme: .plain).render(.ready(TVEpisodeDetailsFixtures.episode(rated: true)))
        #expect(text.contains("7.7/10 (172 votes) as of 2020"))
    }

    @Test(arguments: 20...40)
    func fitsANarrowTerminal(width: Int) {
        let text = TVEpisodeDetailsView(theme: Theme(styler: .plain, width: width)).render(.ready(TVEpisodeDetailsFixtures.episode()))
        #expect(text.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= width })
    }

    @Test func rendersEveryKeyAsJSON() throws {
        let json = TVEpisodeDetailsView.renderJSON(.ready(TVEpisodeDetailsFixtures.episode()))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(document["voteAverage"] is NSNull)
        #expect(document["figuresAsOf"] is NSNull)
        let guests = try #require(document["guestStars"] as? [[String: Any]])
        #expect(guests.first?["personId"] as? Int == 117642)
    }
}
