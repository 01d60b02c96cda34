import TMDb
import TMDbStandIn
import TMDbTestSupport
import Testing

@Suite("Configuration, genre, trending and discover endpoints")
struct ListEndpointTests {
    @Test("The configuration gives image base URLs and sizes")
    func configuration() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let configuration = try await StandInClients.client(for: standIn).configuration()

        #expect(configuration.images.baseURL == "http://127.0.0.1/images/")
        #expect(configuration.images.secureBaseURL == "https://127.0.0.1/images/")
        #expect(configuration.images.posterSizes.contains("w500"))
        #expect(configuration.images.profileSizes.contains("h632"))
    }

    @Test("Genre lists decode for films and series")
    func genres() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let client = StandInClients.client(for: standIn)

        #expect(try await client.movieGenres().genres.contains { $0.id == 18 && $0.name == "Drama" })
        #expect(try await client.tvGenres().genres.contains { $0.id == 10765 && $0.name == "Sci-Fi & Fantasy" })
    }

    @Test("Trending lists decode for every kind and window", arguments: TMDbTrendingKind.allCases, TMDbTimeWindow.allCases)
    func trending(kind: TMDbTrendingKind, window: TMDbTimeWindow) async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let page = try await StandInClients.client(for: standIn).trending(kind, window: window)

        #expect(!page.results.isEmpty)
        #expect(!page.results.contains { if case .other = $0 { true } else { false } })
        #expect(standIn.requestCount(path: "/3/trending/\(kind.rawValue)/\(window.rawValue)") == 1)
    }

    @Test("A trending list of one kind reads items without a media type as that kind")
    func trendingWithoutMediaType() async throws {
        let body = #"{"page":1,"results":[{"id":550,"title":"Fight Club"}],"total_pages":1,"total_results":1}"#
        let standIn = try TMDbStandIn(routes: [.answer("/3/trending/movie/week", with: .json(body))])
        defer { standIn.stop() }
        let page = try await StandInClients.client(for: standIn).trending(.movie, window: .week)

        #expect(page.results.map(\.mediaType) == [.movie])
    }

    @Test("Discover sends its filters and decodes pages of films and series")
    func discover() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let client = StandInClients.client(for: standIn)
        let movies = try await client.discoverMovies(
            TMDbDiscoveryFilters(genreIDs: [18, 53], year: 1999, sortOrder: .voteAverageDescending, minimumVoteCount: 500), page: 2)
        let series = try await client.discoverTVSeries(TMDbDiscoveryFilters(year: 2011, sortOrder: .popularityDescending))

        #expect(movies.results.first?.id == 550)
        #expect(series.results.first?.id == 1399)
        let movieQuery = try #require(standIn.requests(path: "/3/discover/movie").first?.query)
        #expect(movieQuery["with_genres"] == "18,53")
        #expect(movieQuery["primary_release_year"] == "1999")
        #expect(movieQuery["sort_by"] == "vote_average.desc")
        #expect(movieQuery["vote_count.gte"] == "500")
        #expect(movieQuery["page"] == "2")
        let tvQuery = try #require(standIn.requests(path: "/3/discover/tv").first?.query)
        #expect(tvQuery["first_air_date_year"] == "2011")
        #expect(tvQuery["with_genres"] == nil)
    }

    @Test("Discovery sends every filter it is given, and keywords are searched by name")
    func discoverEveryFilter() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let client = StandInClients.client(for: standIn)
        _ = try await client.discoverMovies(
            TMDbDiscoveryFilters(
                genreIDs: [18, 80], anyGenre: true, firstOutFrom: "1990-01-01", firstOutThrough: "1999-12-31", minimumVoteAverage: 7.5,
                minimumRuntime: 90, maximumRuntime: 150, originalLanguage: "en", keywordIDGroups: [[900101, 900102], [3]]))
        let keywords = try await client.searchKeywords(query: "heist")

        #expect(keywords.results.map(\.name) == ["heist", "failed heist"])
        #expect(standIn.requests(path: "/3/search/keyword").first?.query["query"] == "heist")
        let query = try #require(standIn.requests(path: "/3/discover/movie").first?.query)
        #expect(query["with_genres"] == "18|80")
        #expect(query["primary_release_date.gte"] == "1990-01-01")
        #expect(query["primary_release_date.lte"] == "1999-12-31")
        #expect(query["vote_average.gte"] == "7.5")
        #expect(query["with_runtime.gte"] == "90")
        #expect(query["with_runtime.lte"] == "150")
        #expect(query["with_original_language"] == "en")
        #expect(query["with_keywords"] == "900101|900102,3")
    }
}
