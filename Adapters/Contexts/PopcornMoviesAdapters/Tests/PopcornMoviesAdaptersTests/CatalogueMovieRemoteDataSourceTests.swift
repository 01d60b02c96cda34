import CoreDomain
import EmbeddedCatalogue
import MoviesDomain
import MoviesInfrastructure
import PopcornMoviesAdapters
import Testing

/// The adapter over the real embedded catalogue, as the app runs it.
@Suite struct CatalogueMovieRemoteDataSourceTests {
    /// The bundled catalogue, built once for every test of the suite.
    static let store = Result { try CatalogueStore.inMemory(seed: try CatalogueSeed.bundled()) }
    let source: any MovieRemoteDataSource

    init() throws {
        source = PopcornMoviesAdaptersFactory().makeCatalogueMovieRemoteDataSource(store: try Self.store.get())
    }

    @Test func mapsAFilmWithItsFacts() async throws {
        let movie = try await source.movie(withID: 550)
        #expect(movie.title == "Fight Club")
        #expect(movie.releaseDate == CalendarDate(isoString: "1999-10-15"))
        #expect(movie.runtimeMinutes == 139)
        #expect(movie.originalLanguage == Language(code: "en"))
        #expect(movie.genres.contains(Genre(id: 18, name: "Drama")))
        #expect((movie.rating?.voteCount ?? 0) > 0)
        #expect(movie.figuresAsOf == "2017", "the date of the dataset's figures comes with the film")
        let popular = try await source.popularMovies(page: 1)
        let dates: Set<String?> = ["2017", "2022–2024", "2024", "2025-11"]
        #expect(popular.movies.allSatisfy { dates.contains($0.figuresAsOf) }, "each dated by its source")
    }

    @Test(arguments: [550, 603, 13])
    func aPreviewSaysWhatTheDetailsSayOfTheFilm(id: Int) async throws {
        let movie = try await source.movie(withID: id)
        let preview = try await source.moviePreview(withID: id)
        #expect(preview.id == id && preview.title == movie.title && preview.releaseDate == movie.releaseDate)
        #expect(preview.rating == movie.rating && preview.overview == movie.overview && preview.figuresAsOf == movie.figuresAsOf)
    }

    @Test func anUnknownIDIsNotFound() async {
        await #expect(throws: MovieRemoteDataSourceError.notFound(99_999_999)) {
            try await source.movie(withID: 99_999_999)
        }
        await #expect(throws: MovieRemoteDataSourceError.notFound(99_999_999)) {
            try await source.moviePreview(withID: 99_999_999)
        }
        await #expect(throws: MovieRemoteDataSourceError.notFound(99_999_999)) {
            try await source.credits(forMovieWithID: 99_999_999)
        }
        await #expect(throws: MovieRemoteDataSourceError.notFound(99_999_999)) {
            try await source.similarMovies(toMovieWithID: 99_999_999, page: 1)
        }
    }

    @Test func mapsCreditsInBillingOrder() async throws {
        let credits = try await source.credits(forMovieWithID: 550)
        #expect(credits.directors.map(\.personID) == [7467])
        #expect(credits.cast.first?.name == "Edward Norton")
        #expect(credits.cast.map(\.order) == Array(0..<credits.cast.count))
        #expect(credits.cast.contains { $0.personID == 287 && $0.character == "Tyler Durden" })
    }

    @Test func pagesTwentyFilmsAtATimeWithoutOverlap() async throws {
        let first = try await source.popularMovies(page: 1)
        let second = try await source.popularMovies(page: 2)
        #expect(first.movies.count == 20)
        #expect(first.page == 1 && second.page == 2)
        #expect(first.totalPages == (first.totalResults + 19) / 20)
        #expect(Set(first.movies.map(\.id)).isDisjoint(with: second.movies.map(\.id)))
    }

    @Test func aPagePastTheEndIsEmpty() async throws {
        let beyond = try await source.popularMovies(page: 5_000)
        #expect(beyond.movies.isEmpty)
        #expect(beyond.page == 5_000)
        #expect(beyond.totalPages < 5_000)
    }

    @Test func topRatedIsInDescendingRating() async throws {
        let ratings = try await source.topRatedMovies(page: 1).movies.compactMap(\.rating?.average)
        #expect(!ratings.isEmpty)
        #expect(ratings == ratings.sorted(by: >))
    }

    @Test func topRatedRanksOnlyFilmsWithTheVotesTheContextAsks() async throws {
        let votes = try await source.topRatedMovies(page: 1).movies.compactMap(\.rating?.voteCount)
        #expect(votes.count == 20)
        #expect(votes.allSatisfy { $0 >= TopRatedMovieRule.minimumVotes })
    }

    @Test func similarPutsTheFilmsSharingTheMostFirst() async throws {
        // With every film's full crew, Fincher's Panic Room and Se7en (which also has Brad Pitt)
        // share the most people with Fight Club; his other films (Benjamin Button among them) follow.
        let similar = try await source.similarMovies(toMovieWithID: 550, page: 1)
        #expect(similar.movies.prefix(2).map(\.id) == [4547, 807])
        #expect(similar.movies.prefix(6).contains { $0.id == 4922 })
        #expect(!similar.movies.contains { $0.id == 550 })
    }

    @Test func discoversDramasOfTheNinetiesBestRatedFirstWithTheirGenres() async throws {
        let drama = Genre(id: 18, name: "Drama")
        let criteria = MovieDiscoveryCriteria(
            genres: [drama], years: YearSpan(from: 1990, through: 1999), minimumVotes: TopRatedMovieRule.minimumVotes,
            order: MovieDiscoveryOrder(sort: .rating))
        let page = try await source.discoverMovies(criteria, page: 1)
        #expect(page.movies.prefix(2).map(\.id) == [278, 550])
        #expect(page.movies.allSatisfy { $0.genres.contains(drama) && (1990...1999).contains($0.releaseYear ?? 0) })
        #expect(page.totalResults > 20)
    }

    @Test func discoversByGenreAndYearAndByKeyword() async throws {
        let sciFi = try await source.discoverMovies(
            MovieDiscoveryCriteria(genres: [Genre(id: 878, name: "Science Fiction")], years: YearSpan(1999)), page: 1)
        #expect(sciFi.movies.contains { $0.id == 603 })
        let heists = try await source.discoverMovies(MovieDiscoveryCriteria(keywords: ["heist"]), page: 1)
        #expect(heists.movies.contains { $0.id == 27205 })
        let none = try await source.discoverMovies(MovieDiscoveryCriteria(keywords: ["no keyword holds this"]), page: 1)
        #expect(none.movies.isEmpty && none.totalResults == 0)
    }

    @Test func countsTheFilmsOfEachGenre() async throws {
        let genres = try await source.movieGenres()
        let drama = try #require(genres.first { $0.genre.name == "Drama" })
        #expect((drama.movieCount ?? 0) > 2000)
        #expect(!genres.contains { $0.genre.name == "Sci-Fi & Fantasy" }, "a series' genre holds no film")
    }

    @Test func namesTheCountedGenresWithoutCountingThem() async throws {
        #expect(try await source.movieGenreNames() == source.movieGenres().map(\.genre))
    }
}

@Suite struct CatalogueTrendingMoviesTests {
    @Test func theMostPopularFilmsOfTheLastThreeYearsHoldingFiftyStandForTrending() async throws {
        let source = PopcornMoviesAdaptersFactory().makeCatalogueMovieRemoteDataSource(
            store: try CatalogueMovieRemoteDataSourceTests.store.get())
        let trending = try await source.trendingMovies(window: .day, page: 1)
        guard case .recentTitles(let years, let count, let minimum) = trending.basis else {
            Issue.record("a snapshot has no trending figures: \(trending.basis)")
            return
        }
        #expect(years.count == 3 && minimum == 50 && count == 100)
        #expect(trending.movies.totalResults == 100)
        #expect(trending.movies.movies.count == 20)
        #expect(trending.movies.movies.allSatisfy { years.contains($0.releaseYear ?? 0) && !$0.genres.isEmpty })
    }
}
