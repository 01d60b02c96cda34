import Foundation
import MoviesDomain
import MoviesInfrastructure
import PopcornMoviesAdapters
import TMDb
import TMDbStandIn
import TMDbTestSupport
import Testing

/// A movie from TMDb carries its poster's address, built from TMDb's images configuration.
@Suite struct TMDbMoviePosterTests {
    func source(_ standIn: TMDbStandIn) -> some MovieRemoteDataSource {
        PopcornMoviesAdaptersFactory().makeTMDbMovieRemoteDataSource(client: StandInClients.client(for: standIn))
    }

    @Test func thePosterIsTheSecureBaseTheW500SizeAndThePath() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let source = source(standIn)
        let movie = try await source.movie(withID: 550)
        #expect(movie.posterURL?.absoluteString == "https://127.0.0.1/images/w500/fightclub-poster.jpg")
        _ = try await source.movie(withID: 807)
        #expect(standIn.requestCount(path: "/3/configuration") == 1)
    }

    @Test func aFailedConfigurationLeavesThePosterUnknownAndTheMovieWhole() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        standIn.setRoute(.answer("/3/configuration", with: .notFound))
        let movie = try await source(standIn).movie(withID: 550)
        #expect(movie.title == "Fight Club")
        #expect(movie.posterURL == nil)
    }
}
