import PeopleApplication
import PeopleDomain
import Presentation
import Testing

@testable import PopcornApp

@Suite struct PersonFailuresWordingTests {
    let wording = FailureWording(source: "the embedded catalogue")

    @Test func aCreditsLookUpFailsAsADetailsLookUpDoes() {
        #expect(FetchPersonCreditsError.lookup(.notFound(9)).worded(by: wording) == PersonLookupError.notFound(9).worded(by: wording))
        #expect(
            FetchPersonCreditsError.lookup(.invalidID(2_147_483_648)).worded(by: wording).message
                == "2147483648 is out of range for a person id: ids are whole numbers from 1 to 2,147,483,647.")
    }

    @Test func aNameThatIsNoDepartmentIsAUsageErrorListingTheDepartments() {
        let error = FetchPersonCreditsError.unknownDepartment("nonsense", personID: 287).worded(by: wording)
        #expect(error.kind == .invalidRequest)
        #expect(ExitStatus.code(for: error.kind) == 64)
        #expect(error.message.hasPrefix("\"nonsense\" is no department: the departments are Acting, Actors, Art, Camera,"))
        #expect(error.message.hasSuffix(", Visual Effects and Writing."))
        for department in Departments.all { #expect(error.message.contains(department)) }
        #expect(error.suggestion == "`popcorn person 287 --credits` lists every credit of theirs with its department.")
    }
}
