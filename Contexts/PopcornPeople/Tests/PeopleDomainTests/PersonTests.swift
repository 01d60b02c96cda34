import CoreDomain
import Foundation
import PeopleDomain
import PeopleTestSupport
import Testing

@Suite struct PersonTests {
    let today = CalendarDate(isoString: "2026-11-23")!

    @Test func theAgeIsCountedInWholeYearsToToday() {
        #expect(PersonFixtures.person(birthday: "1963-12-18").age(on: today) == 62)
        #expect(PersonFixtures.person(birthday: "1963-11-23").age(on: today) == 63)
    }

    @Test func someoneWhoDiedIsAsOldAsTheyWereAtDeath() {
        #expect(PersonFixtures.person(birthday: "1924-04-03", deathday: "2004-07-01").age(on: today) == 80)
    }

    @Test func withoutABirthdayTheAgeIsUnknown() {
        #expect(PersonFixtures.person(birthday: nil).age(on: today) == nil)
    }

    @Test func aRoundTripThroughJSONKeepsEveryField() throws {
        let person = PersonFixtures.person(deathday: "2030-01-01")
        #expect(try JSONDecoder().decode(Person.self, from: JSONEncoder().encode(person)) == person)
    }
}
