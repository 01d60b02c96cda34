import CoreDomain
import MoviesDomain
import MoviesInfrastructure
import PopcornMoviesAdapters
import TMDb
import TMDbStandIn
import TMDbTestSupport
import Testing

/// The Movies source over TMDb, against the stand-in on 127.0.0.1.
@Suite struct TMDbMovieRemoteDataSourceTests {
    func source(_ standIn: TMDbStandIn, credential: TMDbCredential = StandInClients.expectedCredential) -> some MovieRemoteDataSource {
        PopcornMoviesAdaptersFactory().makeTMDbMovieRemoteDataSource(client: StandInClients.client(for: standIn, credential: credential))
    }

    @Test func mapsAMovieWithItsFacts() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let movie = try await source(standIn).movie(withID: 550)
        #expect(movie.title == "Fight Club")
        #expect(movie.releaseDate == CalendarDate(isoString: "1999-10-15"))
        #expect(movie.runtimeMinutes == 139)
        #expect(movie.genres.map(\.name).contains("Drama"))
        #expect(movie.overview?.isEmpty == false)
    }

    @Test func aPreviewIsReadFromTheMoviesDetails() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let preview = try await source(standIn).moviePreview(withID: 550)
        #expect(preview.id == 550 && preview.title == "Fight Club")
        #expect(preview.releaseDate == CalendarDate(isoString: "1999-10-15"))
        #expect(preview.rating == Rating(average: 8.3, voteCount: 9413) && preview.figuresAsOf == nil)
        #expect(preview.overview?.isEmpty == false && preview.genres.isEmpty)
    }

    @Test
    func theDetailsAndTheCreditsAskedAtOnceCostOneRequest() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let source = source(standIn)
        async let movie = source.movie(withID: 550)
        async let credits = source.credits(forMovieWithID: 550)
        let (details, people) = try await (movie, credits)
        #expect(details.id == 550)
        #expect(people.directors.map(\.name) == ["David Fincher"])
        #expect(people.billedCast.prefix(2).map(\.name) == ["Edward Norton", "Brad Pitt"])
        #expect(standIn.requestCount(path: "/3/movie/550") == 1)
    }

    @Test func listsArePagesOfPreviews() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let page = try await source(standIn).popularMovies(page: 1)
        #expect(page.page == 1)
        #expect(!page.movies.isEmpty)
        #expect(page.totalPages >= 1)
    }

    @Test func anUnknownMovieIsNotFoundByItsId() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        await #expect(throws: MovieRemoteDataSourceError.notFound(999_999_999)) {
            try await source(standIn).movie(withID: 999_999_999)
        }
        await #expect(throws: MovieRemoteDataSourceError.notFound(999_999_999)) {
            try await source(standIn).moviePreview(withID: 999_999_999)
        }
    }

    @Test func aRefusedCredentialSaysWhichKindWasSent() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        do {
            _ = try await source(standIn, credential: .apiKey("wrong-key-123")).movie(withID: 550)
            Issue.record("a wrong key was accepted")
        } catch {
            guard case .unauthorized(let reason) = error else { throw error }
            #expect(reason.contains("API key"))
            #expect(!reason.contains("wrong-key-123"))
        }
    }

    @Test func aStoppedServiceIsUnreachable() async throws {
        let standIn = try TMDbStandIn()
        standIn.stop()
        do {
            _ = try await source(standIn).movie(withID: 550)
            Issue.record("a stopped service answered")
        } catch {
            guard case .unreachable = error else { throw error }
        }
    }

    @Test func discoverySendsEveryFilterOnceAndFindsKeywordsByName() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let criteria = MovieDiscoveryCriteria(
            genres: [Genre(id: 18, name: "Drama"), Genre(id: 80, name: "Crime")], genreMatch: .any,
            years: YearSpan(from: 1990, through: 1999),
            minimumRating: 7, minimumVotes: 200, runtime: RuntimeSpan(minimum: 90, maximum: 180), originalLanguage: Language(code: "en"),
            keywords: ["heist"], order: MovieDiscoveryOrder(sort: .rating))
        let page = try await source(standIn).discoverMovies(criteria, page: 2)

        #expect(page.movies.first?.id == 550)
        #expect(page.movies.first?.genres == [Genre(id: 18, name: "")], "named by the repository, from the genre list")
        #expect(standIn.requestCount(path: "/3/discover/movie") == 1)
        let query = try #require(standIn.requests(path: "/3/discover/movie").first?.query)
        #expect(query["with_genres"] == "18|80")
        #expect(query["primary_release_date.gte"] == "1990-01-01")
        #expect(query["primary_release_date.lte"] == "1999-12-31")
        #expect(query["vote_average.gte"] == "7.0")
        #expect(query["vote_count.gte"] == "200")
        #expect(query["with_runtime.gte"] == "90")
        #expect(query["with_runtime.lte"] == "180")
        #expect(query["with_original_language"] == "en")
        #expect(query["with_keywords"] == "900101", "the keyword named heist, not every one holding it")
        #expect(query["sort_by"] == "vote_average.desc")
        #expect(query["page"] == "2")
    }

    @Test func ordersAndTheirReverseInTMDbsWords() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        for (order, expected) in [
            (MovieDiscoveryOrder(), "popularity.desc"), (MovieDiscoveryOrder(sort: .releaseDate), "primary_release_date.desc"),
            (MovieDiscoveryOrder(sort: .title), "title.asc"), (MovieDiscoveryOrder(sort: .title, reversed: true), "title.desc"),
            (MovieDiscoveryOrder(sort: .rating, reversed: true), "vote_average.asc"),
        ] {
            _ = try await source(standIn).discoverMovies(MovieDiscoveryCriteria(order: order), page: 1)
            #expect(standIn.requests(path: "/3/discover/movie").last?.query["sort_by"] == expected)
        }
    }

    @Test func aWordNoKeywordHoldsMatchesNothingWithoutAskingDiscovery() async throws {
        let standIn = try TMDbStandIn(routes: [
            .answer("/3/search/keyword", with: .json(#"{"page":1,"results":[],"total_pages":1,"total_results":0}"#))
        ])
        defer { standIn.stop() }
        let page = try await source(standIn).discoverMovies(MovieDiscoveryCriteria(keywords: ["zzz"]), page: 1)
        #expect(page.movies.isEmpty)
        #expect(standIn.requestCount(path: "/3/discover/movie") == 0)
    }

    @Test func genresComeWithoutCounts() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let genres = try await source(standIn).movieGenres()
        #expect(genres.contains(MovieGenreSummary(genre: Genre(id: 878, name: "Science Fiction"), movieCount: nil)))
    }
}

@Suite struct TMDbTrendingMoviesTests {
    @Test func trendingFilmsComeFromTMDbsWindowWithTheirGenreIDs() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let source = PopcornMoviesAdaptersFactory().makeTMDbMovieRemoteDataSource(client: StandInClients.client(for: standIn))
        let trending = try await source.trendingMovies(window: .day, page: 1)
        #expect(trending.basis == .window(.day))
        #expect(!trending.movies.movies.isEmpty)
        #expect(standIn.requestCount(path: "/3/trending/movie/day") == 1)
    }
}
