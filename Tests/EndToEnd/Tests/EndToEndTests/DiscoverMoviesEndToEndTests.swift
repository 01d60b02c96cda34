import Foundation
import Testing

/// `popcorn discover movie` and `popcorn genres movie`, offline on the embedded catalogue and live
/// against the TMDb stand-in, whose report of requests shows the parameters sent.
@Suite struct DiscoverMoviesEndToEndTests {
    @Test func dramasOfTheNinetiesByRatingOpenWithTheShawshankRedemptionThenFightClub() throws {
        try Popcorn.scoped { popcorn in
            let run = try popcorn.run("discover", "movie", "--genre", "drama", "--year", "1990-1999", "--sort", "rating")
            #expect(run.status == 0, "\(run.stderr)")
            let lines = run.stdout.split(separator: "\n").map(String.init)
            #expect(lines.prefix(2) == ["Discovered movies", "popcorn discover movie --genre drama --year 1990-1999 --sort rating"])
            let rows = lines.filter { $0.contains(" #") }
            #expect(rows.first?.hasPrefix("The Shawshank Redemption #278") == true, "\(run.stdout)")
            #expect(rows.dropFirst().first?.hasPrefix("Fight Club #550") == true)
            #expect(rows.first?.contains("Drama, Crime") == true, "its genres, at 80 columns")
            let films = try popcorn.run("discover", "movies", "--genre", "DRAMA", "--year", "1990-1999", "--sort", "rating", "--json")
                .items()
            #expect(films.prefix(2).map { $0["id"] as? Int } == [278, 550])
            #expect(films.allSatisfy { ($0["genres"] as? [String])?.contains("Drama") == true && ($0["voteCount"] as? Int ?? 0) >= 200 })
        }
    }

    @Test func scienceFictionOf1999ListsTheMatrixAndAHeistListsInception() throws {
        try Popcorn.scoped { popcorn in
            let matrix = try popcorn.run("discover", "movie", "--genre", "science fiction", "--year", "1999")
            #expect(matrix.status == 0, "\(matrix.stderr)")
            #expect(matrix.stdout.contains("The Matrix #603"))
            let heist = try popcorn.run("discover", "movie", "--keyword", "heist", "--json")
            #expect(heist.status == 0, "\(heist.stderr)")
            #expect(try heist.items().contains { $0["id"] as? Int == 27205 }, "Inception")
            let titles = try popcorn.run("discover", "movie", "--year", "1999", "--sort", "title", "--json").items()
            let names = titles.compactMap { $0["title"] as? String }
            #expect(names == names.sorted { $0.lowercased() < $1.lowercased() })
        }
    }

    @Test func aReversedSpanAndAnUnknownGenreAreUsageErrorsAndNothingFoundIsNoError() throws {
        try Popcorn.scoped { popcorn in
            let reversed = try popcorn.run("discover", "movie", "--year", "2000-1990")
            #expect(reversed.status == 64)
            #expect(reversed.stderr.unwrapped.contains("--year 2000-1990 starts after it ends"))
            #expect(reversed.stdout.isEmpty)
            let unknown = try popcorn.run("discover", "movie", "--genre", "nonsense")
            #expect(unknown.status == 64)
            #expect(unknown.stderr.unwrapped.contains("The genres are: Action, Adventure, Animation, Comedy"), "\(unknown.stderr)")
            #expect(unknown.stderr.unwrapped.contains("Science Fiction, TV Movie, Thriller, War, Western"))
            let rating = try popcorn.run("discover", "movie", "--min-rating", "11")
            #expect(rating.status == 64)
            #expect(rating.stderr.unwrapped.contains("ratings are from 0 to 10"))
            let nothing = try popcorn.run("discover", "movie", "--keyword", "qqqzzzxxy")
            #expect(nothing.status == 0, "\(nothing.stderr)")
            #expect(nothing.stdout.contains("No movies match this filter."))
            let empty = try popcorn.run("discover", "movie", "--keyword", "qqqzzzxxy", "--json")
            #expect(empty.status == 0)
            #expect(try empty.items().isEmpty)
        }
    }

    @Test func theGenresOfFilmsAreCounted() throws {
        try Popcorn.scoped { popcorn in
            let run = try popcorn.run("genres", "movie", "--json")
            #expect(run.status == 0, "\(run.stderr)")
            let counts = Dictionary(
                try run.items().map { ($0["name"] as? String ?? "", $0["count"] as? Int ?? -1) }, uniquingKeysWith: { $1 })
            #expect(counts["Drama"] == 36_048 && counts["Science Fiction"] == 4_194)
            #expect(counts["Sci-Fi & Fantasy"] == nil, "a series genre holds no film")
            let text = try popcorn.run("genres", "movies")
            #expect(text.status == 0 && text.stdout.contains("Science Fiction"))
        }
    }

    @Test func againstTMDbTheParametersAreSentOncePerPage() throws {
        try Popcorn.againstTMDb { live in
            let arguments = [
                "discover", "movie", "--genre", "drama", "--genre", "crime", "--any-genre", "--year", "1990-1999", "--min-rating", "7.5",
                "--runtime", "90-180", "--language", "en", "--keyword", "heist", "--sort", "rating",
            ]
            let first = try live.run(arguments + ["--json"])
            #expect(first.status == 0, "\(first.stderr)")
            let rows = try first.items()
            #expect(rows.first?["id"] as? Int == 550)
            #expect(rows.first?["genres"] as? [String] == ["Drama"], "named from /genre/movie/list")
            let discover =
                "GET /3/discover/movie?language=en-US&page=1&primary_release_date.gte=1990-01-01&primary_release_date.lte=1999-12-31"
                + "&sort_by=vote_average.desc&vote_average.gte=7.5&vote_count.gte=200&with_genres=18|80&with_keywords=900101"
                + "&with_original_language=en&with_runtime.gte=90&with_runtime.lte=180"
            #expect(
                live.requests() == [
                    "GET /3/genre/movie/list?language=en-US", "GET /3/search/keyword?language=en-US&page=1&query=heist", discover,
                ])
            // The same again, as text: answered by the disk cache, nothing sent.
            let second = try live.run(arguments)
            #expect(second.status == 0, "\(second.stderr)")
            #expect(second.stdout.contains("Fight Club #550"))
            #expect(live.requests().count == 3)
            #expect(try live.timesPageTwoIsAsked(arguments, of: "/3/discover/movie") == 1, "a second page is a request of its own, once")
        }
    }

    @Test func againstTMDbTheGenresComeWithoutCounts() throws {
        try Popcorn.againstTMDb { live in
            let genres = try live.run("genres", "movie", "--json")
            #expect(genres.status == 0, "\(genres.stderr)")
            let list = try genres.items()
            #expect(list.count == 19)
            #expect(list.allSatisfy { $0["count"] is NSNull })
            _ = try live.run("genres", "movie")
            #expect(live.requests() == ["GET /3/genre/movie/list?language=en-US"], "kept a week")
        }
    }

    @Test func trendingFilmsOfflineAreTheMostPopularOfTheLastThreeBusyYearsAndSaySo() throws {
        try Popcorn.scoped { popcorn in
            let run = try popcorn.run("trending", "movie")
            #expect(run.status == 0, "\(run.stderr)")
            #expect(
                run.stdout.unwrapped.contains(
                    "The embedded catalogue has no trending figures: these are the 100 most popular films of 2023–2025, its last 3 years"
                        + " with at least 50 films."))
            #expect(run.stdout.contains("Frankenstein #1062722"), "the most popular of those years")
            let rows = try popcorn.run("trending", "movies", "--json").items()
            #expect(rows.allSatisfy { (2023...2025).contains(Int(($0["releaseDate"] as? String ?? "").prefix(4)) ?? 0) })
            #expect(rows.allSatisfy { !(($0["genres"] as? [String]) ?? []).isEmpty })
        }
    }

    @Test func againstTMDbTrendingFilmsAreAskedOnceAWindowAndPage() throws {
        try Popcorn.againstTMDb { live in
            for _ in 0..<2 {
                let run = try live.run("trending", "movie", "--window", "day")
                #expect(run.status == 0, "\(run.stderr)")
                #expect(run.stdout.contains("Fight Club #550") && run.stdout.contains("over the last day"))
            }
            #expect(live.requests().filter { $0.hasPrefix("GET /3/trending/movie/day") }.count == 1)
        }
    }
}
