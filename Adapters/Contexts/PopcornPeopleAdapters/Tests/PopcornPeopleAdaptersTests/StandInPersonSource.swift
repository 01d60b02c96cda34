import PeopleInfrastructure
import PopcornPeopleAdapters
import TMDb
import TMDbStandIn
import TMDbTestSupport

/// The People source over TMDb, through the client every test builds against the stand-in.
enum StandInPersonSource {
    static func make(
        _ standIn: TMDbStandIn, credential: TMDbCredential = StandInClients.expectedCredential,
        retryPolicy: TMDbRetryPolicy = StandInClients.quickRetries
    ) -> some PersonRemoteDataSource {
        PopcornPeopleAdaptersFactory().makeTMDbPersonRemoteDataSource(
            client: StandInClients.client(for: standIn, credential: credential, retryPolicy: retryPolicy))
    }

    /// A stand-in answering `/3/person/<id>` with `body` instead of its fixtures.
    static func standIn(person id: Int, answering body: String) throws -> TMDbStandIn {
        try TMDbStandIn(routes: [.answer("/3/person/\(id)", with: .json(body))])
    }
}
