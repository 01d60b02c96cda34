import CoreDomain
import MoviesDomain
import MoviesTestSupport
import TestDoubles
import Testing

@testable import MoviesApplication

@Suite struct FetchSimilarMoviesUseCaseTests {
    let repository = MockMovieRepository()
    var useCase: any FetchSimilarMoviesUseCase { MoviesApplicationFactory(repository: repository).makeFetchSimilarMoviesUseCase() }

    @Test func leavesOutTheMovieItself() async throws {
        repository.answers.answer(
            MovieFixtures.page(movies: [
                MovieFixtures.preview(id: 550, title: "Fight Club"),
                MovieFixtures.preview(id: 807, title: "Se7en"),
            ]))
        let similar = try await useCase.execute(movieID: 550, page: 1)
        #expect(similar.movies.map(\.id) == [807])
        #expect(repository.answers.calls == [.similar(550, page: 1)])
    }

    @Test func rejectsAnIDThatIsNotPositiveAndAPageOutOfRange() async {
        await #expect(throws: FetchSimilarMoviesError.lookup(.invalidID(-5))) { try await useCase.execute(movieID: -5, page: 1) }
        await #expect(throws: FetchSimilarMoviesError.page(.outOfRange(0))) { try await useCase.execute(movieID: 550, page: 0) }
        #expect(repository.answers.calls.isEmpty)
    }

    @Test func aPagePastTheEndSaysHowManyPagesThereAre() async {
        repository.answers.answer(MovieFixtures.page(7, totalPages: 3, movies: []))
        await #expect(throws: FetchSimilarMoviesError.page(.pastEnd(7, lastPage: 3))) { try await useCase.execute(movieID: 550, page: 7) }
    }

    @Test func anEmptyListIsNotAPageOutOfRange() async throws {
        repository.answers.answer(MovieFixtures.page(1, totalPages: 0, movies: []))
        #expect(try await useCase.execute(movieID: 550, page: 1).movies.isEmpty)
    }

    @Test func reportsAnUnknownMovie() async {
        repository.answers.fail(with: .notFound(42))
        await #expect(throws: FetchSimilarMoviesError.lookup(.notFound(42))) { try await useCase.execute(movieID: 42, page: 1) }
    }

    @Test func reportsARejectedCredential() async {
        repository.answers.fail(with: .source(.unauthorized("token refused")))
        await #expect(throws: FetchSimilarMoviesError.lookup(.source(.unauthorized("token refused")))) {
            try await useCase.execute(movieID: 550, page: 1)
        }
    }
}
