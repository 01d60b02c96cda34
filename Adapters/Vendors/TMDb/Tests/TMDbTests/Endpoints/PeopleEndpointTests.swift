import TMDb
import TMDbStandIn
import TMDbTestSupport
import Testing

@Suite("People endpoints")
struct PeopleEndpointTests {
    @Test("A person's details decode with combined credits appended")
    func personDetails() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let person = try await StandInClients.client(for: standIn).person(id: 287)

        #expect(person.name == "Brad Pitt")
        #expect(person.birthday == "1963-12-18")
        #expect(person.deathday == nil)
        #expect(person.placeOfBirth == "USA")
        #expect(person.knownForDepartment == "Acting")
        let cast = try #require(person.combinedCredits?.cast)
        #expect(cast.first { $0.id == 550 }?.character == "Tyler Durden")
        #expect(cast.first { $0.id == 807 }?.title == "Se7en")
        #expect(cast.first { $0.id == 807 }?.releaseDate == "1995-09-22")
        #expect(cast.allSatisfy { $0.mediaType == .movie })
        #expect(person.combinedCredits?.crew.isEmpty == true)
        #expect(standIn.requests(path: "/3/person/287").first?.query["append_to_response"] == "combined_credits")
    }

    @Test("Popular people decode with the titles they are known for")
    func popularPeople() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let page = try await StandInClients.client(for: standIn).popularPeople()

        let brad = try #require(page.results.first)
        #expect(brad.name == "Brad Pitt")
        #expect(brad.knownFor.map(\.mediaType) == [.movie, .movie])
        guard case .tv(let series)? = page.results.first(where: { $0.id == 1_223_786 })?.knownFor.first else {
            Issue.record("Emilia Clarke is known for a series")
            return
        }
        #expect(series.id == 1399)
    }
}
