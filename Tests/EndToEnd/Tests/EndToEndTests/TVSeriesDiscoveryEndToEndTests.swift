import Foundation
import Testing

/// `popcorn discover tv`, `popcorn genres tv` and `popcorn trending tv`, offline on the embedded
/// catalogue and live against the TMDb stand-in, whose report of requests shows the parameters sent.
@Suite struct TVSeriesDiscoveryEndToEndTests {
    @Test func dramaByRatingIsAListUnderItemsEachWithItsGenres() throws {
        try Popcorn.scoped { popcorn in
            let run = try popcorn.run("discover", "tv", "--genre", "drama", "--sort", "rating", "--json")
            #expect(run.status == 0, "\(run.stderr)")
            let items = try run.items()
            #expect(items.count == 20)
            #expect(items.prefix(3).map { $0["id"] as? Int } == [1396, 66732, 42009], "Breaking Bad, Stranger Things, Black Mirror")
            #expect(items.allSatisfy { ($0["genres"] as? [String])?.contains("Drama") == true })
            #expect(items.first?["genres"] as? [String] == ["Drama"])
            #expect(try run.document()["totalResults"] as? Int == 47, "the drama series with at least 100 votes")
        }
    }

    @Test func scienceFictionIsSciFiAndFantasyForSeries() throws {
        try Popcorn.scoped { popcorn in
            let run = try popcorn.run("discover", "tv", "--genre", "science fiction")
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.contains("Game of Thrones #1399"))
            #expect(run.stdout.contains("Sci-Fi & Fantasy"))
            let all = try popcorn.run("discover", "tv", "--genre", "Science Fiction", "--page", "2", "--json").items()
            let westworld = try #require(all.first { $0["id"] as? Int == 63247 }, "filed under the film genre in the catalogue")
            #expect(westworld["genres"] as? [String] == ["Western", "Sci-Fi & Fantasy"])
        }
    }

    @Test func theGenresOfSeriesAreCounted() throws {
        try Popcorn.scoped { popcorn in
            let run = try popcorn.run("genres", "tv", "--json")
            #expect(run.status == 0, "\(run.stderr)")
            let counts = Dictionary(
                try run.items().map { ($0["name"] as? String ?? "", $0["count"] as? Int ?? -1) }, uniquingKeysWith: { $1 })
            #expect(counts["Drama"] == 56 && counts["Sci-Fi & Fantasy"] == 37 && counts["Action & Adventure"] == 45)
            #expect(counts["Science Fiction"] == nil && counts["Fantasy"] == nil)
            let text = try popcorn.run("genres", "tv")
            #expect(text.status == 0 && text.stdout.contains("Sci-Fi & Fantasy"))
        }
    }

    @Test func filmsOnlyOptionsAndBadFiltersAreUsageErrorsThatSayWhy() throws {
        try Popcorn.scoped { popcorn in
            let runtime = try popcorn.run("discover", "tv", "--runtime", "30-60")
            #expect(runtime.status == 64)
            #expect(runtime.stderr.unwrapped.contains("--runtime is for films only"))
            let keyword = try popcorn.run("discover", "tv", "--keyword", "dragons")
            #expect(keyword.status == 64)
            #expect(keyword.stderr.unwrapped.contains("--keyword is for films only"))
            let reversed = try popcorn.run("discover", "tv", "--year", "2010-2000")
            #expect(reversed.status == 64)
            #expect(reversed.stderr.unwrapped.contains("--year 2010-2000 starts after it ends"))
            let unknown = try popcorn.run("discover", "tv", "--genre", "horrorshow")
            #expect(unknown.status == 64)
            #expect(unknown.stderr.unwrapped.contains("Drama"), "the series genres are listed: \(unknown.stderr)")
            let nothing = try popcorn.run("discover", "tv", "--year", "1950", "--json")
            #expect(nothing.status == 0)
            #expect(try nothing.items().isEmpty)
        }
    }

    @Test func offlineTrendingSeriesSaysNoYearHoldsFiftySeries() throws {
        try Popcorn.scoped { popcorn in
            let run = try popcorn.run("trending", "tv")
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.unwrapped.contains("no year in it holds 50 series"))
        }
    }

    @Test func againstTMDbTheParametersAreSentOncePerPage() throws {
        try Popcorn.againstTMDb { live in
            let arguments = [
                "discover", "tv", "--genre", "drama", "--genre", "science fiction", "--any-genre", "--year", "1990-1999",
                "--min-rating", "7.5", "--language", "en", "--sort", "rating",
            ]
            let first = try live.run(arguments + ["--json"])
            #expect(first.status == 0, "\(first.stderr)")
            #expect(
                try first.items().first?["genres"] as? [String] == ["Sci-Fi & Fantasy", "Drama", "Action & Adventure"],
                "named from /genre/tv/list")
            let discover =
                "GET /3/discover/tv?first_air_date.gte=1990-01-01&first_air_date.lte=1999-12-31&language=en-US&page=1"
                + "&sort_by=vote_average.desc&vote_average.gte=7.5&vote_count.gte=100&with_genres=18|10765&with_original_language=en"
            #expect(live.requests() == ["GET /3/genre/tv/list?language=en-US", discover])
            // The same again, as text: answered by the disk cache, nothing sent.
            let second = try live.run(arguments)
            #expect(second.status == 0, "\(second.stderr)")
            #expect(second.stdout.contains("Game of Thrones #1399"))
            #expect(live.requests().count == 2)
            #expect(try live.timesPageTwoIsAsked(arguments, of: "/3/discover/tv") == 1, "a second page is a request of its own, once")
        }
    }

    @Test func againstTMDbTheGenresAndTrendingSeriesComeFromTMDb() throws {
        try Popcorn.againstTMDb { live in
            let genres = try live.run("genres", "tv", "--json")
            #expect(genres.status == 0, "\(genres.stderr)")
            #expect(try genres.items().count == 16)
            let trending = try live.run("trending", "tv", "--window", "day")
            #expect(trending.status == 0, "\(trending.stderr)")
            #expect(trending.stdout.contains("Game of Thrones #1399") && trending.stdout.contains("over the last day"))
            #expect(live.requests().filter { $0.hasPrefix("GET /3/trending/tv/day") }.count == 1)
        }
    }
}
