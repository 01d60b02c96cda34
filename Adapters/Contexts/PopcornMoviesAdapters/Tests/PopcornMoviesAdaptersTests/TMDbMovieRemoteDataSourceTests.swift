import CoreDomain
import MoviesDomain
import MoviesInfrastructure
import PopcornMoviesAdapters
import TMDb
import TMDbStandIn
import TMDbTestSupport
import Testing

/// The Movies source over TMDb, against the stand-in on 127.0.0.1.
@Suite struct TMDbMovieRemoteDataSourceTests {
    func source(_ standIn: TMDbStandIn, credential: TMDbCredential = StandInClients.expectedCredential) -> some MovieRemoteDataSource {
        PopcornMoviesAdaptersFactory().makeTMDbMovieRemoteDataSource(client: StandInClients.client(for: standIn, credential: credential))
    }

    @Test func mapsAMovieWithItsFacts() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let movie = try await source(standIn).movie(withID: 550)
        #expect(movie.title == "Fight Club")
        #expect(movie.releaseDate == CalendarDate(isoString: "1999-10-15"))
        #expect(movie.runtimeMinutes == 139)
        #expect(movie.genres.map(\.name).contains("Drama"))
        #expect(movie.overview?.isEmpty == false)
    }

    @Test
    func theDetailsAndTheCreditsAskedAtOnceCostOneRequest() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let source = source(standIn)
        async let movie = source.movie(withID: 550)
        async let credits = source.credits(forMovieWithID: 550)
        let (details, people) = try await (movie, credits)
        #expect(details.id == 550)
        #expect(people.directors.map(\.name) == ["David Fincher"])
        #expect(people.billedCast.prefix(2).map(\.name) == ["Edward Norton", "Brad Pitt"])
        #expect(standIn.requestCount(path: "/3/movie/550") == 1)
    }

    @Test func listsArePagesOfPreviews() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let page = try await source(standIn).popularMovies(page: 1)
        #expect(page.page == 1)
        #expect(!page.movies.isEmpty)
        #expect(page.totalPages >= 1)
    }

    @Test func anUnknownMovieIsNotFoundByItsId() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        await #expect(throws: MovieRemoteDataSourceError.notFound(999_999_999)) {
            try await source(standIn).movie(withID: 999_999_999)
        }
    }

    @Test func aRefusedCredentialSaysWhichKindWasSent() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        do {
            _ = try await source(standIn, credential: .apiKey("wrong-key-123")).movie(withID: 550)
            Issue.record("a wrong key was accepted")
        } catch {
            guard case .unauthorized(let reason) = error else { throw error }
            #expect(reason.contains("API key"))
            #expect(!reason.contains("wrong-key-123"))
        }
    }

    @Test func aStoppedServiceIsUnreachable() async throws {
        let standIn = try TMDbStandIn()
        standIn.stop()
        do {
            _ = try await source(standIn).movie(withID: 550)
            Issue.record("a stopped service answered")
        } catch {
            guard case .unreachable = error else { throw error }
        }
    }
}
