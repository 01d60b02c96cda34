import Caching
import MoviesApplication
import MoviesComposition
import MoviesDomain
import MoviesTestSupport
import Observability
import TestDoubles
import Testing

@Suite struct PopcornMoviesFactoryTests {
    let remote = MockMovieRemoteDataSource()
    var factory: PopcornMoviesFactory {
        PopcornMoviesFactory(remoteDataSource: remote, cache: InMemoryCache(), observer: NoopObserver())
    }

    @Test func vendsUseCasesWiredToTheRemoteSourceThroughOneCache() async throws {
        remote.answers.answer(MovieFixtures.movie())
        remote.answers.answer(MovieFixtures.credits())
        remote.answers.answer(MovieFixtures.page(movies: [MovieFixtures.preview(id: 603, title: "The Matrix")]))
        let factory = factory
        let details = factory.makeFetchMovieDetailsUseCase()

        #expect(try await details.execute(id: 550).title == "Fight Club")
        #expect(try await details.execute(id: 550).title == "Fight Club")
        #expect(try await factory.makeFetchMovieCreditsUseCase().execute(movieID: 550).cast.first?.name == "Edward Norton")
        #expect(try await factory.makeFetchPopularMoviesUseCase().execute(page: 1).movies.first?.title == "The Matrix")
        #expect(try await factory.makeFetchTopRatedMoviesUseCase().execute(page: 1).movies.count == 1)
        #expect(try await factory.makeFetchSimilarMoviesUseCase().execute(movieID: 550, page: 1).movies.count == 1)
        #expect(remote.answers.calls == [.movie(550), .credits(550), .popular(page: 1), .topRated(page: 1), .similar(550, page: 1)])
    }
}
