import CoreDomain
import MoviesDomain
import MoviesTestSupport
import TestDoubles
import Testing

@testable import MoviesApplication

@Suite struct DiscoverMoviesUseCaseTests {
    let repository = MockMovieRepository()
    var useCase: any DiscoverMoviesUseCase { MoviesApplicationFactory(repository: repository).makeDiscoverMoviesUseCase() }
    let genres = [
        MovieGenreSummary(genre: MovieFixtures.drama, movieCount: 2297),
        MovieGenreSummary(genre: MovieFixtures.scienceFiction, movieCount: 535),
    ]

    @Test func findsTheGenresByNameWithoutCaseAndAsksForThePage() async throws {
        let page = MovieFixtures.page(1, totalPages: 1, movies: [MovieFixtures.preview(id: 603, title: "The Matrix")])
        repository.answers.answer(genres)
        repository.answers.answer(page)
        let filter = MovieDiscoveryFilter(genreNames: ["science FICTION", " drama "], years: YearSpan(1999))

        #expect(try await useCase.execute(filter: filter, order: MovieDiscoveryOrder(), page: 1) == page)
        let criteria = MovieDiscoveryCriteria(genres: [MovieFixtures.scienceFiction, MovieFixtures.drama], years: YearSpan(1999))
        #expect(repository.answers.calls == [.genres, .discover(criteria, page: 1)])
    }

    @Test func asksForNoGenresWhenTheFilterNamesNone() async throws {
        repository.answers.answer(MovieFixtures.page(1, totalPages: 1, movies: []))
        _ = try await useCase.execute(filter: MovieDiscoveryFilter(keywords: [" Heist"]), order: MovieDiscoveryOrder(sort: .title), page: 1)
        let criteria = MovieDiscoveryCriteria(keywords: ["heist"], order: MovieDiscoveryOrder(sort: .title))
        #expect(repository.answers.calls == [.discover(criteria, page: 1)])
    }

    @Test func aSortByRatingCountsOnlyFilmsWithTheTopRatedThresholdOfVotes() async throws {
        repository.answers.answer(MovieFixtures.page(1, totalPages: 1, movies: []))
        let order = MovieDiscoveryOrder(sort: .rating)
        _ = try await useCase.execute(filter: MovieDiscoveryFilter(), order: order, page: 1)
        _ = try await useCase.execute(filter: MovieDiscoveryFilter(minimumVotes: 10), order: order, page: 1)
        #expect(
            repository.answers.calls == [
                .discover(MovieDiscoveryCriteria(minimumVotes: TopRatedMovieRule.minimumVotes, order: order), page: 1),
                .discover(MovieDiscoveryCriteria(minimumVotes: 10, order: order), page: 1),
            ])
    }

    @Test func anUnknownGenreNamesTheGenresThereAre() async {
        repository.answers.answer(genres)
        await #expect(throws: DiscoverMoviesError.unknownGenre(UnknownGenre(name: "nonsense", known: genres.map(\.genre)))) {
            try await useCase.execute(filter: MovieDiscoveryFilter(genreNames: ["nonsense"]), order: MovieDiscoveryOrder(), page: 1)
        }
    }

    @Test func aFilterThatBreaksARuleAsksNothing() async {
        await #expect(throws: DiscoverMoviesError.filter(.yearsReversed(from: 2000, through: 1990))) {
            try await useCase.execute(
                filter: MovieDiscoveryFilter(years: YearSpan(from: 2000, through: 1990)), order: MovieDiscoveryOrder(), page: 1)
        }
        #expect(repository.answers.calls.isEmpty)
    }

    @Test(arguments: [0, 501])
    func rejectsAPageOutOfRangeWithoutAsking(page: Int) async {
        await #expect(throws: DiscoverMoviesError.page(.outOfRange(page))) {
            try await useCase.execute(filter: MovieDiscoveryFilter(), order: MovieDiscoveryOrder(), page: page)
        }
        #expect(repository.answers.calls.isEmpty)
    }

    @Test func anEmptyListIsAnAnswer() async throws {
        repository.answers.answer(MoviePage(page: 1, totalPages: 1, totalResults: 0, movies: []))
        let page = try await useCase.execute(filter: MovieDiscoveryFilter(), order: MovieDiscoveryOrder(), page: 1)
        #expect(page.movies.isEmpty)
    }

    @Test func aPagePastTheEndSaysHowManyPagesThereAre() async {
        repository.answers.answer(MovieFixtures.page(4, totalPages: 3, movies: []))
        await #expect(throws: DiscoverMoviesError.page(.pastEnd(4, lastPage: 3))) {
            try await useCase.execute(filter: MovieDiscoveryFilter(), order: MovieDiscoveryOrder(), page: 4)
        }
    }

    @Test func reportsTheSourcesFailure() async {
        repository.answers.fail(with: .source(.unavailable("down")))
        await #expect(throws: DiscoverMoviesError.source(.unavailable("down"))) {
            try await useCase.execute(filter: MovieDiscoveryFilter(genreNames: ["drama"]), order: MovieDiscoveryOrder(), page: 1)
        }
    }
}
