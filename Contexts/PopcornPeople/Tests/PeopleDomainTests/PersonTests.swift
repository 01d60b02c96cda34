import Foundation
import PeopleDomain
import PeopleTestSupport
import Testing

@Suite struct PersonTests {
    @Test func aRoundTripThroughJSONKeepsEveryField() throws {
        let person = PersonFixtures.person(id: 7, name: "Seven")
        let data = try JSONEncoder().encode(person)
        #expect(try JSONDecoder().decode(Person.self, from: data) == person)
    }
}
