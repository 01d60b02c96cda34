import DesignSystem
import Foundation
import PersonCreditsFeature
import Presentation
import Testing

@Suite struct PersonCreditsViewTests {
    @Test func listsPartsAndJobsApartWithSeriesAndTheirEpisodes() {
        let text = PersonCreditsView(theme: .plain).render(.ready(PersonCreditsFixtures.momoa))
        #expect(text.hasPrefix("Jason Momoa: credits\n3 credits, newest first\n\nAs cast\n"))
        #expect(text.contains("Year  Kind   Title" + String(repeating: " ", count: 39) + "Character\n"))
        #expect(text.contains("2016  movie  Batman v Superman: Dawn of Justice #209112  Arthur Curry / Aquaman\n"))
        #expect(text.contains("2011  tv     Game of Thrones #1399" + String(repeating: " ", count: 23) + "Khal Drogo (4 episodes)\n"))
        #expect(text.contains("As crew\nYear  Kind   Title                Job\n2014  movie  Road to Paloma #200  Director (Directing)\n"))
    }

    @MainActor @Test func marksEachLinkWhereItsLabelStands() async {
        let creditedTwiceForOneSeries = PersonCredits(
            personID: 117642, name: "Jason Momoa", kind: nil, department: nil, cast: PersonCreditsFixtures.momoa.cast,
            crew: PersonCreditsFixtures.momoa.crew + [
                PersonCreditsFixtures.entry(.tv, id: 1399, title: "Game of Thrones", year: 2011, job: "Stunts", department: "Crew")
            ])
        for credits in [PersonCreditsFixtures.momoa, creditedTwiceForOneSeries] {
            let model = PersonCreditsViewModel(
                personID: credits.personID, dependencies: PersonCreditsDependencies { _, _, _ in credits },
                navigator: MockPersonCreditsNavigator())
            await model.load()
            for width in [80, 40] {
                let view = PersonCreditsView(theme: Theme(styler: Styler(isColourEnabled: true), width: width))
                let linked = view.renderLinked(.ready(credits))
                let marked = linked.links.map(\.destination)
                #expect(marked.allSatisfy(model.destinations.contains) && model.destinations.allSatisfy(marked.contains), "at \(width)")
                #expect(marked.count == credits.cast.count + credits.crew.count + 1, "each credit on its row, and the person once")
                for link in linked.links {
                    let shown = linked.shown(link).replacingOccurrences(of: "…", with: "")
                    #expect(!shown.isEmpty && link.label.hasPrefix(shown), "\(link.label) at \(width)")
                }
            }
        }
    }

    @Test func leadsBackToThePersonFromBelowTheTables() {
        let linked = PersonCreditsView(theme: .plain).renderLinked(.ready(PersonCreditsFixtures.momoa))
        #expect(linked.links.last?.destination == .person && linked.links.last?.label == "About Jason Momoa")
        #expect(linked.text.hasPrefix(PersonCreditsView(theme: .plain).render(.ready(PersonCreditsFixtures.momoa)) + "\nMore\n"))
    }

    @Test func marksNoLinksWhileLoadingOrAfterAnError() {
        let view = PersonCreditsView(theme: .plain)
        #expect(view.renderLinked(.loading).links.isEmpty)
        #expect(view.renderLinked(.error(ViewStateError(kind: .notFound, message: "No person has id 9."))).links.isEmpty)
    }

    @Test func saysWhichFiltersItWasAskedWith() {
        let filtered = PersonCredits(
            personID: 1776, name: "Francis Ford Coppola", kind: .movie, department: "Directing", cast: [],
            crew: [PersonCreditsFixtures.entry(id: 238, title: "The Godfather", year: 1972, job: "Director", department: "Directing")])
        let text = PersonCreditsView(theme: .plain).render(.ready(filtered))
        #expect(text.contains("1 credit, movies only, in Directing, newest first\n"))
        #expect(!text.contains("As cast"))
    }

    @Test func namesEachTitlesKindAndIDAtAnyWidth() {
        for width in [80, 40] {
            let lines = PersonCreditsView(theme: Theme(styler: .plain, width: width)).render(.ready(PersonCreditsFixtures.momoa))
                .split(separator: "\n").map(String.init)
            for entry in PersonCreditsFixtures.momoa.cast + PersonCreditsFixtures.momoa.crew {
                #expect(
                    lines.contains { $0.contains("  \(entry.kind.rawValue) ") && $0.contains(" #\(entry.id)  ") },
                    "\(entry.title) at \(width): \(lines)")
            }
        }
    }

    @Test(arguments: 20...40)
    func fitsANarrowTerminal(width: Int) {
        let text = PersonCreditsView(theme: Theme(styler: .plain, width: width)).render(.ready(PersonCreditsFixtures.momoa))
        #expect(text.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= width })
    }

    @Test func rendersTheCreditsAsJSON() throws {
        let json = PersonCreditsView.renderJSON(.ready(PersonCreditsFixtures.momoa))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(document["personId"] as? Int == 117642)
        #expect(document["kind"] is NSNull)
        let cast = try #require(document["cast"] as? [[String: Any]])
        #expect(cast[1]["kind"] as? String == "tv" && cast[1]["episodeCount"] as? Int == 4)
        #expect(cast[0]["job"] is NSNull)
    }
}
