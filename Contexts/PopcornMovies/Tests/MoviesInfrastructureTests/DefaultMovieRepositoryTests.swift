import Caching
import MoviesDomain
import MoviesTestSupport
import Observability
import ObservabilityTestSupport
import Testing

@testable import MoviesInfrastructure

@Suite struct DefaultMovieRepositoryTests {
    let remote = MockMovieRemoteDataSource()
    let cache = InMemoryCache()
    let observer = RecordingObserver()
    var repository: DefaultMovieRepository { DefaultMovieRepository(remote: remote, cache: cache, observer: observer) }

    @Test func asksTheRemoteSourceOnceAndThenAnswersFromTheCache() async throws {
        remote.stubMovie(.success(MovieFixtures.movie()))
        let first = try await repository.movie(withID: 550)
        let second = try await repository.movie(withID: 550)
        #expect(first == second)
        #expect(remote.calls == [.movie(550)])
        #expect(observer.events.map(\.name) == ["movies.cache.miss", "movies.cache.hit"])
        #expect(observer.spans.map(\.name) == ["movies.remote.fetch"])
        #expect(observer.spans.first?.outcome == .success)
    }

    @Test func cachesEachKindOfAnswerUnderItsOwnKey() async throws {
        remote.stubMovie(.success(MovieFixtures.movie()))
        remote.stubCredits(.success(MovieFixtures.credits()))
        remote.stubPage(.success(MovieFixtures.page(movies: [])))
        for _ in 0..<2 {
            _ = try await repository.movie(withID: 550)
            _ = try await repository.credits(forMovieWithID: 550)
            _ = try await repository.popularMovies(page: 1)
            _ = try await repository.popularMovies(page: 2)
            _ = try await repository.topRatedMovies(page: 1)
            _ = try await repository.similarMovies(toMovieWithID: 550, page: 1)
        }
        #expect(
            remote.calls == [
                .movie(550), .credits(550), .popular(page: 1), .popular(page: 2), .topRated(page: 1), .similar(550, page: 1),
            ])
    }

    @Test func doesNotCacheAFailure() async throws {
        remote.stubMovie(.failure(.unreachable("timed out")))
        await #expect(throws: MovieRepositoryError.unavailable("timed out")) { try await repository.movie(withID: 550) }
        remote.stubMovie(.success(MovieFixtures.movie()))
        #expect(try await repository.movie(withID: 550).id == 550)
        #expect(remote.calls == [.movie(550), .movie(550)])
        #expect(observer.spans.first?.outcome == .failure("unreachable(\"timed out\")"))
    }

    @Test func mapsEachSourceFailure() async {
        let cases: [(MovieRemoteDataSourceError, MovieRepositoryError)] = [
            (.notFound(9), .notFound(9)),
            (.unauthorized("token refused"), .unauthorized("token refused")),
            (.unreachable("no route"), .unavailable("no route")),
            (.invalidResponse("not JSON"), .unavailable("not JSON")),
        ]
        for (sourceError, expected) in cases {
            remote.stubCredits(.failure(sourceError))
            await #expect(throws: expected) { try await repository.credits(forMovieWithID: 9) }
        }
    }

    @Test func servesTheSourceAgainOnceTheCacheHasForgotten() async throws {
        remote.stubPage(.success(MovieFixtures.page(movies: [])))
        _ = try await repository.topRatedMovies(page: 1)
        await cache.removeAll()
        _ = try await repository.topRatedMovies(page: 1)
        #expect(remote.calls == [.topRated(page: 1), .topRated(page: 1)])
    }
}
