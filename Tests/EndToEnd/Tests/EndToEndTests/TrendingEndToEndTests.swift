import Foundation
import Testing

/// `popcorn trending` as a user meets it: offline, the embedded catalogue says it has no trending
/// figures and what it lists instead; live, TMDb's lists over a day or a week, kept an hour.
@Suite struct TrendingEndToEndTests {
    @Test func trendingPeopleOfflineAreThoseOfTheCataloguesLastBusyYearsNotThePopularList() throws {
        try Popcorn.scoped { popcorn in
            let run = try popcorn.run("trending", "person")
            #expect(run.status == 0, "\(run.stderr)")
            #expect(
                run.stdout.hasPrefix(
                    "Trending people\nThe embedded catalogue has no trending figures: these are the people credited on\n"
                        + "the 100 most popular films of 2014–2016 whose credits it holds, its last 3 years\n"
                        + "with at least 50 such films, ranked by those films' popularity.\n"
                ), "\(run.stdout)")
            #expect(
                run.stdout.contains("Christopher Nolan #525     Interstellar\nPete Docter #12890         Inside Out\n"), "\(run.stdout)")
            let popular = try popcorn.run("people", "popular")
            let names = { (text: String) in text.split(separator: "\n").dropFirst(4).prefix(10).map { $0.prefix(24) } }
            #expect(names(run.stdout) != names(popular.stdout), "not the popular list again")
            #expect(try popcorn.run("trending", "people").stdout == run.stdout, "the plural reads as the singular")
        }
    }

    @Test(arguments: [("day", "daily"), ("week", "weekly")])
    func aWindowAskedOfflineIsAnsweredThatTheCatalogueHasNoSuchFigures(window: String, figures: String) throws {
        try Popcorn.scoped { popcorn in
            let run = try popcorn.run("trending", "person", "--window", window)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(
                run.stdout.hasPrefix("Trending people\nThe embedded catalogue has no \(figures) figures (--window \(window) needs TMDb)"))
            let trending = try #require(
                try popcorn.run("trending", "person", "--window", window, "--json").document()["trending"] as? [String: Any])
            #expect(trending["window"] is NSNull)
            #expect((trending["basis"] as? String)?.contains("no \(figures) figures") == true)
        }
    }

    @Test func aWindowOrAKindPopcornDoesNotKnowIsAUsageError() throws {
        try Popcorn.scoped { popcorn in
            let window = try popcorn.run("trending", "person", "--window", "month")
            #expect(window.status == 64)
            #expect(window.stderr.contains("month"), "\(window.stderr)")
            let kind = try popcorn.run("trending", "films")
            #expect(kind.status == 64)
            #expect(kind.stderr.contains("films"), "\(kind.stderr)")
        }
    }

    @Test(arguments: ["day", "week"])
    func liveTheyAreTMDbsOverTheWindowAndASecondRunIsAnsweredByTheCache(window: String) throws {
        try Popcorn.againstTMDb { live in
            let first = try live.run("trending", "person", "--window", window, "--verbose")
            #expect(first.status == 0, "\(first.stderr)")
            #expect(first.stdout.hasPrefix("Trending people\nTMDb's trending figures over the last \(window).\n"), "\(first.stdout)")
            #expect(first.stdout.contains("Brad Pitt #287"))
            let requests = first.stderr.split(separator: "\n").filter { $0.contains("tmdb.request") }
            #expect(requests.count == 1, "\(first.stderr)")
            #expect(requests.first?.contains("path=/3/trending/person/\(window)") == true, "\(first.stderr)")
            let second = try live.run("trending", "people", "--window", window, "--verbose")
            #expect(second.status == 0)
            #expect(!second.stderr.contains("tmdb.request"), "\(second.stderr)")
            #expect(second.stderr.contains("people.cache.hit"))
            #expect(second.stdout == first.stdout)
        }
    }

    @Test func withNoKindItShowsFiveOfEachKindsTrendingListEachLeadingToTheWhole() throws {
        try Popcorn.scoped { popcorn in
            let run = try popcorn.run("trending", "--window", "day")
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.hasPrefix("Trending films\n"), "\(run.stdout)")
            #expect(run.stdout.contains("\nTrending people\nThe embedded catalogue has no daily figures (--window day needs TMDb)"))
            #expect(run.stdout.contains("Christopher Nolan #525"))
            #expect(run.stdout.hasSuffix("All trending people\n"), "\(run.stdout)")
            #expect(!run.stdout.contains("Search:"), "the search line is the explore screen's")
        }
    }

    @Test func exploreShowsTheListsAndTheGenresUnderTheSearchLine() throws {
        try Popcorn.scoped { popcorn in
            let run = try popcorn.run("explore")
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.hasPrefix("Search: run the search command with a title or a name\n\nTrending films\n"), "\(run.stdout)")
            for heading in ["Popular films", "Popular series", "Top rated films", "Top rated series", "Film genres", "Series genres"] {
                #expect(run.stdout.contains("\n\(heading)\n"), "\(heading)")
            }
            #expect(run.stdout.contains("Spirited Away #129"), "among the five best rated films")
            #expect(run.stdout.contains("All top rated films\n"))
            #expect(run.stdout.contains("Science Fiction"))
        }
    }

    /// `home`, the name of the screen explore replaced, is an alias of it on the command line and
    /// a place the browser reads.
    @Test func homeIsTheExploreScreen() throws {
        try Popcorn.scoped { popcorn in
            let explore = try popcorn.run("explore")
            let home = try popcorn.run("home")
            #expect(home.status == 0 && home.stderr.isEmpty, "\(home.stderr)")
            #expect(home.stdout == explore.stdout)
            let browsed = try popcorn.run(["browse", "home"], input: "q\n")
            #expect(browsed.stdout.hasPrefix("── Explore (1 of 1) ──\nSearch: press / and type a title or a name"), "\(browsed.stdout)")
        }
    }
}
