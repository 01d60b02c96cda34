import DesignSystem
import Presentation
import Testing

@testable import PersonCreditsFeature

/// A department asked for that holds none of a person's credits: the screen says so, and where
/// their credits are instead.
@Suite struct PersonCreditsDepartmentTests {
    func text(kind: ItemKind? = nil, departments: [String]) -> String {
        let none = PersonCredits(
            personID: 287, name: "Brad Pitt", kind: kind, department: "Directing", cast: [], crew: [], departments: departments)
        return PersonCreditsView(theme: .plain).render(.ready(none))
    }

    @Test func namesTheDepartmentsTheirCreditsAreIn() {
        #expect(
            text(departments: ["Acting", "Production"]).contains(
                "No credits in Directing; Brad Pitt's credits are in Acting and Production.\n"))
        #expect(
            text(kind: .tv, departments: ["Acting"]).contains("No series credits in Directing; Brad Pitt's series credits are in Acting.\n")
        )
        #expect(!text(departments: ["Acting"]).contains("0 credits"))
    }

    @Test func saysSoWhenThereAreNoneAtAll() {
        #expect(text(kind: .movie, departments: []).contains("No movie credits in Directing: Brad Pitt has no movie credits at all.\n"))
    }

    @Test func aListWithoutADepartmentAskedIsCountedAsEver() {
        let none = PersonCredits(personID: 1, name: "Nobody", kind: nil, department: nil, cast: [], crew: [])
        #expect(PersonCreditsView(theme: .plain).render(.ready(none)).contains("0 credits, newest first\n"))
    }
}
