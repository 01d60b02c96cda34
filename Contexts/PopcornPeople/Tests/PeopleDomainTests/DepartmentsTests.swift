import PeopleDomain
import Testing

@Suite struct DepartmentsTests {
    @Test func aDepartmentIsFoundByItsNameWhateverItsCase() {
        #expect(Departments.named("directing") == "Directing")
        #expect(Departments.named("COSTUME & MAKE-UP") == "Costume & Make-Up")
        #expect(Departments.named("Acting") == PersonCredits.acting)
    }

    @Test func aNameThatIsNoDepartmentFindsNone() {
        #expect(Departments.named("nonsense") == nil)
        #expect(Departments.named("") == nil)
        #expect(Departments.named("Direct") == nil)
    }

    @Test func namesAreOrderedAsTheListWithOthersAfter() {
        #expect(
            Departments.ordered(["Writing", "Acting", "Writing", "Puppetry", "Directing"]) == [
                "Acting", "Directing", "Writing", "Puppetry",
            ])
    }
}
