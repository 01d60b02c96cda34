import CastAndCrewFeature
import DesignSystem
import Foundation
import Presentation
import Testing

@Suite struct CastAndCrewViewTests {
    @Test func drawsCastThenCrewGroupedByDepartment() {
        let text = CastAndCrewView(theme: .plain).render(.ready(CastAndCrewFixtures.matrix))
        #expect(
            text == """
                The Matrix (1999): cast and crew

                Cast
                Keanu Reeves #6384        Thomas A. Anderson / Neo
                Laurence Fishburne #2975  Morpheus

                Crew
                Directing   Director                 Lilly Wachowski #9340
                            Director                 Lana Wachowski #9339
                Writing     Screenplay               Lana Wachowski #9339
                Sound       Original Music Composer  Don Davis #1
                Acrobatics  Stunts                   Someone #2

                """)
    }

    @MainActor @Test func marksEachLinkWhereItsLabelStands() async {
        let mainAndGuests = CastAndCrew(
            id: 1399, title: "Game of Thrones", releaseDate: "2011-04-17",
            cast: [
                CastAndCrewCastMember(
                    personID: 22970, name: "Peter Dinklage", character: "Tyrion Lannister", episodeCount: 73, isMainCast: true),
                CastAndCrewCastMember(personID: nil, name: "Nobody Known", character: "Guard", episodeCount: 1, isMainCast: false),
            ],
            crew: CastAndCrewSeriesTests.series.crew, kind: .tv, episodesHeld: 20)
        for credits in [CastAndCrewFixtures.matrix, CastAndCrewSeriesTests.series, mainAndGuests] {
            let model = CastAndCrewViewModel(
                titleID: credits.id, dependencies: CastAndCrewDependencies { _ in credits }, navigator: MockCastAndCrewNavigator())
            await model.load()
            for width in [80, 40] {
                let view = CastAndCrewView(theme: Theme(styler: Styler(isColourEnabled: true), width: width))
                let linked = view.renderLinked(.ready(credits))
                let marked = linked.links.map(\.destination)
                #expect(marked.allSatisfy(model.destinations.contains) && model.destinations.allSatisfy(marked.contains), "at \(width)")
                let rowsWithAnID = credits.cast.compactMap(\.personID).count + credits.crew.compactMap(\.personID).count
                #expect(marked.count == rowsWithAnID + 1, "each credit with an id on its row, and the title once")
                for link in linked.links {
                    let shown = linked.shown(link).replacingOccurrences(of: "…", with: "")
                    #expect(!shown.isEmpty && link.label.hasPrefix(shown), "\(link.label) at \(width)")
                }
            }
        }
    }

    @Test func marksBothRowsOfSomeoneWithTwoJobs() {
        let linked = CastAndCrewView(theme: .plain).renderLinked(.ready(CastAndCrewFixtures.matrix))
        let lana = linked.links.filter { $0.destination == .person(id: 9339) }
        #expect(lana.count == 2 && Set(lana.map(\.line)).count == 2)
        #expect(lana.allSatisfy { linked.shown($0) == "Lana Wachowski" })
        #expect(linked.links.last?.destination == .details && linked.links.last?.label == "About The Matrix")
    }

    @Test func followsEveryoneWithAnIDWithIt() {
        for width in [80, 40] {
            let lines = CastAndCrewView(theme: Theme(styler: .plain, width: width)).render(.ready(CastAndCrewFixtures.matrix))
                .split(separator: "\n").map(String.init)
            for member in CastAndCrewFixtures.matrix.cast {
                #expect(lines.contains { $0.contains(" #\(member.personID ?? 0)  ") }, "\(member.name) at \(width): \(lines)")
            }
            for member in CastAndCrewFixtures.matrix.crew {
                #expect(lines.contains { $0.hasSuffix(" #\(member.personID ?? 0)") }, "\(member.name) at \(width)")
            }
        }
        let unknown = CastAndCrew(
            id: 1, title: "Untitled", releaseDate: nil, cast: [CastAndCrewCastMember(personID: nil, name: "Anyone", character: "Guard")],
            crew: [])
        #expect(!CastAndCrewView(theme: .plain).render(.ready(unknown)).contains("#"), "no id, no tag")
    }

    @Test func marksNoLinksWhileLoadingOrAfterAnError() {
        let view = CastAndCrewView(theme: .plain)
        #expect(view.renderLinked(.loading).links.isEmpty)
        #expect(view.renderLinked(.error(ViewStateError(kind: .notFound, message: "gone"))).links.isEmpty)
    }

    @Test func saysWhenNobodyIsListed() {
        let empty = CastAndCrew(id: 1, title: "Untitled", releaseDate: nil, cast: [], crew: [])
        let text = CastAndCrewView(theme: .plain).render(.ready(empty))
        #expect(text.hasPrefix("Untitled: cast and crew\n"))
        #expect(text.contains("No cast is listed.\n"))
        #expect(text.contains("No crew is listed.\n"))
    }

    @Test func saysWhenTheSourceHoldsNoCredits() {
        let unknown = CastAndCrew(id: 872_585, title: "Oppenheimer", releaseDate: "2023-07-19", cast: [], crew: [], creditsKnown: false)
        let text = CastAndCrewView(theme: .plain).render(.ready(unknown))
        #expect(text.contains("Credits not in the embedded catalogue.\n"), "\(text)")
        #expect(!text.contains("No cast is listed.") && !text.contains("Crew"))
    }

    @Test func fitsANarrowTerminal() {
        let text = CastAndCrewView(theme: Theme(styler: .plain, width: 36)).render(.ready(CastAndCrewFixtures.matrix))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 36 }, "\(lines)")
    }

    @Test func rendersEveryoneAsJSON() throws {
        let json = CastAndCrewView.renderJSON(.ready(CastAndCrewFixtures.matrix))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["id", "title", "releaseDate", "cast", "crew", "kind", "episodesHeld", "creditsKnown"])
        #expect(document["episodesHeld"] is NSNull, "a film has no episodes")
        let crew = try #require(document["crew"] as? [[String: Any]])
        #expect(crew.count == CastAndCrewFixtures.matrix.crew.count)
        #expect(Set(crew[0].keys) == ["personId", "name", "job", "department", "episodeCount"])
    }
}

@Suite struct CastAndCrewSeriesTests {
    static let series = CastAndCrew(
        id: 1399, title: "Game of Thrones", releaseDate: "2011-04-17",
        cast: [CastAndCrewCastMember(personID: 117642, name: "Jason Momoa", character: "Khal Drogo", episodeCount: 3)],
        crew: [CastAndCrewCrewMember(personID: 9813, name: "David Benioff", job: "Creator", department: "Writing", episodeCount: 0)],
        kind: .tv, episodesHeld: 20
    )

    @Test func showsEpisodeCountsAndWhatTheyAreOver() {
        let text = CastAndCrewView(theme: .plain).render(.ready(Self.series))
        #expect(text.contains("Guest stars and crew are taken from the 20 episodes whose credits the catalogue"))
        #expect(text.contains("Jason Momoa #117642  Khal Drogo (3 episodes)"))
        #expect(text.contains("Creator  David Benioff #9813"))
    }

    @Test func saysSoWhenNoEpisodesCreditsAreHeld() {
        let series = CastAndCrew(id: 1396, title: "Breaking Bad", releaseDate: "2008-01-20", cast: [], crew: [], kind: .tv, episodesHeld: 0)
        let text = CastAndCrewView(theme: .plain).render(.ready(series))
        #expect(text.contains("The catalogue holds no episode's guest stars or crew for this series."))
        #expect(!text.contains("0 episodes"))
    }

    @Test func saysWhichIsTheMainCastAndWhichTheGuests() {
        let series = CastAndCrew(
            id: 1399, title: "Game of Thrones", releaseDate: "2011-04-17",
            cast: [
                CastAndCrewCastMember(
                    personID: 22970, name: "Peter Dinklage", character: "Tyrion Lannister", episodeCount: 73, isMainCast: true),
                CastAndCrewCastMember(personID: 117642, name: "Jason Momoa", character: "Khal Drogo", episodeCount: 4, isMainCast: false),
            ],
            crew: [], kind: .tv, episodesHeld: 20)
        let text = CastAndCrewView(theme: .plain).render(.ready(series))
        #expect(
            text.contains(
                "Main cast\nEpisode counts are the source's, over the whole series.\nPeter Dinklage #22970  Tyrion Lannister (73 episodes)\n"
            ))
        #expect(text.contains("Guest stars\nJason Momoa #117642  Khal Drogo (4 episodes)\n"))
    }

    @MainActor @Test func leadsBackToTheSeries() async {
        let navigator = MockCastAndCrewNavigator()
        let viewModel = CastAndCrewViewModel(
            titleID: 1399, dependencies: CastAndCrewDependencies { _ throws(ViewStateError) in Self.series }, navigator: navigator)
        await viewModel.load()
        viewModel.open(.details)
        #expect(navigator.openedSeriesIDs == [1399])
        #expect(navigator.openedMovieIDs.isEmpty)
    }

    @Test func namesItsKindInJSON() {
        #expect(CastAndCrewView.renderJSON(.ready(Self.series)).contains(#""kind" : "tv""#))
        #expect(CastAndCrewView.renderJSON(.ready(Self.series)).contains(#""episodeCount" : 3"#))
    }
}
