import PopcornTVSeriesAdapters
import TMDb
import TMDbStandIn
import TMDbURLSession
import TVSeriesInfrastructure

/// The TV series source over a TMDb client pointed at a stand-in, with retries that wait a few
/// milliseconds at most, as every TMDb test here builds it.
enum TMDbStandInSource {
    static func make(_ standIn: TMDbStandIn, credential: TMDbCredential? = nil) -> some TVSeriesRemoteDataSource {
        let configuration = TMDbClientConfiguration(
            credential: credential ?? .readAccessToken(TMDbStandInCredentials.defaultReadAccessToken), baseURL: standIn.baseURL,
            retryPolicy: TMDbRetryPolicy(maxAttempts: 2, firstDelay: .milliseconds(1), longestDelay: .milliseconds(5)))
        return PopcornTVSeriesAdaptersFactory().makeTMDbTVSeriesRemoteDataSource(client: TMDbClient(configuration: configuration))
    }
}
