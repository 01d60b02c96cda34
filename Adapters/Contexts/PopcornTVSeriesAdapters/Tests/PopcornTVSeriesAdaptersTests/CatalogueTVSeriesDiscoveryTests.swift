import CoreDomain
import EmbeddedCatalogue
import PopcornTVSeriesAdapters
import TVSeriesDomain
import TVSeriesInfrastructure
import Testing

/// Discovery over the real embedded catalogue: 100 series of TMDb's popular list of May 2019.
@Suite struct CatalogueTVSeriesDiscoveryTests {
    static let store = Result { try CatalogueStore.inMemory(seed: try CatalogueSeed.bundled()) }
    let source: any TVSeriesRemoteDataSource

    init() throws {
        source = PopcornTVSeriesAdaptersFactory().makeCatalogueTVSeriesRemoteDataSource(store: try Self.store.get())
    }

    func query(
        _ genres: [Genre] = [], match: TVSeriesGenreMatch = .all, years: (Int, Int)? = nil, rating: Double? = nil, votes: Int? = nil,
        language: String? = nil, sort: TVSeriesDiscoverySort = TVSeriesDiscoverySort()
    ) -> TVSeriesDiscoveryQuery {
        TVSeriesDiscoveryQuery(
            genres: genres, genreMatch: match, earliestYear: years?.0, latestYear: years?.1, minimumRating: rating, minimumVotes: votes,
            originalLanguage: language, sort: sort)
    }

    @Test func theGenresAreTheSeriesGenresWithTheFilmGenresFoldedIn() async throws {
        let genres = try await source.seriesGenres()
        let names = genres.map(\.genre.name)
        #expect(names.contains("Sci-Fi & Fantasy") && names.contains("Action & Adventure") && names.contains("Drama"))
        #expect(!names.contains("Science Fiction") && !names.contains("Fantasy") && !names.contains("Action"))
        #expect(names == names.sorted())
        #expect(genres.first { $0.genre.name == "Drama" }?.seriesCount == 56)
        // 31 filed under Sci-Fi & Fantasy, and Westworld, Supergirl, Gotham, The Vampire Diaries, Monogatari, Overlord.
        #expect(genres.first { $0.genre.name == "Sci-Fi & Fantasy" }?.seriesCount == 37)
        #expect(genres.first { $0.genre.name == "Action & Adventure" }?.seriesCount == 45)
    }

    @Test func dramaByRatingOpensWithBreakingBadAndBreaksTiesByVotes() async throws {
        let drama = Genre(id: 18, name: "Drama")
        let page = try await source.discoverSeries(query([drama], votes: 100, sort: TVSeriesDiscoverySort(.rating)), page: 1)
        #expect(page.totalResults == 47)
        #expect(
            page.series.prefix(4).map(\.id) == [1396, 66732, 42009, 31911], "Black Mirror (1,263 votes) before Fullmetal (323), both 8.2")
        #expect(page.series.allSatisfy { $0.genres.contains(drama) })
        #expect(page.series.first?.genres == [drama])
    }

    @Test func sciFiAndFantasyHoldsTheSeriesFiledUnderScienceFiction() async throws {
        let page = try await source.discoverSeries(query([Genre(id: 10765, name: "Sci-Fi & Fantasy")]), page: 1)
        #expect(page.totalResults == 37)
        #expect(page.series.first?.id == 1399)
        let all = try await source.discoverSeries(query([Genre(id: 10765, name: "Sci-Fi & Fantasy")]), page: 2)
        let westworld = try #require((page.series + all.series).first { $0.id == 63247 })
        #expect(westworld.genres.map(\.name) == ["Western", "Sci-Fi & Fantasy"])
    }

    @Test func allGenresOrAnyOfThem() async throws {
        let drama = Genre(id: 18, name: "Drama")
        let crime = Genre(id: 80, name: "Crime")
        let all = try await source.discoverSeries(query([drama, crime]), page: 1)
        let any = try await source.discoverSeries(query([drama, crime], match: .any), page: 1)
        #expect(all.totalResults < 56 && any.totalResults > 56)
        #expect(all.series.allSatisfy { $0.genres.contains(drama) && $0.genres.contains(crime) })
    }

    @Test func yearsLanguageRatingAndVotesNarrowTheList() async throws {
        let page = try await source.discoverSeries(query(years: (2010, 2015), language: "ja"), page: 1)
        #expect(page.totalResults == 9)
        #expect(page.series.allSatisfy { (2010...2015).contains($0.firstAirDate?.year ?? 0) })
        let rated = try await source.discoverSeries(query(rating: 8, votes: 1000), page: 1)
        #expect(rated.series.allSatisfy { ($0.rating?.average ?? 0) >= 8 && ($0.rating?.voteCount ?? 0) >= 1000 })
    }

    @Test func anyOrderTurnsRound() async throws {
        for order in TVSeriesSortOrder.allCases {
            let forward = try await source.discoverSeries(query(votes: 0, sort: TVSeriesDiscoverySort(order)), page: 1)
            let backward = try await source.discoverSeries(query(votes: 0, sort: TVSeriesDiscoverySort(order, reversed: true)), page: 5)
            #expect(forward.series.first?.id == backward.series.last?.id, "\(order)")
        }
        let byName = try await source.discoverSeries(query(sort: TVSeriesDiscoverySort(.name)), page: 1)
        #expect(byName.series.map { $0.name.lowercased() } == byName.series.map { $0.name.lowercased() }.sorted())
        let newest = try await source.discoverSeries(query(sort: TVSeriesDiscoverySort(.firstAirDate)), page: 1)
        #expect(newest.series.first?.firstAirDate?.year == 2019)
    }

    @Test func aFilterThatMatchesNothingIsAnEmptyPage() async throws {
        let page = try await source.discoverSeries(query(years: (1900, 1901)), page: 1)
        #expect(page.series.isEmpty && page.totalResults == 0 && page.totalPages == 1)
    }
}
