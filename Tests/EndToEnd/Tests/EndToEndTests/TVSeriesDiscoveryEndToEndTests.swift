import Foundation
import Testing

/// `popcorn discover tv`, `popcorn genres tv` and `popcorn trending tv`, offline on the embedded
/// catalogue and live against the TMDb stand-in, whose report of requests shows the parameters sent.
@Suite struct TVSeriesDiscoveryEndToEndTests {
    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func items(_ text: String) throws -> [[String: Any]] {
        try #require(try json(text)["items"] as? [[String: Any]])
    }

    /// A message as one line: the text screen wraps it at the terminal's width.
    func unwrapped(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func dramaByRatingIsAListUnderItemsEachWithItsGenres() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run("discover", "tv", "--genre", "drama", "--sort", "rating", "--json")
        #expect(run.status == 0, "\(run.stderr)")
        let items = try items(run.stdout)
        #expect(items.count == 20)
        #expect(items.prefix(3).map { $0["id"] as? Int } == [1396, 66732, 42009], "Breaking Bad, Stranger Things, Black Mirror")
        #expect(items.allSatisfy { ($0["genres"] as? [String])?.contains("Drama") == true })
        #expect(items.first?["genres"] as? [String] == ["Drama"])
        #expect(try json(run.stdout)["totalResults"] as? Int == 47, "the drama series with at least 100 votes")
    }

    @Test func scienceFictionIsSciFiAndFantasyForSeries() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run("discover", "tv", "--genre", "science fiction")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Game of Thrones #1399"))
        #expect(run.stdout.contains("Sci-Fi & Fantasy"))
        let all = try items(popcorn.run("discover", "tv", "--genre", "Science Fiction", "--page", "2", "--json").stdout)
        let westworld = try #require(all.first { $0["id"] as? Int == 63247 }, "filed under the film genre in the catalogue")
        #expect(westworld["genres"] as? [String] == ["Western", "Sci-Fi & Fantasy"])
    }

    @Test func theGenresOfSeriesAreCounted() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run("genres", "tv", "--json")
        #expect(run.status == 0, "\(run.stderr)")
        let genres = try items(run.stdout)
        let counts = Dictionary(genres.map { ($0["name"] as? String ?? "", $0["count"] as? Int ?? -1) }, uniquingKeysWith: { $1 })
        #expect(counts["Drama"] == 56 && counts["Sci-Fi & Fantasy"] == 37 && counts["Action & Adventure"] == 45)
        #expect(counts["Science Fiction"] == nil && counts["Fantasy"] == nil)
        let text = try popcorn.run("genres", "tv")
        #expect(text.status == 0 && text.stdout.contains("Sci-Fi & Fantasy"))
    }

    @Test func filmsOnlyOptionsAndBadFiltersAreUsageErrorsThatSayWhy() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let runtime = try popcorn.run("discover", "tv", "--runtime", "30-60")
        #expect(runtime.status == 64)
        #expect(unwrapped(runtime.stderr).contains("--runtime is for films only"))
        let keyword = try popcorn.run("discover", "tv", "--keyword", "dragons")
        #expect(keyword.status == 64)
        #expect(unwrapped(keyword.stderr).contains("--keyword is for films only"))
        let reversed = try popcorn.run("discover", "tv", "--year", "2010-2000")
        #expect(reversed.status == 64)
        #expect(unwrapped(reversed.stderr).contains("--year 2010-2000 starts after it ends"))
        let unknown = try popcorn.run("discover", "tv", "--genre", "horrorshow")
        #expect(unknown.status == 64)
        #expect(unwrapped(unknown.stderr).contains("Drama"), "the series genres are listed: \(unknown.stderr)")
        let nothing = try popcorn.run("discover", "tv", "--year", "1950", "--json")
        #expect(nothing.status == 0)
        #expect(try items(nothing.stdout).isEmpty)
    }

    @Test func offlineTrendingSeriesSaysNoYearHoldsFiftySeries() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run("trending", "tv")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(unwrapped(run.stdout).contains("no year in it holds 50 series"))
    }

    @Test func againstTMDbTheParametersAreSentOncePerPage() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let standIn = try TMDbStandInProcess()
        defer { standIn.stop() }
        let arguments = [
            "discover", "tv", "--genre", "drama", "--genre", "science fiction", "--any-genre", "--year", "1990-1999",
            "--min-rating", "7.5", "--language", "en", "--sort", "rating",
        ]
        let first = try popcorn.run(arguments + ["--json"], environment: standIn.environment())
        #expect(first.status == 0, "\(first.stderr)")
        let rows = try items(first.stdout)
        #expect(rows.first?["genres"] as? [String] == ["Sci-Fi & Fantasy", "Drama", "Action & Adventure"], "named from /genre/tv/list")
        let discover =
            "GET /3/discover/tv?first_air_date.gte=1990-01-01&first_air_date.lte=1999-12-31&language=en-US&page=1"
            + "&sort_by=vote_average.desc&vote_average.gte=7.5&vote_count.gte=100&with_genres=18|10765&with_original_language=en"
        #expect(standIn.requests() == ["GET /3/genre/tv/list?language=en-US", discover])
        // The same again, as text: answered by the disk cache, nothing sent.
        let second = try popcorn.run(arguments, environment: standIn.environment())
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("Game of Thrones #1399"))
        #expect(standIn.requests().count == 2)
        // A second page is a request of its own, once.
        _ = try popcorn.run(arguments + ["--page", "2"], environment: standIn.environment())
        _ = try popcorn.run(arguments + ["--page", "2"], environment: standIn.environment())
        #expect(standIn.requests().filter { $0.contains("/3/discover/tv?") && $0.contains("page=2") }.count == 1)
    }

    @Test func againstTMDbTheGenresAndTrendingSeriesComeFromTMDb() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let standIn = try TMDbStandInProcess()
        defer { standIn.stop() }
        let genres = try popcorn.run(["genres", "tv", "--json"], environment: standIn.environment())
        #expect(genres.status == 0, "\(genres.stderr)")
        #expect(try items(genres.stdout).count == 16)
        let trending = try popcorn.run(["trending", "tv", "--window", "day"], environment: standIn.environment())
        #expect(trending.status == 0, "\(trending.stderr)")
        #expect(trending.stdout.contains("Game of Thrones #1399") && trending.stdout.contains("over the last day"))
        #expect(standIn.requests().filter { $0.hasPrefix("GET /3/trending/tv/day") }.count == 1)
    }
}
