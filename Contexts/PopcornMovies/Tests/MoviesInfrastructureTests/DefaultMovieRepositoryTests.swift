import Caching
import CoreDomain
import MoviesDomain
import MoviesTestSupport
import Observability
import ObservabilityTestSupport
import TestDoubles
import Testing

@testable import MoviesInfrastructure

@Suite struct DefaultMovieRepositoryTests {
    let remote = MockMovieRemoteDataSource()
    let cache = InMemoryCache()
    let observer = RecordingObserver()
    var repository: some MovieRepository {
        MoviesInfrastructureFactory(remoteDataSource: remote, cache: cache, observer: observer).makeMovieRepository()
    }

    @Test func asksTheRemoteSourceOnceAndThenAnswersFromTheCache() async throws {
        remote.answers.answer(MovieFixtures.movie())
        let first = try await repository.movie(withID: 550)
        let second = try await repository.movie(withID: 550)
        #expect(first == second)
        #expect(remote.answers.calls == [.movie(550)])
        #expect(observer.events.map(\.name) == ["movies.cache.miss", "movies.cache.hit"])
        #expect(observer.spans.map(\.name) == ["movies.remote.fetch"])
    }

    @Test func cachesEachKindOfAnswerUnderItsOwnKey() async throws {
        remote.answers.answer(MovieFixtures.movie())
        remote.answers.answer(MovieFixtures.credits())
        remote.answers.answer(MovieFixtures.page(movies: []))
        for _ in 0..<2 {
            _ = try await repository.movie(withID: 550)
            _ = try await repository.credits(forMovieWithID: 550)
            _ = try await repository.popularMovies(page: 1)
            _ = try await repository.popularMovies(page: 2)
            _ = try await repository.topRatedMovies(page: 1)
            _ = try await repository.similarMovies(toMovieWithID: 550, page: 1)
        }
        #expect(
            remote.answers.calls == [
                .movie(550), .credits(550), .popular(page: 1), .popular(page: 2), .topRated(page: 1), .similar(550, page: 1),
            ])
    }

    @Test func asksTheSourceForAPreviewOnceUnderAKeyOfItsOwn() async throws {
        remote.answers.answer(MovieFixtures.movie(id: 603, title: "The Matrix"))
        remote.answers.answer(MovieFixtures.preview())
        for _ in 0..<2 {
            #expect(try await repository.moviePreview(withID: 603) == MovieFixtures.preview())
            _ = try await repository.movie(withID: 603)
        }
        #expect(remote.answers.calls == [.preview(603), .movie(603)])
        #expect(MovieCachePolicy.preview(603).timeToLive == .seconds(86_400))
    }

    @Test func keepsDetailsForADayAndListsForAnHour() {
        #expect(MovieCachePolicy.details(550).timeToLive == .seconds(86_400))
        #expect(MovieCachePolicy.credits(550).timeToLive == .seconds(86_400))
        #expect(MovieCachePolicy.popular(page: 1).timeToLive == .seconds(3_600))
        #expect(MovieCachePolicy.similar(to: 550, page: 1).timeToLive == .seconds(3_600))
    }

    @Test func mapsEachSourceFailure() async {
        let cases: [(MovieRemoteDataSourceError, MovieRepositoryError)] = [
            (.notFound(9), .notFound(9)),
            (.unauthorized("token refused"), .source(.unauthorized("token refused"))),
            (.unreachable("no route"), .source(.unavailable("no route"))),
            (.invalidResponse("not JSON"), .source(.unavailable("not JSON"))),
        ]
        for (sourceError, expected) in cases {
            remote.answers.fail(with: sourceError)
            await #expect(throws: expected) { try await repository.credits(forMovieWithID: 9) }
        }
    }

    @Test func keepsEachDiscoveryUnderItsCriteriaForAnHourAndTheGenresForAWeek() async throws {
        remote.answers.answer(MovieFixtures.page(movies: []))
        remote.answers.answer([MovieGenreSummary(genre: MovieFixtures.drama, movieCount: nil)])
        let drama = MovieDiscoveryCriteria(genres: [MovieFixtures.drama], years: YearSpan(from: 1990, through: 1999))
        let dramaByRating = MovieDiscoveryCriteria(
            genres: [MovieFixtures.drama], years: YearSpan(from: 1990, through: 1999), order: MovieDiscoveryOrder(sort: .rating))
        for _ in 0..<2 {
            _ = try await repository.discoverMovies(drama, page: 1)
            _ = try await repository.discoverMovies(drama, page: 2)
            _ = try await repository.discoverMovies(dramaByRating, page: 1)
            _ = try await repository.movieGenres()
        }
        #expect(remote.answers.calls == [.discover(drama, page: 1), .discover(drama, page: 2), .discover(dramaByRating, page: 1), .genres])
        #expect(MovieCachePolicy.discovery(drama, page: 1).timeToLive == .seconds(3_600))
        #expect(MovieCachePolicy.genres.timeToLive == .seconds(604_800))
    }

    @Test func keepsTheGenresNamesWithoutTheirCountsForAWeek() async throws {
        remote.answers.answer([MovieGenreSummary(genre: MovieFixtures.drama, movieCount: 2_100)])
        for _ in 0..<2 {
            #expect(try await repository.movieGenreNames() == [MovieFixtures.drama])
        }
        #expect(remote.answers.calls == [.genres], "a source with no cheaper list names the genres of its counted one")
        #expect(MovieCachePolicy.genreNames.timeToLive == .seconds(604_800))
    }

    @Test func namesGenresGivenByIdAloneFromTheListADiscoveryAlreadyAskedFor() async throws {
        remote.answers.answer([MovieGenreSummary(genre: MovieFixtures.drama, movieCount: nil)])
        remote.answers.answer(
            MoviePage(
                page: 1, totalPages: 1, totalResults: 1,
                movies: [
                    MoviePreview(
                        id: 550, title: "Fight Club", releaseDate: nil, rating: nil, overview: nil, genres: [Genre(id: 18, name: "")])
                ]))
        _ = try await repository.movieGenreNames()
        let page = try await repository.discoverMovies(MovieDiscoveryCriteria(genres: [MovieFixtures.drama]), page: 1)
        #expect(page.movies.first?.genres == [MovieFixtures.drama])
        #expect(remote.answers.calls == [.genres, .discover(MovieDiscoveryCriteria(genres: [MovieFixtures.drama]), page: 1)])
    }

    @Test func namesGenresTheSourceGaveByIdAloneFromTheGenreList() async throws {
        let unnamed = MoviePreview(
            id: 550, title: "Fight Club", releaseDate: nil, rating: nil, overview: nil,
            genres: [Genre(id: 18, name: ""), Genre(id: 1, name: "")])
        remote.answers.answer(MoviePage(page: 1, totalPages: 1, totalResults: 1, movies: [unnamed]))
        remote.answers.answer([MovieGenreSummary(genre: MovieFixtures.drama, movieCount: nil)])
        let page = try await repository.discoverMovies(MovieDiscoveryCriteria(), page: 1)
        #expect(page.movies.first?.genres == [MovieFixtures.drama], "a genre the list does not hold is left out")
    }

    @Test func keepsTrendingFilmsAnHourAWindowAndPageAndNamesTheirGenres() async throws {
        let unnamed = MoviePreview(
            id: 550, title: "Fight Club", releaseDate: nil, rating: nil, overview: nil, genres: [Genre(id: 18, name: "")])
        remote.answers.answer(
            TrendingMoviesPage(movies: MoviePage(page: 1, totalPages: 1, totalResults: 1, movies: [unnamed]), basis: .window(.day)))
        remote.answers.answer([MovieGenreSummary(genre: MovieFixtures.drama, movieCount: nil)])
        for _ in 0..<2 {
            let trending = try await repository.trendingMovies(window: .day, page: 1)
            #expect(trending.movies.movies.first?.genres == [MovieFixtures.drama])
            #expect(trending.basis == .window(.day))
        }
        #expect(remote.answers.calls == [.trending(.day, page: 1), .genres])
        #expect(MovieCachePolicy.trending(.week, page: 2).key.name == "movies.trending.week.2")
    }
}
