import DesignSystem
import Foundation
import Presentation
import TVEpisodeDetailsFeature
import Testing

@Suite struct TVEpisodeDetailsViewTests {
    @Test func showsTheEpisodeAndItsGuestStars() {
        let text = TVEpisodeDetailsView(theme: .plain).render(.ready(TVEpisodeDetailsFixtures.episode()))
        #expect(text.hasPrefix("Winter Is Coming\nGame of Thrones, season 1, episode 1 of 10\n"))
        #expect(text.contains("Jason Momoa #117642  Khal Drogo"))
        #expect(text.contains("Director  Someone\n"), "no id, no tag")
        #expect(text.contains("Aired  2011-04-17"))
    }

    @MainActor @Test func marksEachLinkWhereItsLabelStands() async {
        let withCrew = TVEpisodeDetails(
            seriesID: 1399, seriesName: "Game of Thrones", seasonNumber: 1, episodeNumber: 5, seasonEpisodeCount: 10,
            name: "The Wolf and the Lion", airDate: nil, voteAverage: nil, voteCount: nil, figuresAsOf: nil,
            guestStars: TVEpisodeDetailsFixtures.episode().guestStars,
            crew: [
                TVEpisodeDetailsCrewMember(personID: 44797, name: "Tim Van Patten", job: "Director", department: "Directing"),
                TVEpisodeDetailsCrewMember(personID: 117642, name: "Jason Momoa", job: "Stunts", department: "Crew"),
            ])
        let episodes = [
            TVEpisodeDetailsFixtures.episode(1), TVEpisodeDetailsFixtures.episode(10), TVEpisodeDetailsFixtures.episode(3, of: nil),
            withCrew,
        ]
        for episode in episodes {
            let model = TVEpisodeDetailsViewModel(
                seriesID: episode.seriesID, seasonNumber: episode.seasonNumber, episodeNumber: episode.episodeNumber,
                dependencies: TVEpisodeDetailsDependencies { _, _, _ in episode }, navigator: MockTVEpisodeDetailsNavigator())
            await model.load()
            for width in [80, 40] {
                let view = TVEpisodeDetailsView(theme: Theme(styler: Styler(isColourEnabled: true), width: width))
                let linked = view.renderLinked(.ready(episode))
                let marked = linked.links.map(\.destination)
                #expect(marked.allSatisfy(model.destinations.contains) && model.destinations.allSatisfy(marked.contains), "at \(width)")
                let people = episode.guestStars.compactMap(\.personID).count + episode.crew.compactMap(\.personID).count
                #expect(marked.count == people + model.destinations.count { !Self.isPerson($0) }, "each person on every row they stand on")
                for link in linked.links {
                    let shown = linked.shown(link).replacingOccurrences(of: "…", with: "")
                    #expect(!shown.isEmpty && link.label.hasPrefix(shown), "\(link.label) at \(width)")
                }
            }
        }
    }

    @Test func namesTheEpisodesEitherSideAndTheSeason() {
        let linked = TVEpisodeDetailsView(theme: .plain).renderLinked(.ready(TVEpisodeDetailsFixtures.episode(2)))
        #expect(linked.links.suffix(3).map(\.label) == ["Previous episode: S01E01", "Next episode: S01E03", "Season 1"])
        #expect(linked.links.suffix(3).map(\.destination) == [.previousEpisode, .nextEpisode, .season])
    }

    @Test func marksNoLinksWhileLoadingOrAfterAnError() {
        let view = TVEpisodeDetailsView(theme: .plain)
        #expect(view.renderLinked(.loading).links.isEmpty)
        #expect(view.renderLinked(.error(ViewStateError(kind: .notFound, message: "Season 1 has 10 episodes."))).links.isEmpty)
    }

    private static func isPerson(_ destination: TVEpisodeDetailsDestination) -> Bool {
        if case .person = destination { true } else { false }
    }

    @Test func datesTheRating() {
        let text = TVEpisodeDetailsView(theme: .plain).render(.ready(TVEpisodeDetailsFixtures.episode(rated: true)))
        #expect(text.contains("7.7/10 (172 votes)\n"))
        #expect(text.hasSuffix("\n\nFigures as of 2020.\n"))
        #expect(!TVEpisodeDetailsView(theme: .plain).render(.ready(TVEpisodeDetailsFixtures.episode())).contains("as of"))
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
