import TMDb
import TMDbStandIn
import TMDbTestSupport
import Testing

@Suite("Movie endpoints")
struct MovieEndpointTests {
    @Test("A film's details decode with its credits, similar films and keywords appended")
    func movieDetails() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let movie = try await StandInClients.client(for: standIn).movie(id: 550)

        #expect(movie.id == 550)
        #expect(movie.title == "Fight Club")
        #expect(movie.releaseDate == "1999-10-15")
        #expect(movie.runtime == 139)
        #expect(movie.genres.map(\.name) == ["Drama"])
        #expect(movie.posterPath == "/fightclub-poster.jpg")
        #expect(movie.imdbID == "tt0137523")
        #expect(movie.tagline == nil, "an empty tagline reads as unknown")
        #expect(movie.productionCountries.map(\.code) == ["DE", "US"])
        #expect(movie.spokenLanguages.first?.englishName == "English")
        let cast = try #require(movie.credits?.cast)
        #expect(cast.prefix(2).map(\.name) == ["Edward Norton", "Brad Pitt"])
        #expect(cast.first { $0.id == 1283 }?.character == "Marla Singer")
        #expect(cast.first { $0.id == 7470 }?.character == "Robert 'Bob' Paulson")
        #expect(cast.first { $0.id == 7499 }?.character == "Angel Face")
        #expect(movie.credits?.crew.first { $0.job == "Director" }?.id == 7467)
        #expect(movie.similar?.results.map(\.id) == [807])
        #expect(movie.keywords?.keywords.map(\.name).contains("nihilism") == true)

        let request = try #require(standIn.requests(path: "/3/movie/550").first)
        #expect(request.query["append_to_response"] == "credits,similar,keywords")
        #expect(request.query["language"] == "en-US")
    }

    @Test("A film's credits decode from their own path")
    func movieCredits() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let credits = try await StandInClients.client(for: standIn).movieCredits(id: 550)

        #expect(credits.id == 550)
        #expect(credits.cast.first { $0.id == 287 }?.character == "Tyler Durden")
        #expect(credits.cast.first { $0.id == 819 }?.character == "The Narrator")
        #expect(credits.crew.first { $0.id == 7467 }?.department == "Directing")
        #expect(credits.guestStars.isEmpty)
    }

    @Test("Similar films come a page at a time, and the page asked for is sent")
    func similarMovies() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let page = try await StandInClients.client(for: standIn).similarMovies(to: 550, page: 2)

        #expect(page.results.map(\.title) == ["Se7en"])
        #expect(page.results.first?.releaseDate == "1995-09-22")
        #expect(standIn.requests(path: "/3/movie/550/similar").first?.query["page"] == "2")
    }

    @Test("Popular and top-rated films decode as pages")
    func popularAndTopRated() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let client = StandInClients.client(for: standIn)
        let popular = try await client.popularMovies()
        let topRated = try await client.topRatedMovies(page: 1)

        #expect(popular.page == 1)
        #expect(popular.totalPages == 500)
        #expect(popular.totalResults == 10000)
        #expect(popular.results.contains { $0.id == 550 && $0.genreIDs == [18] })
        #expect(topRated.results.first?.title == "The Shawshank Redemption")
        #expect(topRated.results.first?.overview == nil, "an empty overview reads as unknown")
    }
}
