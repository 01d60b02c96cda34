import PeopleInfrastructure
import PopcornPeopleAdapters
import TMDb
import TMDbStandIn
import TMDbURLSession

/// The People source over TMDb pointed at a stand-in, signed as it expects unless told otherwise,
/// and retrying once after a millisecond so that failures stay fast.
enum StandInPersonSource {
    static func make(_ standIn: TMDbStandIn, credential: TMDbCredential? = nil) -> some PersonRemoteDataSource {
        let configuration = TMDbClientConfiguration(
            credential: credential ?? .readAccessToken(TMDbStandInCredentials.defaultReadAccessToken), baseURL: standIn.baseURL,
            retryPolicy: TMDbRetryPolicy(maxAttempts: 2, firstDelay: .milliseconds(1), longestDelay: .milliseconds(5)))
        return PopcornPeopleAdaptersFactory().makeTMDbPersonRemoteDataSource(client: TMDbClient(configuration: configuration))
    }

    /// A stand-in answering `/3/person/<id>` with `body` instead of its fixtures.
    static func standIn(person id: Int, answering body: String) throws -> TMDbStandIn {
        try TMDbStandIn(routes: [.answer("/3/person/\(id)", with: .json(body))])
    }
}
