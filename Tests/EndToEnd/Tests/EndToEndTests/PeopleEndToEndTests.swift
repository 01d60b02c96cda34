import Foundation
import Testing

/// People as a user meets them: a person's page, their credits, the popular people, the links that
/// lead to them from films and series, and the ways a request for one can be wrong.
@Suite struct PeopleEndToEndTests {
    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func bradPittIsKnownForActingAndLeadsToHisCredits() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run("person", "287")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Brad Pitt\nKnown for Acting\n"))
        #expect(run.stdout.contains("Inglourious Basterds"))
        #expect(try popcorn.runAtTerminal("person", "287").screen.contains("popcorn person 287 --credits"))
    }

    @Test func creditsListFightClubAsTylerDurdenNewestFirst() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let document = try json(popcorn.run("person", "287", "--credits", "--json").stdout)
        let cast = try #require(document["cast"] as? [[String: Any]])
        let fightClub = try #require(cast.first { $0["id"] as? Int == 550 })
        #expect(fightClub["character"] as? String == "Tyler Durden")
        #expect(fightClub["kind"] as? String == "movie")
        let years = cast.compactMap { $0["year"] as? Int }
        #expect(years == years.sorted(by: >), "newest first")
        #expect(cast.contains { $0["title"] as? String == "Troy" })
    }

    @Test func aPersonLinksFilmsAndSeries() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let document = try json(popcorn.run("person", "117642", "--credits", "--json").stdout)
        let cast = try #require(document["cast"] as? [[String: Any]])
        #expect(cast.contains { $0["kind"] as? String == "tv" && $0["id"] as? Int == 1399 && $0["character"] as? String == "Khal Drogo" })
        let seriesOnly = try json(popcorn.run("person", "117642", "--credits", "--type", "tv", "--json").stdout)
        #expect((seriesOnly["cast"] as? [[String: Any]])?.allSatisfy { $0["kind"] as? String == "tv" } == true)
        #expect(seriesOnly["kind"] as? String == "tv")
    }

    @Test func filmAndSeriesScreensLeadToThePeopleTheyName() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        #expect(try popcorn.runAtTerminal("movie", "550", "--cast").screen.contains("popcorn person <id>"))
        #expect(try popcorn.runAtTerminal("movie", "550").screen.contains("popcorn person"))
        #expect(try popcorn.runAtTerminal("tv", "1399", "season", "1", "episode", "1").screen.contains("popcorn person"))
    }

    @Test func popularPeopleIsAListOfPeopleLeadingToTheirPages() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run("people", "popular")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Popular people\n"))
        #expect(try popcorn.runAtTerminal("people", "popular").screen.contains("popcorn person <id>"))
        let items = try #require(try json(popcorn.run("people", "popular", "--json").stdout)["items"] as? [[String: Any]])
        #expect(items.count == 20)
        #expect(items.allSatisfy { $0["kind"] as? String == "person" })
    }

    @Test(arguments: [
        (["person", "999999999"], Int32(1), "No person has id 999999999 in the embedded catalogue."),
        (["person", "0"], Int32(64), "0 is out of range for a person id"),
        (["person", "-1"], Int32(64), "-1 is out of range for a person id"),
        (["person", "287", "--type", "tv"], Int32(64), "--type and --department apply to --credits"),
        (["people"], Int32(64), "Missing the list to show"),
    ])
    func aWrongRequestSaysWhatWasWrong(arguments: [String], status: Int32, message: String) throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run(arguments)
        #expect(run.status == status, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(message), "\(run.stderr)")
    }

    @Test func aSeriesCastShowsItsMainCastFirstWithTheRecordedCounts() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let thrones = try popcorn.run("tv", "1399", "--cast")
        #expect(thrones.stdout.contains("Main cast\n"))
        #expect(thrones.stdout.contains("Peter Dinklage") && thrones.stdout.contains("Tyrion Lannister (73 episodes)"))
        #expect(thrones.stdout.contains("Guest stars\n"))
        let breakingBad = try json(popcorn.run("tv", "1396", "--cast", "--json").stdout)
        let first = try #require((breakingBad["cast"] as? [[String: Any]])?.first)
        #expect(first["name"] as? String == "Bryan Cranston" && first["character"] as? String == "Walter White")
        #expect(first["isMainCast"] as? Bool == true)
    }
}
