import CoreDomain
import MoviesDomain
import MoviesTestSupport
import TestDoubles
import Testing

@testable import MoviesApplication

@Suite struct FetchMovieCreditsUseCaseTests {
    let repository = MockMovieRepository()
    var useCase: any FetchMovieCreditsUseCase { MoviesApplicationFactory(repository: repository).makeFetchMovieCreditsUseCase() }

    @Test func returnsTheCastInBillingOrderAndTheCrewAsGiven() async throws {
        repository.answers.answer(MovieFixtures.credits())
        let credits = try await useCase.execute(movieID: 550)
        #expect(credits.cast.map(\.order) == [0, 1, 2])
        #expect(credits.crew == MovieFixtures.credits().crew)
        #expect(repository.answers.calls == [.credits(550)])
    }

    @Test func creditsTheSourceDoesNotHoldStayUnknown() async throws {
        repository.answers.answer(MovieCredits(movieID: 872_585, cast: [], crew: [], isKnown: false))
        let credits = try await useCase.execute(movieID: 872_585)
        #expect(!credits.isKnown && credits.cast.isEmpty)
    }

    @Test func rejectsAnIDThatIsNotPositive() async {
        await #expect(throws: FetchMovieCreditsError.invalidID(0)) { try await useCase.execute(movieID: 0) }
        #expect(repository.answers.calls.isEmpty)
    }

    @Test func rejectsAnIDPastTheLargestAnySourceGives() async {
        await #expect(throws: FetchMovieCreditsError.invalidID(2_147_483_648)) { try await useCase.execute(movieID: 2_147_483_648) }
        await #expect(throws: FetchMovieCreditsError.invalidID(Int.max)) { try await useCase.execute(movieID: Int.max) }
        #expect(repository.answers.calls.isEmpty)
    }

    @Test func reportsAMissingMovie() async {
        repository.answers.fail(with: .notFound(7))
        await #expect(throws: FetchMovieCreditsError.notFound(7)) { try await useCase.execute(movieID: 7) }
    }

    @Test func reportsARejectedCredential() async {
        repository.answers.fail(with: .source(.unauthorized("token refused")))
        await #expect(throws: FetchMovieCreditsError.source(.unauthorized("token refused"))) { try await useCase.execute(movieID: 7) }
    }
}
