import DesignSystem
import Foundation
import PersonDetailsFeature
import Presentation
import Testing

@Suite struct PersonDetailsViewTests {
    @Test func showsWhoTheyAreTheirAgeAndWhatTheyAreKnownFor() {
        let text = PersonDetailsView(theme: .plain).render(.ready(PersonDetailsFixtures.bradPitt))
        #expect(text.hasPrefix("Brad Pitt\nKnown for Acting\n\n"))
        #expect(text.contains("Born        1963-12-18 (age 62)\n"))
        #expect(text.contains("Birthplace  USA\n"))
        #expect(text.contains("Credits     73 titles\n"))
        #expect(text.contains("Known for\n1999  movie  Fight Club #550  Tyler Durden\n1989  tv     Seinfeld #1400   Guest\n"))
        #expect(!text.contains("Died"))
    }

    @MainActor @Test func marksEachLinkWhereItsLabelStands() async {
        for person in [PersonDetailsFixtures.bradPitt, PersonDetailsFixtures.marlonBrando] {
            let model = PersonDetailsViewModel(
                personID: person.id, dependencies: PersonDetailsDependencies { _ in person }, navigator: MockPersonDetailsNavigator())
            await model.load()
            for width in [80, 40] {
                let view = PersonDetailsView(theme: Theme(styler: Styler(isColourEnabled: true), width: width))
                let linked = view.renderLinked(.ready(person))
                #expect(linked.links.map(\.destination) == model.destinations, "the credits, then each title in order, at \(width)")
                #expect(linked.text == view.render(.ready(person)), "every link has a place in the text")
                for link in linked.links {
                    let shown = linked.shown(link).replacingOccurrences(of: "…", with: "")
                    #expect(!shown.isEmpty && link.label.hasPrefix(shown), "\(link.label) at \(width)")
                }
            }
        }
    }

    @Test func marksTheCreditsOnTheLineThatCountsThem() throws {
        let linked = PersonDetailsView(theme: .plain).renderLinked(.ready(PersonDetailsFixtures.bradPitt))
        let credits = try #require(linked.links.first { $0.destination == .credits })
        #expect(linked.lines[credits.line] == "Credits     73 titles" && credits.column == 0 && linked.shown(credits) == "Credits")
    }

    @Test func marksNoLinksWhileLoadingOrAfterAnError() {
        let view = PersonDetailsView(theme: .plain)
        #expect(view.renderLinked(.loading).links.isEmpty)
        #expect(view.renderLinked(.error(ViewStateError(kind: .notFound, message: "No person has id 287."))).links.isEmpty)
    }

    @Test func someoneWhoDiedIsShownWithTheirAgeAtDeathAndTheUnknownAsUnknown() {
        let text = PersonDetailsView(theme: .plain).render(.ready(PersonDetailsFixtures.marlonBrando))
        #expect(text.contains("Born        1924-04-03\n"))
        #expect(text.contains("Died        2004-07-01 (aged 80)\n"))
        #expect(text.contains("Gender      unknown\n"))
        #expect(text.contains("Credits     1 title\n"))
    }

    @Test func showsEachTitlesKindAndIDAtAnyWidth() {
        for width in [80, 40, 32] {
            let text = PersonDetailsView(theme: Theme(styler: .plain, width: width)).render(.ready(PersonDetailsFixtures.bradPitt))
            #expect(text.contains("movie  ") && text.contains(" #550"), "at \(width): \(text)")
            #expect(text.contains("tv     ") && text.contains(" #1400"), "at \(width): \(text)")
        }
    }

    @Test(arguments: 20...40)
    func fitsANarrowTerminal(width: Int) {
        let text = PersonDetailsView(theme: Theme(styler: .plain, width: width)).render(.ready(PersonDetailsFixtures.bradPitt))
        #expect(text.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= width })
    }

    @Test func rendersEveryFieldAsJSONWithNullForTheUnknown() throws {
        let json = PersonDetailsView.renderJSON(.ready(PersonDetailsFixtures.marlonBrando))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(document["gender"] is NSNull)
        #expect(document["age"] as? Int == 80)
        #expect(
            Set(document.keys) == [
                "id", "name", "gender", "knownForDepartment", "birthday", "deathday", "age", "countryOfBirth", "creditCount", "knownFor",
                "profileURL",
            ])
        #expect(document["profileURL"] is NSNull)
        let pitt = try #require(
            try JSONSerialization.jsonObject(with: Data(PersonDetailsView.renderJSON(.ready(PersonDetailsFixtures.bradPitt)).utf8))
                as? [String: Any])
        let title = try #require(pitt["knownFor"] as? [[String: Any]])
        #expect(title.first?["kind"] as? String == "movie")
        #expect(pitt["profileURL"] as? String == "https://images.example/w185/bradpitt.jpg")
        #expect(!PersonDetailsView(theme: .plain).render(.ready(PersonDetailsFixtures.bradPitt)).contains("images.example"))
    }
}
