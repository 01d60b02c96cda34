import CoreDomain
import MoviesDomain
import MoviesTestSupport
import TestDoubles
import Testing

@testable import MoviesApplication

@Suite struct FetchTrendingMoviesUseCaseTests {
    let repository = MockMovieRepository()
    var useCase: any FetchTrendingMoviesUseCase { MoviesApplicationFactory(repository: repository).makeFetchTrendingMoviesUseCase() }

    @Test func asksForTheWindowAndThePageAndSaysWhatTheListWasDrawnFrom() async throws {
        let trending = TrendingMoviesPage(
            movies: MovieFixtures.page(2, totalPages: 3, movies: [MovieFixtures.preview(id: 603, title: "The Matrix")]),
            basis: .window(.day))
        repository.answers.answer(trending)
        #expect(try await useCase.execute(window: .day, page: 2) == trending)
        #expect(repository.answers.calls == [.trending(.day, page: 2)])
    }

    @Test func rejectsAPageOutOfRangeOrPastTheEnd() async {
        await #expect(throws: FetchTrendingMoviesError.page(.outOfRange(0))) { try await useCase.execute(window: .week, page: 0) }
        #expect(repository.answers.calls.isEmpty)
        repository.answers.answer(
            TrendingMoviesPage(
                movies: MovieFixtures.page(9, totalPages: 5, movies: []),
                basis: .recentTitles(years: [2014, 2015, 2016], titleCount: 100, minimumTitlesPerYear: 50)))
        await #expect(throws: FetchTrendingMoviesError.page(.pastEnd(9, lastPage: 5))) { try await useCase.execute(window: .week, page: 9) }
    }

    @Test func reportsTheSourcesFailure() async {
        repository.answers.fail(with: .source(.unavailable("down")))
        await #expect(throws: FetchTrendingMoviesError.source(.unavailable("down"))) { try await useCase.execute(window: .week, page: 1) }
    }
}
