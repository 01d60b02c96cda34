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

    /// A day before the birth (`POPCORN_TODAY=1950-01-01` on someone born in 1963) gives no age,
    /// never a negative one; the day of the birth gives 0.
    @Test func beforeTheBirthThereIsNoAge() {
        #expect(PersonFixtures.person(birthday: "1963-12-18").age(on: CalendarDate(isoString: "1950-01-01")!) == nil)
        #expect(PersonFixtures.person(birthday: "1963-12-18").age(on: CalendarDate(isoString: "1963-12-17")!) == nil)
        #expect(PersonFixtures.person(birthday: "1963-12-18").age(on: CalendarDate(isoString: "1963-12-18")!) == 0)
    }

    @Test func aRoundTripThroughJSONKeepsEveryField() throws {
        let person = PersonFixtures.person(deathday: "2030-01-01")
        #expect(try JSONDecoder().decode(Person.self, from: JSONEncoder().encode(person)) == person)
    }
}
