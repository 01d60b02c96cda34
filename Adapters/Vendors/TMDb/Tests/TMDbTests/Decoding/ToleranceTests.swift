import TMDb
import TMDbStandIn
import TMDbTestSupport
import Testing

@Suite("Missing, null and blank fields")
struct ToleranceTests {
    @Test("A film with little more than an id and a title decodes, missing lists as empty and blanks as nil")
    func sparseMovie() async throws {
        let body = #"""
            {"id": 1, "title": "Sparse", "genres": null, "overview": null, "release_date": "", "homepage": "",
             "credits": {"cast": [{"id": 9, "name": "Someone", "character": ""}]}, "similar": {"page": 1}}
            """#
        let standIn = try TMDbStandIn(routes: [.answer("/3/movie/1", with: .json(body))])
        defer { standIn.stop() }
        let movie = try await StandInClients.client(for: standIn).movie(id: 1)

        #expect(movie.genres.isEmpty)
        #expect(movie.productionCompanies.isEmpty)
        #expect(movie.originCountry.isEmpty)
        #expect(movie.overview == nil)
        #expect(movie.releaseDate == nil)
        #expect(movie.homepage == nil)
        #expect(movie.runtime == nil)
        #expect(movie.voteAverage == nil)
        #expect(movie.keywords == nil)
        #expect(movie.credits?.crew.isEmpty == true)
        #expect(movie.credits?.cast.first?.character == nil)
        #expect(movie.similar?.results.isEmpty == true)
        #expect(movie.similar?.totalPages == nil)
    }

    @Test("A series, a season and a person with nulls where lists and dates would be decode")
    func sparseSeriesSeasonAndPerson() async throws {
        let standIn = try TMDbStandIn(routes: [
            .answer("/3/tv/2", with: .json(#"{"id": 2, "name": "Sparse", "created_by": null, "first_air_date": null, "seasons": null}"#)),
            .answer("/3/tv/2/season/1", with: .json(#"{"id": 3, "name": "Season 1", "season_number": 1, "air_date": ""}"#)),
            .answer(
                "/3/person/4", with: .json(#"{"id": 4, "name": "Nobody", "also_known_as": null, "birthday": "", "place_of_birth": null}"#)),
        ])
        defer { standIn.stop() }
        let client = StandInClients.client(for: standIn)

        let series = try await client.tvSeries(id: 2)
        #expect(series.createdBy.isEmpty && series.seasons.isEmpty && series.episodeRunTime.isEmpty)
        #expect(series.firstAirDate == nil)
        let season = try await client.tvSeason(seriesID: 2, seasonNumber: 1)
        #expect(season.episodes.isEmpty)
        #expect(season.airDate == nil)
        let person = try await client.person(id: 4)
        #expect(person.alsoKnownAs.isEmpty)
        #expect(person.birthday == nil)
        #expect(person.placeOfBirth == nil)
        #expect(person.combinedCredits == nil)
    }

    @Test("A page without results reads as an empty page")
    func emptyPage() async throws {
        let standIn = try TMDbStandIn(routes: [.answer("/3/movie/popular", with: .json(#"{"page": 3}"#))])
        defer { standIn.stop() }
        let page = try await StandInClients.client(for: standIn).popularMovies(page: 3)

        #expect(page.page == 3)
        #expect(page.results.isEmpty)
    }

    @Test("Unknown media types, and items with none, decode as .other instead of failing the page")
    func unknownMediaTypes() async throws {
        let body = #"""
            {"page": 1, "total_pages": 1, "total_results": 4, "results": [
              {"media_type": "collection", "id": 10, "name": "A collection"},
              {"media_type": "movie", "id": 550, "title": "Fight Club"},
              {"media_type": "podcast", "id": 11},
              {"id": 12, "name": "Without a media type"}
            ]}
            """#
        let standIn = try TMDbStandIn(routes: [.answer("/3/search/multi", with: .json(body))])
        defer { standIn.stop() }
        let page = try await StandInClients.client(for: standIn).searchMulti(query: "anything")

        #expect(page.results.map(\.mediaType) == [.other("collection"), .movie, .other("podcast"), .other("")])
    }

    @Test("Media types read and print as TMDb names them")
    func mediaTypeNames() {
        #expect(TMDbMediaType(rawValue: "tv") == .tv)
        #expect(TMDbMediaType(rawValue: "collection") == .other("collection"))
        #expect(TMDbMediaType.person.rawValue == "person")
        #expect(TMDbMediaType.other("collection").description == "collection")
    }
}
