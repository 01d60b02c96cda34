import CoreDomain
import PeopleDomain
import PeopleInfrastructure
import TMDbStandIn
import Testing

/// How TMDb's details of a person become a `Person`: the country kept from a place of birth, the
/// gender codes, the dates, and nothing made up where TMDb says nothing.
@Suite struct TMDbPersonMapperTests {
    static let places: [(place: String, country: String?)] = [
        (#""Shawnee, Oklahoma, USA""#, "USA"),
        (#""London, England, UK ""#, "UK"),
        (#""Germany""#, "Germany"),
        (#""Somewhere, ""#, nil),
        (#""Somewhere,""#, nil),
        (#""""#, nil),
        ("null", nil),
    ]

    @Test(arguments: places)
    func theCountryOfBirthIsTheLastPartOfThePlace(place: String, country: String?) async throws {
        let standIn = try StandInPersonSource.standIn(
            person: 9_000_001, answering: #"{"id": 9000001, "name": "Ada Standin", "place_of_birth": \#(place)}"#)
        defer { standIn.stop() }
        #expect(try await StandInPersonSource.make(standIn).person(withID: 9_000_001).countryOfBirth == country)
    }

    @Test(arguments: [(0, nil), (1, .female), (2, .male), (3, .nonBinary), (7, nil)] as [(Int, Gender?)])
    func genderCodesAreTMDbs(code: Int, gender: Gender?) async throws {
        let standIn = try StandInPersonSource.standIn(
            person: 9_000_001, answering: #"{"id": 9000001, "name": "Ada Standin", "gender": \#(code)}"#)
        defer { standIn.stop() }
        #expect(try await StandInPersonSource.make(standIn).person(withID: 9_000_001).gender == gender)
    }

    @Test func aPersonWhoDiedKeepsBothDatesAndTheirPopularity() async throws {
        let standIn = try StandInPersonSource.standIn(
            person: 9_000_002,
            answering: #"""
                {"id": 9000002, "name": "Bea Standin", "birthday": "1920-02-29", "deathday": "1999-12-31",
                 "popularity": 4.25, "gender": 1, "place_of_birth": "Lyon, France"}
                """#)
        defer { standIn.stop() }
        let person = try await StandInPersonSource.make(standIn).person(withID: 9_000_002)
        #expect(
            person
                == Person(
                    id: 9_000_002, name: "Bea Standin", gender: .female, birthday: CalendarDate(isoString: "1920-02-29"),
                    deathday: CalendarDate(isoString: "1999-12-31"), countryOfBirth: "France", popularity: 4.25))
        #expect(person.age(on: CalendarDate(isoString: "2026-01-01")!) == 79)
    }

    @Test func whatTMDbDoesNotKnowStaysUnknown() async throws {
        let standIn = try StandInPersonSource.standIn(
            person: 9_000_003,
            answering: #"{"id": 9000003, "name": "Cy Standin", "birthday": "", "deathday": null, "gender": null, "place_of_birth": null}"#)
        defer { standIn.stop() }
        let person = try await StandInPersonSource.make(standIn).person(withID: 9_000_003)
        #expect(person.gender == nil)
        #expect(person.birthday == nil)
        #expect(person.deathday == nil)
        #expect(person.countryOfBirth == nil)
    }
}
