import CoreDomain
import MoviesDomain
import MoviesTestSupport
import TestDoubles
import Testing

@testable import MoviesApplication

@Suite struct FetchTopRatedMoviesUseCaseTests {
    let repository = MockMovieRepository()
    var useCase: any FetchTopRatedMoviesUseCase { MoviesApplicationFactory(repository: repository).makeFetchTopRatedMoviesUseCase() }

    @Test func asksForTheRequestedPage() async throws {
        let page = MovieFixtures.page(2, totalPages: 3, movies: [MovieFixtures.preview(id: 603, title: "The Matrix")])
        repository.answers.answer(page)
        #expect(try await useCase.execute(page: 2) == page)
        #expect(repository.answers.calls == [.topRated(page: 2)])
    }

    @Test(arguments: [0, -3, 501])
    func rejectsAPageOutOfRangeWithoutAsking(page: Int) async {
        await #expect(throws: FetchTopRatedMoviesError.page(.outOfRange(page))) { try await useCase.execute(page: page) }
        #expect(repository.answers.calls.isEmpty)
    }

    @Test func aPagePastTheEndSaysHowManyPagesThereAre() async {
        repository.answers.answer(MovieFixtures.page(7, totalPages: 3, movies: []))
        await #expect(throws: FetchTopRatedMoviesError.page(.pastEnd(7, lastPage: 3))) { try await useCase.execute(page: 7) }
    }

    @Test func reportsTheSourcesFailure() async {
        repository.answers.fail(with: .source(.unavailable("down")))
        await #expect(throws: FetchTopRatedMoviesError.source(.unavailable("down"))) { try await useCase.execute(page: 1) }
    }

    @Test func aMovieMissingWhileListingIsTheSourcesFault() async {
        repository.answers.fail(with: .notFound(9))
        await #expect(throws: FetchTopRatedMoviesError.source(.unavailable("the source reported movie 9 missing while listing"))) {
            try await useCase.execute(page: 1)
        }
    }
}
