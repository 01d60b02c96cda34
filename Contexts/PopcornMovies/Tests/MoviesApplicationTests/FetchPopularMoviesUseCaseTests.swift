import CoreDomain
import MoviesDomain
import MoviesTestSupport
import TestDoubles
import Testing

@testable import MoviesApplication

@Suite struct FetchPopularMoviesUseCaseTests {
    let repository = MockMovieRepository()
    var useCase: any FetchPopularMoviesUseCase { MoviesApplicationFactory(repository: repository).makeFetchPopularMoviesUseCase() }

    @Test func asksForTheRequestedPage() async throws {
        let page = MovieFixtures.page(2, totalPages: 3, movies: [MovieFixtures.preview(id: 603, title: "The Matrix")])
        repository.answers.answer(page)
        #expect(try await useCase.execute(page: 2) == page)
        #expect(repository.answers.calls == [.popular(page: 2)])
    }

    @Test(arguments: [0, -3, 501])
    func rejectsAPageOutOfRangeWithoutAsking(page: Int) async {
        await #expect(throws: FetchPopularMoviesError.page(.outOfRange(page))) { try await useCase.execute(page: page) }
        #expect(repository.answers.calls.isEmpty)
    }

    @Test func aPagePastTheEndSaysHowManyPagesThereAre() async {
        repository.answers.answer(MovieFixtures.page(7, totalPages: 3, movies: []))
        await #expect(throws: FetchPopularMoviesError.page(.pastEnd(7, lastPage: 3))) { try await useCase.execute(page: 7) }
    }

    @Test func reportsTheSourcesFailure() async {
        repository.answers.fail(with: .source(.unavailable("down")))
        await #expect(throws: FetchPopularMoviesError.source(.unavailable("down"))) { try await useCase.execute(page: 1) }
    }

    @Test func aMovieMissingWhileListingIsTheSourcesFault() async {
        repository.answers.fail(with: .notFound(9))
        await #expect(throws: FetchPopularMoviesError.source(.unavailable("the source reported movie 9 missing while listing"))) {
            try await useCase.execute(page: 1)
        }
    }
}
