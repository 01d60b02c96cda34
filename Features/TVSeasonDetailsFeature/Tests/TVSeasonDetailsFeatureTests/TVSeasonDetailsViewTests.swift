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

    @MainActor @Test func marksEachLinkWhereItsLabelStands() async {
        for season in [TVSeasonDetailsFixtures.seasonOne, TVSeasonDetailsFixtures.ratedLater, TVSeasonDetailsFixtures.notHeld] {
            let model = TVSeasonDetailsViewModel(
                seriesID: season.seriesID, seasonNumber: season.seasonNumber,
                dependencies: TVSeasonDetailsDependencies { _, _ in season }, navigator: MockTVSeasonDetailsNavigator())
            await model.load()
            for width in [80, 40] {
                let view = TVSeasonDetailsView(theme: Theme(styler: Styler(isColourEnabled: true), width: width))
                let linked = view.renderLinked(.ready(season))
                #expect(linked.links.map(\.destination) == model.destinations, "each episode in order, then the series, at \(width)")
                for link in linked.links {
                    let shown = linked.shown(link).replacingOccurrences(of: "…", with: "")
                    #expect(!shown.isEmpty && link.label.hasPrefix(shown), "\(link.label) at \(width)")
                }
            }
        }
    }

    @Test func leadsUpToTheSeriesFromBelowTheEpisodes() {
        let linked = TVSeasonDetailsView(theme: .plain).renderLinked(.ready(TVSeasonDetailsFixtures.seasonOne))
        #expect(linked.links.last?.destination == .series && linked.links.last?.label == "About Game of Thrones")
        #expect(linked.text.hasPrefix(TVSeasonDetailsView(theme: .plain).render(.ready(TVSeasonDetailsFixtures.seasonOne)) + "\nMore\n"))
    }

    @Test func marksNoLinksWhileLoadingOrAfterAnError() {
        let view = TVSeasonDetailsView(theme: .plain)
        #expect(view.renderLinked(.loading).links.isEmpty)
        #expect(view.renderLinked(.error(ViewStateError(kind: .notFound, message: "Game of Thrones has no season 99."))).links.isEmpty)
    }

    @Test func ratesEachEpisodeAndDatesTheFigures() {
        let text = TVSeasonDetailsView(theme: .plain).render(.ready(TVSeasonDetailsFixtures.ratedLater))
        #expect(text.contains("Episodes  13\n"))
        #expect(text.contains("1  Seven Thirty-Seven  2009-03-08  8.3"))
        #expect(text.contains("2  Grilled             2009-03-15  –"))
        #expect(text.hasSuffix("\n\nFigures as of 2026-08.\n"), "the count and the ratings share a date, said once")
    }

    @Test func saysNoRatingDateWhenNoEpisodeIsRated() {
        let text = TVSeasonDetailsView(theme: .plain).render(.ready(TVSeasonDetailsFixtures.seasonOne))
        #expect(!text.contains("as of"))
    }

    @Test func datesTheRatingsApartWhenTheyAreNotOfTheCountsDate() {
        let text = TVSeasonDetailsView(theme: .plain).render(.ready(TVSeasonDetailsFixtures.ratedApart))
        #expect(text.hasSuffix("\n\nFigures as of 2019-05; ratings as of 2020.\n"))
        #expect(text.components(separatedBy: "as of").count == 3)
        let notHeld = TVSeasonDetailsView(theme: .plain).render(.ready(TVSeasonDetailsFixtures.countedLater))
        #expect(notHeld.hasSuffix("for this season.\n\nFigures as of 2026-08.\n"))
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
        #expect(
            Set(document.keys) == [
                "seriesId", "seriesName", "seasonNumber", "name", "airDate", "episodeCount", "episodeCountAsOf", "episodes",
            ])
        #expect(document["airDate"] is NSNull)
    }

    @Test func rendersEachEpisodesRatingAsJSON() throws {
        let json = TVSeasonDetailsView.renderJSON(.ready(TVSeasonDetailsFixtures.ratedLater))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let episodes = try #require(document["episodes"] as? [[String: Any]])
        #expect(Set(episodes[0].keys) == ["episodeNumber", "name", "airDate", "voteAverage", "voteCount", "figuresAsOf"])
        #expect(episodes[0]["voteCount"] as? Int == 120)
        #expect(episodes[1]["voteAverage"] is NSNull)
        #expect(document["episodeCountAsOf"] as? String == "2026-08")
    }
}
