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
        #expect(text.contains("Created by   David Benioff #9813"))
        #expect(text.contains("Networks     HBO"))
        #expect(text.contains("Countries    US"))
        #expect(text.contains("Companies    Television 360, Generator Entertainment"))
        #expect(text.contains("Runtime      1h an episode"))
        #expect(text.hasSuffix("\n\nFigures as of 2019-05.\n"))
        #expect(text.components(separatedBy: "as of").count == 2, "the date of the figures is said once")
        #expect(text.contains("Season 1"))
    }

    @MainActor @Test func marksEachLinkWhereItsLabelStands() async {
        for series in [TVSeriesDetailsFixtures.gameOfThrones, TVSeriesDetailsFixtures.laterSeasons] {
            let model = TVSeriesDetailsViewModel(
                seriesID: series.id, dependencies: TVSeriesDetailsDependencies { _ in series }, navigator: MockTVSeriesDetailsNavigator())
            await model.load()
            for width in [80, 40] {
                let view = TVSeriesDetailsView(theme: Theme(styler: Styler(isColourEnabled: true), width: width))
                let linked = view.renderLinked(.ready(series))
                let marked = linked.links.map(\.destination)
                #expect(marked.allSatisfy(model.destinations.contains) && model.destinations.allSatisfy(marked.contains), "at \(width)")
                #expect(marked.count == model.destinations.count, "each link once")
                for link in linked.links {
                    let shown = linked.shown(link).replacingOccurrences(of: "…", with: "")
                    #expect(!shown.isEmpty && link.label.hasPrefix(shown), "\(link.label) at \(width)")
                }
            }
        }
    }

    @Test func marksTheCreatorOnTheLineThatNamesThem() throws {
        let linked = TVSeriesDetailsView(theme: .plain).renderLinked(.ready(TVSeriesDetailsFixtures.gameOfThrones))
        let creator = try #require(linked.links.first { $0.destination == .person(id: 9813) })
        #expect(linked.lines[creator.line] == "Created by   David Benioff #9813" && linked.shown(creator) == "David Benioff")
        #expect(linked.links.suffix(2).map(\.label) == ["Full cast and crew", "Series like it"])
    }

    @Test func marksNoLinksWhileLoadingOrAfterAnError() {
        let view = TVSeriesDetailsView(theme: .plain)
        #expect(view.renderLinked(.loading).links.isEmpty)
        #expect(view.renderLinked(.error(ViewStateError(kind: .notFound, message: "No series has id 1."))).links.isEmpty)
    }

    @Test func datesTheSeasonsCountedByALaterRecord() {
        let text = TVSeriesDetailsView(theme: .plain).render(.ready(TVSeriesDetailsFixtures.laterSeasons))
        #expect(text.contains("Figures as of 2019-05; seasons 4, 5 as of 2026-08.\n"))
        #expect(text.components(separatedBy: "as of").count == 3, "said once, a date a clause")
        #expect(!text.contains("season 3"), "a season dated like the series needs no clause")
    }

    @Test func headsWithTheNewestRecordTheSeasonsShow() {
        let text = TVSeriesDetailsView(theme: .plain).render(.ready(TVSeriesDetailsFixtures.strangerThings))
        #expect(text.contains("Last aired   2025-12-31\n"), "the last episode held of season 5, not the 2019 record's 2017-10-27")
        #expect(text.contains("Seasons      5\n"))
        #expect(text.contains("Episodes     42\n"))
        #expect(text.contains("Status       Returning Series (in 2019-05)\n"), "no later record says whether it goes on")
        #expect(text.contains("5  Season 5  2025-11-26         8\n"))
        let json = TVSeriesDetailsView.renderJSON(.ready(TVSeriesDetailsFixtures.strangerThings))
        #expect(json.contains(#""numberOfSeasons" : 3"#) && json.contains(#""lastAirDate" : "2017-10-27""#), "the record stays as it is")
    }

    @Test func keepsTheRecordsHeadWhenNoSeasonProperIsNewer() {
        let text = TVSeriesDetailsView(theme: .plain).render(.ready(TVSeriesDetailsFixtures.laterSpecials))
        #expect(text.contains("Last aired   2019-05-19\n"))
        #expect(text.contains("Seasons      8\n"))
        #expect(text.contains("Episodes     73\n"))
        #expect(text.contains("Status       Ended\n"))
        #expect(text.contains("Figures as of 2019-05; season 0 as of 2026-08.\n"))
    }

    @Test func saysNothingOfDatesForALiveSource() {
        let text = TVSeriesDetailsView(theme: .plain).render(.ready(TVSeriesDetailsFixtures.undated))
        #expect(!text.contains("as of"))
        #expect(text.contains("Seasons      3\n"), "undated seasons leave the head as the record has it")
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
        #expect(document["posterURL"] is NSNull)
    }

    @Test func writesThePosterInJSONAndLeavesItOutOfTheText() throws {
        let base = TVSeriesDetailsFixtures.gameOfThrones
        let series = TVSeriesDetails(
            id: base.id, name: base.name, originalName: base.originalName, originalLanguage: base.originalLanguage,
            firstAirDate: base.firstAirDate, lastAirDate: base.lastAirDate, status: base.status, type: base.type, networks: base.networks,
            inProduction: base.inProduction, originCountries: base.originCountries, languages: base.languages, companies: base.companies,
            genres: base.genres, creators: base.creators, numberOfSeasons: base.numberOfSeasons, numberOfEpisodes: base.numberOfEpisodes,
            episodeRunTimes: base.episodeRunTimes, voteAverage: base.voteAverage, voteCount: base.voteCount, figuresAsOf: base.figuresAsOf,
            overview: base.overview, seasons: base.seasons, posterURL: "https://images.example/w500/got.jpg")
        let json = TVSeriesDetailsView.renderJSON(.ready(series))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(document["posterURL"] as? String == "https://images.example/w500/got.jpg")
        let plain = TVSeriesDetailsView(theme: .plain)
        #expect(plain.render(.ready(series)) == plain.render(.ready(base)))
    }

    @Test func endsItsMoreLinksWithTheChatWhenItIsOffered() throws {
        let state = ViewState<TVSeriesDetails>.ready(TVSeriesDetailsFixtures.gameOfThrones)
        let offering = TVSeriesDetailsView(theme: .plain, offersChat: true)
        let linked = offering.renderLinked(state)
        #expect(linked.lines.suffix(4) == ["More", "  Full cast and crew", "  Series like it", "  Ask about it"])
        let chat = try #require(linked.links.last)
        #expect(chat.destination == .askAboutIt && linked.shown(chat) == "Ask about it")
        #expect(offering.render(state) == TVSeriesDetailsView(theme: .plain).render(state), "the one-shot text is the same")
        #expect(!TVSeriesDetailsView(theme: .plain).renderLinked(state).links.contains { $0.destination == .askAboutIt })
    }
}
