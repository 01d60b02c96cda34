import Foundation
import Testing

/// Series, seasons and episodes as a user meets them, and the ways a request for one can be wrong.
@Suite struct TVSeriesEndToEndTests {
    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// A message as one line: the text screen wraps it at the terminal's width.
    func unwrapped(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func gameOfThronesShowsItsFactsAndLeadsToItsSeasons() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run("tv", "1399")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Game of Thrones (2011)\n"))
        #expect(run.stdout.contains("HBO"))
        #expect(run.stdout.contains("David Benioff"))
        #expect(run.stdout.contains("as of 2019-05"))
        #expect(try popcorn.runAtTerminal("tv", "1399").screen.contains("popcorn tv 1399 season <n>"))
    }

    @Test func seasonOneOfGameOfThronesHasTenEpisodesWinterIsComingFirst() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let document = try json(popcorn.run("tv", "1399", "season", "1", "--json").stdout)
        let episodes = try #require(document["episodes"] as? [[String: Any]])
        #expect(episodes.count == 10)
        #expect(episodes.first?["name"] as? String == "Winter Is Coming")
        #expect(episodes.first?["airDate"] as? String == "2011-04-17")
    }

    @Test func theFirstEpisodeHasJasonMomoaAsKhalDrogo() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run("tv", "1399", "season", "1", "episode", "1")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Winter Is Coming\n"))
        #expect(run.stdout.contains("Jason Momoa"))
        #expect(run.stdout.contains("Khal Drogo"))
        #expect(
            try popcorn.runAtTerminal("tv", "1399", "season", "1", "episode", "1").screen.contains("popcorn tv 1399 season 1 "),
            "and back up to the season")
    }

    @Test func theCastCountsEpisodes() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run("tv", "1399", "--cast")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(unwrapped(run.stdout).contains("the 20 episodes whose credits the catalogue holds"), "\(run.stdout)")
        #expect(run.stdout.contains("Khal Drogo ("))
        let document = try json(popcorn.run("tv", "1399", "--cast", "--json").stdout)
        #expect(document["kind"] as? String == "tv")
    }

    @Test func breakingBadSeasonOneHasItsSevenEpisodes() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run("tv", "1396", "season", "1")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Breaking Bad: Season 1\n"))
        #expect(run.stdout.contains("Pilot"))
        let document = try json(popcorn.run("tv", "1396", "season", "1", "--json").stdout)
        let episodes = try #require(document["episodes"] as? [[String: Any]])
        #expect(episodes.map { $0["episodeNumber"] as? Int } == Array(1...7))
        #expect(episodes.first?["airDate"] as? String == "2008-01-20")
    }

    @Test func anEpisodeLeadsToThePreviousAndTheNext() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run("tv", "1399", "season", "1", "episode", "2")
        #expect(run.status == 0, "\(run.stderr)")
        let screen = try popcorn.runAtTerminal("tv", "1399", "season", "1", "episode", "2").screen
        #expect(screen.contains("popcorn tv 1399 season 1 episode 1 "))
        #expect(screen.contains("popcorn tv 1399 season 1 episode 3 "))
    }

    @Test func theListsAreSubcommandsBesideTheSeriesID() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        for list in ["popular", "top-rated"] {
            let run = try popcorn.run("tv", list)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.contains("series"))
        }
        let similar = try popcorn.run("tv", "1399", "--similar")
        #expect(similar.status == 0, "\(similar.stderr)")
        #expect(similar.stdout.hasPrefix("Series like Game of Thrones\n"))
        #expect(!similar.stdout.contains("Game of Thrones  "), "not itself")
    }

    @Test func popularSeriesIsAListOfSeries() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let document = try json(popcorn.run("tv", "popular", "--json").stdout)
        let items = try #require(document["items"] as? [[String: Any]])
        #expect(items.count == 20)
        #expect(items.allSatisfy { $0["kind"] as? String == "tv" })
        #expect(document["totalResults"] as? Int == 100)
    }

    @Test func aSeasonTheSeriesDoesNotHaveListsTheSeasonsItHas() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run("tv", "1399", "season", "99")
        #expect(run.status == 1)
        #expect(unwrapped(run.stderr).contains("has no season 99"), "\(run.stderr)")
        #expect(unwrapped(run.stderr).contains("its seasons are 0 to 8"), "\(run.stderr)")
    }

    @Test func anEpisodePastTheEndSaysHowManyTheSeasonHas() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run("tv", "1399", "season", "1", "episode", "11")
        #expect(run.status == 1)
        #expect(unwrapped(run.stderr).contains("the season has 10 episodes"), "\(run.stderr)")
    }

    @Test func aSeasonWhoseEpisodesAreNotHeldSaysExactlyThat() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let season = try popcorn.run("tv", "1396", "season", "0")
        #expect(season.status == 0)
        #expect(season.stdout.contains("The catalogue holds no episode list for this season."))
        let episode = try popcorn.run("tv", "1396", "season", "0", "episode", "1")
        #expect(episode.status == 1)
        #expect(unwrapped(episode.stderr).contains("does not hold the episodes of season 0"), "\(episode.stderr)")
    }

    @Test func laterRecordsHoldWholeSeasonsEachFigureDated() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let breakingBad = try popcorn.run("tv", "1396", "season", "2")
        #expect(breakingBad.status == 0)
        #expect(breakingBad.stdout.contains("Episodes  13\n"))
        #expect(breakingBad.stdout.contains("13  ABQ"))
        #expect(breakingBad.stdout.hasSuffix("\n\nFigures as of 2019-05; ratings as of 2024-11.\n"))
        let strangerThings = try popcorn.run("tv", "66732", "season", "4")
        #expect(strangerThings.status == 0, "\(strangerThings.stderr)")
        #expect(strangerThings.stdout.hasSuffix("\n\nFigures as of 2026-08.\n"))
        let series = try popcorn.run("tv", "66732")
        #expect(series.stdout.hasSuffix("\n\nFigures as of 2019-05; seasons 4, 5 as of 2026-08.\n"))
        // The head agrees with the newest record the seasons show: five seasons, the last aired in 2025.
        #expect(series.stdout.contains("Last aired   2025-12-31\n"), "\(series.stdout)")
        #expect(series.stdout.contains("Seasons      5\n") && series.stdout.contains("Episodes     42\n"), "\(series.stdout)")
        let films = try popcorn.run("movies", "popular")
        #expect(films.stdout.hasSuffix("\n\nFigures as of 2024, 2025-11.\n"), "a film list dates its figures: \(films.stdout.suffix(200))")
    }

    @Test(arguments: [
        (["tv", "1399", "season", "-1"], "-1 is out of range"),
        (["tv", "1399", "season", "x"], "\"x\" is not a number"),
        (["tv", "1399", "season", "1", "episode", "-2"], "-2 is out of range"),
        (["tv", "1399", "season", "1", "episode", "one"], "\"one\" is not a number"),
    ])
    func aBadSeasonOrEpisodeIsAUsageError(arguments: [String], message: String) throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run(arguments)
        #expect(run.status == 64)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(!run.stderr.contains("nknown option"))
    }
}
