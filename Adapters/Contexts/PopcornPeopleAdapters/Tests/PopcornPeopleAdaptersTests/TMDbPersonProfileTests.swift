import Foundation
import PeopleDomain
import PeopleInfrastructure
import TMDbStandIn
import Testing

/// A person from TMDb carries their picture's address, built from TMDb's images configuration.
@Suite struct TMDbPersonProfileTests {
    @Test func theProfileIsTheSecureBaseTheW185SizeAndThePath() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let pitt = try await StandInPersonSource.make(standIn).person(withID: 287)
        #expect(pitt.profileURL?.absoluteString == "https://127.0.0.1/images/w185/bradpitt-profile.jpg")
    }

    @Test func aFailedConfigurationLeavesThePictureUnknownAndThePersonWhole() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        standIn.setRoute(.answer("/3/configuration", with: .notFound))
        let pitt = try await StandInPersonSource.make(standIn).person(withID: 287)
        #expect(pitt.name == "Brad Pitt")
        #expect(pitt.profileURL == nil)
    }
}
