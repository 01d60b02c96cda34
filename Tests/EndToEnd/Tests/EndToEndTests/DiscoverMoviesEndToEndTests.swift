import Foundation
import Testing

/// `popcorn discover movie` and `popcorn genres movie`, offline on the embedded catalogue and live
/// against the TMDb stand-in, whose report of requests shows the parameters sent.
@Suite struct DiscoverMoviesEndToEndTests {
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

    @Test func dramasOfTheNinetiesByRatingOpenWithTheShawshankRedemptionThenFightClub() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run("discover", "movie", "--genre", "drama", "--year", "1990-1999", "--sort", "rating")
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.prefix(2) == ["Discovered movies", "popcorn discover movie --genre drama --year 1990-1999 --sort rating"])
        let rows = lines.filter { $0.contains(" #") }
        #expect(rows.first?.hasPrefix("The Shawshank Redemption #278") == true, "\(run.stdout)")
        #expect(rows.dropFirst().first?.hasPrefix("Fight Club #550") == true)
        #expect(rows.first?.contains("Drama, Crime") == true, "its genres, at 80 columns")
        let document = try popcorn.run("discover", "movies", "--genre", "DRAMA", "--year", "1990-1999", "--sort", "rating", "--json")
        let films = try items(document.stdout)
        #expect(films.prefix(2).map { $0["id"] as? Int } == [278, 550])
        #expect(films.allSatisfy { ($0["genres"] as? [String])?.contains("Drama") == true && ($0["voteCount"] as? Int ?? 0) >= 200 })
    }

    @Test func scienceFictionOf1999ListsTheMatrixAndAHeistListsInception() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let matrix = try popcorn.run("discover", "movie", "--genre", "science fiction", "--year", "1999")
        #expect(matrix.status == 0, "\(matrix.stderr)")
        #expect(matrix.stdout.contains("The Matrix #603"))
        let heist = try popcorn.run("discover", "movie", "--keyword", "heist", "--json")
        #expect(heist.status == 0, "\(heist.stderr)")
        #expect(try items(heist.stdout).contains { $0["id"] as? Int == 27205 }, "Inception")
        let titles = try items(popcorn.run("discover", "movie", "--year", "1999", "--sort", "title", "--json").stdout)
        let names = titles.compactMap { $0["title"] as? String }
        #expect(names == names.sorted { $0.lowercased() < $1.lowercased() })
    }

    @Test func aReversedSpanAndAnUnknownGenreAreUsageErrorsAndNothingFoundIsNoError() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let reversed = try popcorn.run("discover", "movie", "--year", "2000-1990")
        #expect(reversed.status == 64)
        #expect(unwrapped(reversed.stderr).contains("--year 2000-1990 starts after it ends"))
        #expect(reversed.stdout.isEmpty)
        let unknown = try popcorn.run("discover", "movie", "--genre", "nonsense")
        #expect(unknown.status == 64)
        #expect(unwrapped(unknown.stderr).contains("The genres are: Action, Adventure, Animation, Comedy"), "\(unknown.stderr)")
        #expect(unwrapped(unknown.stderr).contains("Science Fiction, TV Movie, Thriller, War, Western"))
        let rating = try popcorn.run("discover", "movie", "--min-rating", "11")
        #expect(rating.status == 64)
        #expect(unwrapped(rating.stderr).contains("ratings are from 0 to 10"))
        let nothing = try popcorn.run("discover", "movie", "--keyword", "qqqzzzxxy")
        #expect(nothing.status == 0, "\(nothing.stderr)")
        #expect(nothing.stdout.contains("No movies match this filter."))
        let empty = try popcorn.run("discover", "movie", "--keyword", "qqqzzzxxy", "--json")
        #expect(empty.status == 0)
        #expect(try items(empty.stdout).isEmpty)
    }

    @Test func theGenresOfFilmsAreCounted() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run("genres", "movie", "--json")
        #expect(run.status == 0, "\(run.stderr)")
        let counts = Dictionary(
            try items(run.stdout).map { ($0["name"] as? String ?? "", $0["count"] as? Int ?? -1) }, uniquingKeysWith: { $1 })
        #expect(counts["Drama"] == 2297 && counts["Science Fiction"] == 535)
        #expect(counts["Sci-Fi & Fantasy"] == nil, "a series genre holds no film")
        let text = try popcorn.run("genres", "movies")
        #expect(text.status == 0 && text.stdout.contains("Science Fiction"))
    }

    @Test func againstTMDbTheParametersAreSentOncePerPage() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let standIn = try TMDbStandInProcess()
        defer { standIn.stop() }
        let arguments = [
            "discover", "movie", "--genre", "drama", "--genre", "crime", "--any-genre", "--year", "1990-1999", "--min-rating", "7.5",
            "--runtime", "90-180", "--language", "en", "--keyword", "heist", "--sort", "rating",
        ]
        let first = try popcorn.run(arguments + ["--json"], environment: standIn.environment())
        #expect(first.status == 0, "\(first.stderr)")
        let rows = try items(first.stdout)
        #expect(rows.first?["id"] as? Int == 550)
        #expect(rows.first?["genres"] as? [String] == ["Drama"], "named from /genre/movie/list")
        let discover =
            "GET /3/discover/movie?language=en-US&page=1&primary_release_date.gte=1990-01-01&primary_release_date.lte=1999-12-31"
            + "&sort_by=vote_average.desc&vote_average.gte=7.5&vote_count.gte=200&with_genres=18|80&with_keywords=900101"
            + "&with_original_language=en&with_runtime.gte=90&with_runtime.lte=180"
        #expect(
            standIn.requests() == [
                "GET /3/genre/movie/list?language=en-US", "GET /3/search/keyword?language=en-US&page=1&query=heist", discover,
            ])
        // The same again, as text: answered by the disk cache, nothing sent.
        let second = try popcorn.run(arguments, environment: standIn.environment())
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("Fight Club #550"))
        #expect(standIn.requests().count == 3)
        // A second page is a request of its own, once.
        _ = try popcorn.run(arguments + ["--page", "2"], environment: standIn.environment())
        _ = try popcorn.run(arguments + ["--page", "2"], environment: standIn.environment())
        #expect(standIn.requests().filter { $0.contains("/3/discover/movie?") && $0.contains("page=2") }.count == 1)
    }

    @Test func againstTMDbTheGenresComeWithoutCounts() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let standIn = try TMDbStandInProcess()
        defer { standIn.stop() }
        let genres = try popcorn.run(["genres", "movie", "--json"], environment: standIn.environment())
        #expect(genres.status == 0, "\(genres.stderr)")
        let list = try items(genres.stdout)
        #expect(list.count == 19)
        #expect(list.allSatisfy { $0["count"] is NSNull })
        _ = try popcorn.run(["genres", "movie"], environment: standIn.environment())
        #expect(standIn.requests() == ["GET /3/genre/movie/list?language=en-US"], "kept a week")
    }

    @Test func trendingFilmsOfflineAreTheMostPopularOfTheLastThreeBusyYearsAndSaySo() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run("trending", "movie")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            unwrapped(run.stdout).contains(
                "The embedded catalogue has no trending figures: these are the 100 most popular films of 2014–2016, its last 3 years with"
                    + " at least 50 films."))
        #expect(run.stdout.contains("Minions #211672"), "the most popular of those years")
        let rows = try items(popcorn.run("trending", "movies", "--json").stdout)
        #expect(rows.allSatisfy { (2014...2016).contains(Int(($0["releaseDate"] as? String ?? "").prefix(4)) ?? 0) })
        #expect(rows.allSatisfy { !(($0["genres"] as? [String]) ?? []).isEmpty })
    }

    @Test func againstTMDbTrendingFilmsAreAskedOnceAWindowAndPage() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let standIn = try TMDbStandInProcess()
        defer { standIn.stop() }
        for _ in 0..<2 {
            let run = try popcorn.run(["trending", "movie", "--window", "day"], environment: standIn.environment())
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.contains("Fight Club #550") && run.stdout.contains("over the last day"))
        }
        #expect(standIn.requests().filter { $0.hasPrefix("GET /3/trending/movie/day") }.count == 1)
    }
}
