import MoviesDomain
import MoviesTestSupport
import Testing

@testable import MoviesApplication

@Suite struct FetchMovieListsUseCaseTests {
    let repository = MockMovieRepository()
    var factory: MoviesApplicationFactory { MoviesApplicationFactory(repository: repository) }
    let page = MovieFixtures.page(2, totalPages: 3, movies: [MovieFixtures.preview(id: 603, title: "The Matrix")])

    @Test func popularAsksForTheRequestedPage() async throws {
        repository.stubPage(.success(page))
        #expect(try await factory.makeFetchPopularMoviesUseCase().execute(page: 2) == page)
        #expect(repository.calls == [.popular(page: 2)])
    }

    @Test func topRatedAsksForTheRequestedPage() async throws {
        repository.stubPage(.success(page))
        #expect(try await factory.makeFetchTopRatedMoviesUseCase().execute(page: 2) == page)
        #expect(repository.calls == [.topRated(page: 2)])
    }

    @Test(arguments: [0, -3, 501])
    func listsRejectAPageOutOfRange(page: Int) async {
        await #expect(throws: FetchPopularMoviesError.invalidPage(page)) {
            try await factory.makeFetchPopularMoviesUseCase().execute(page: page)
        }
        await #expect(throws: FetchTopRatedMoviesError.invalidPage(page)) {
            try await factory.makeFetchTopRatedMoviesUseCase().execute(page: page)
        }
        await #expect(throws: FetchSimilarMoviesError.invalidPage(page)) {
            try await factory.makeFetchSimilarMoviesUseCase().execute(movieID: 550, page: page)
        }
        #expect(repository.calls.isEmpty)
    }

    @Test func listsReportAnUnavailableSource() async {
        repository.stubPage(.failure(.unavailable("down")))
        await #expect(throws: FetchPopularMoviesError.unavailable("down")) {
            try await factory.makeFetchPopularMoviesUseCase().execute(page: 1)
        }
        await #expect(throws: FetchTopRatedMoviesError.unavailable("down")) {
            try await factory.makeFetchTopRatedMoviesUseCase().execute(page: 1)
        }
    }

    @Test func listsReportARejectedCredential() async {
        repository.stubPage(.failure(.unauthorized("token refused")))
        await #expect(throws: FetchPopularMoviesError.unauthorized("token refused")) {
            try await factory.makeFetchPopularMoviesUseCase().execute(page: 1)
        }
        await #expect(throws: FetchSimilarMoviesError.unauthorized("token refused")) {
            try await factory.makeFetchSimilarMoviesUseCase().execute(movieID: 550, page: 1)
        }
    }

    @Test func aPagePastTheEndOfTheListSaysHowManyPagesThereAre() async {
        repository.stubPage(.success(MovieFixtures.page(7, totalPages: 3, movies: [])))
        await #expect(throws: FetchPopularMoviesError.pageOutOfRange(7, lastPage: 3)) {
            try await factory.makeFetchPopularMoviesUseCase().execute(page: 7)
        }
        await #expect(throws: FetchTopRatedMoviesError.pageOutOfRange(7, lastPage: 3)) {
            try await factory.makeFetchTopRatedMoviesUseCase().execute(page: 7)
        }
        await #expect(throws: FetchSimilarMoviesError.pageOutOfRange(7, lastPage: 3)) {
            try await factory.makeFetchSimilarMoviesUseCase().execute(movieID: 550, page: 7)
        }
    }

    @Test func anEmptyListIsNotAPageOutOfRange() async throws {
        repository.stubPage(.success(MovieFixtures.page(1, totalPages: 0, movies: [])))
        #expect(try await factory.makeFetchSimilarMoviesUseCase().execute(movieID: 550, page: 1).movies.isEmpty)
    }

    @Test func similarLeavesOutTheMovieItself() async throws {
        repository.stubPage(
            .success(
                MovieFixtures.page(movies: [
                    MovieFixtures.preview(id: 550, title: "Fight Club"),
                    MovieFixtures.preview(id: 807, title: "Se7en"),
                ])))
        let similar = try await factory.makeFetchSimilarMoviesUseCase().execute(movieID: 550, page: 1)
        #expect(similar.movies.map(\.id) == [807])
        #expect(repository.calls == [.similar(550, page: 1)])
    }

    @Test func similarReportsAnUnknownMovie() async {
        repository.stubPage(.failure(.notFound(42)))
        await #expect(throws: FetchSimilarMoviesError.notFound(42)) {
            try await factory.makeFetchSimilarMoviesUseCase().execute(movieID: 42, page: 1)
        }
    }

    @Test func similarRejectsAnIDThatIsNotPositive() async {
        await #expect(throws: FetchSimilarMoviesError.invalidID(-5)) {
            try await factory.makeFetchSimilarMoviesUseCase().execute(movieID: -5, page: 1)
        }
    }
}
