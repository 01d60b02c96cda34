import CoreDomain
import MoviesDomain
import MoviesTestSupport
import TestDoubles
import Testing

@testable import MoviesApplication

@Suite struct FetchMovieDetailsUseCaseTests {
    let repository = MockMovieRepository()
    var useCase: any FetchMovieDetailsUseCase { MoviesApplicationFactory(repository: repository).makeFetchMovieDetailsUseCase() }

    @Test func returnsTheMovieTheRepositoryHas() async throws {
        repository.answers.answer(MovieFixtures.movie())
        let movie = try await useCase.execute(id: 550)
        #expect(movie.title == "Fight Club")
        #expect(repository.answers.calls == [.movie(550)])
    }

    @Test(arguments: [0, -1, Int.min])
    func rejectsAnIDThatIsNotPositiveWithoutAskingTheRepository(id: Int) async {
        await #expect(throws: FetchMovieDetailsError.invalidID(id)) { try await useCase.execute(id: id) }
        #expect(repository.answers.calls.isEmpty)
    }

    @Test func reportsAMissingMovie() async {
        repository.answers.fail(with: .notFound(99_999_999))
        await #expect(throws: FetchMovieDetailsError.notFound(99_999_999)) { try await useCase.execute(id: 99_999_999) }
    }

    @Test func reportsTheSourcesFailure() async {
        repository.answers.fail(with: .source(.unavailable("offline")))
        await #expect(throws: FetchMovieDetailsError.source(.unavailable("offline"))) { try await useCase.execute(id: 550) }
    }
}
