import PopcornTVSeriesAdapters
import TMDb
import TMDbStandIn
import TMDbTestSupport
import TVSeriesInfrastructure

/// The TV series source over TMDb, through the client every test builds against the stand-in.
enum TMDbStandInSource {
    static func make(
        _ standIn: TMDbStandIn, credential: TMDbCredential = StandInClients.expectedCredential,
        retryPolicy: TMDbRetryPolicy = StandInClients.quickRetries
    ) -> some TVSeriesRemoteDataSource {
        PopcornTVSeriesAdaptersFactory().makeTMDbTVSeriesRemoteDataSource(
            client: StandInClients.client(for: standIn, credential: credential, retryPolicy: retryPolicy))
    }
}
