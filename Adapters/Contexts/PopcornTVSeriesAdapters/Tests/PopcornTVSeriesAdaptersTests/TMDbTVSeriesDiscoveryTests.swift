import CoreDomain
import TMDb
import TMDbStandIn
import TVSeriesDomain
import TVSeriesInfrastructure
import Testing

/// Discovery over TMDb, against the stand-in: the parameters `/discover/tv` is sent, and the genres of `/genre/tv/list`.
@Suite struct TMDbTVSeriesDiscoveryTests {
    @Test func sendsEveryFilterAsTMDbNamesIt() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let query = TVSeriesDiscoveryQuery(
            genres: [Genre(id: 18, name: "Drama"), Genre(id: 80, name: "Crime")], genreMatch: .all, earliestYear: 1990, latestYear: 1999,
            minimumRating: 7.5, minimumVotes: 100, originalLanguage: "en", sort: TVSeriesDiscoverySort(.rating))
        let page = try await TMDbStandInSource.make(standIn).discoverSeries(query, page: 2)
        #expect(page.series.map(\.id) == [1399, 1396])
        let sent = try #require(standIn.requests(path: "/3/discover/tv").first).query
        #expect(
            sent == [
                "with_genres": "18,80", "first_air_date.gte": "1990-01-01", "first_air_date.lte": "1999-12-31",
                "vote_average.gte": "7.5", "vote_count.gte": "100", "with_original_language": "en", "sort_by": "vote_average.desc",
                "page": "2", "language": "en-US",
            ])
    }

    @Test(arguments: [
        (TVSeriesDiscoverySort(.popularity), "popularity.desc"), (TVSeriesDiscoverySort(.name), "name.asc"),
        (TVSeriesDiscoverySort(.firstAirDate, reversed: true), "first_air_date.asc"),
        (TVSeriesDiscoverySort(.name, reversed: true), "name.desc"),
    ])
    func anyGenreIsAPipeAndEachOrderHasItsName(sort: TVSeriesDiscoverySort, sortBy: String) async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let query = TVSeriesDiscoveryQuery(
            genres: [Genre(id: 18, name: "Drama"), Genre(id: 10765, name: "Sci-Fi & Fantasy")], genreMatch: .any, earliestYear: nil,
            latestYear: nil, minimumRating: nil, minimumVotes: nil, originalLanguage: nil, sort: sort)
        _ = try await TMDbStandInSource.make(standIn).discoverSeries(query, page: 1)
        let sent = try #require(standIn.requests(path: "/3/discover/tv").first).query
        #expect(sent == ["with_genres": "18|10765", "sort_by": sortBy, "page": "1", "language": "en-US"])
    }

    @Test func theRowsCarryTheirGenreIdsForTheUseCaseToName() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let query = TVSeriesDiscoveryQuery(
            genres: [], genreMatch: .all, earliestYear: nil, latestYear: nil, minimumRating: nil, minimumVotes: nil, originalLanguage: nil,
            sort: TVSeriesDiscoverySort())
        let page = try await TMDbStandInSource.make(standIn).discoverSeries(query, page: 1)
        #expect(page.series.first?.genres.map(\.id) == [10765, 18, 10759])
        let genres = try await TMDbStandInSource.make(standIn).seriesGenres()
        #expect(page.series.first?.namingGenres(from: genres).genres.map(\.name) == ["Sci-Fi & Fantasy", "Drama", "Action & Adventure"])
    }

    @Test func theGenresAreTMDbsSeriesGenresWithoutCounts() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let genres = try await TMDbStandInSource.make(standIn).seriesGenres()
        #expect(genres.count == 16)
        #expect(genres.contains(TVSeriesGenre(genre: Genre(id: 10765, name: "Sci-Fi & Fantasy"), seriesCount: nil)))
        #expect(standIn.requestCount(path: "/3/genre/tv/list") == 1)
    }

    @Test func aRefusalIsTheSourcesRefusal() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        do {
            _ = try await TMDbStandInSource.make(standIn, credential: .readAccessToken("wrong-token")).seriesGenres()
            Issue.record("a wrong credential was accepted")
        } catch {
            guard case .unauthorized = error else { throw error }
        }
    }
}
