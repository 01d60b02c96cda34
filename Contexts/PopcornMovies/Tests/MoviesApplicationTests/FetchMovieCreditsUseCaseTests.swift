import MoviesDomain
import MoviesTestSupport
import Testing

@testable import MoviesApplication

@Suite struct FetchMovieCreditsUseCaseTests {
    let repository = MockMovieRepository()
    var useCase: any FetchMovieCreditsUseCase { MoviesApplicationFactory(repository: repository).makeFetchMovieCreditsUseCase() }

    @Test func returnsTheCastInBillingOrderAndTheCrewAsGiven() async throws {
        repository.stubCredits(.success(MovieFixtures.credits()))
        let credits = try await useCase.execute(movieID: 550)
        #expect(credits.cast.map(\.order) == [0, 1, 2])
        #expect(credits.crew == MovieFixtures.credits().crew)
        #expect(repository.calls == [.credits(550)])
    }

    @Test func rejectsAnIDThatIsNotPositive() async {
        await #expect(throws: FetchMovieCreditsError.invalidID(0)) { try await useCase.execute(movieID: 0) }
        #expect(repository.calls.isEmpty)
    }

    @Test func mapsRepositoryFailures() async {
        repository.stubCredits(.failure(.notFound(7)))
        await #expect(throws: FetchMovieCreditsError.notFound(7)) { try await useCase.execute(movieID: 7) }
        repository.stubCredits(.failure(.unavailable("down")))
        await #expect(throws: FetchMovieCreditsError.unavailable("down")) { try await useCase.execute(movieID: 7) }
    }
}
