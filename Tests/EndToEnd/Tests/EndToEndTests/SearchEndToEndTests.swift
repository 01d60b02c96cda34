import Foundation
import Testing

/// Search as a new user meets it: by name, with typos, accents and original titles; the kinds
/// kept apart; and the ways a query can be wrong or find nothing.
@Suite struct SearchEndToEndTests {
    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The first result of a search, as `kind id`.
    func first(_ popcorn: Popcorn, _ arguments: String...) throws -> String? {
        let run = try popcorn.run(["search"] + arguments + ["--json"])
        let items = try json(run.stdout)["items"] as? [[String: Any]]
        return items?.first.map { "\($0["kind"] as? String ?? "?") \($0["id"] as? Int ?? 0)" }
    }

    @Test func findsWhatANewUserTypes() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        #expect(try first(popcorn, "amelie") == "movie 194")
        #expect(try first(popcorn, "fight", "clb") == "movie 550")
        #expect(try first(popcorn, "fight clb") == "movie 550")
        #expect(try first(popcorn, "pitt", "--type", "person") == "person 287")
        #expect(try first(popcorn, "poulain") == "movie 194")
        #expect(try first(popcorn, "鋼の錬金術師") == "movie 426285", "the 2017 film holds that original title whole")
        #expect(try first(popcorn, "star wars") == "movie 11")
        #expect(try first(popcorn, "breaking bad") == "tv 1396")
        #expect(try first(popcorn, "BREAKING  bad!") == "tv 1396")
    }

    @Test func listsEveryKindWithItsKindAndYear() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run("search", "fight", "clb")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Results for \"fight clb\"\n"))
        #expect(run.stdout.contains("movie  Fight Club #550  "), "\(run.stdout)")
        #expect(try popcorn.runAtTerminal("search", "fight", "clb").screen.contains("popcorn movie <id>"))
    }

    @Test func aQueryThatMatchesNothingSaysSoAndExitsZero() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let text = try popcorn.run("search", "qqqzzzxxy")
        #expect(text.status == 0)
        #expect(text.stdout.contains("Nothing matches \"qqqzzzxxy\"."))
        let document = try json(try popcorn.run("search", "qqqzzzxxy", "--json").stdout)
        #expect((document["items"] as? [Any])?.isEmpty == true)
        #expect(document["totalResults"] as? Int == 0)
    }

    @Test func anEmptyQueryIsAUsageError() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let none = try popcorn.run("search")
        #expect(none.status == 64)
        #expect(none.stderr.contains("Say what to search for"))
        let punctuation = try popcorn.run("search", " ?! ")
        #expect(punctuation.status == 64)
        #expect(punctuation.stderr.contains("no letter or digit"))
        let badType = try popcorn.run("search", "pitt", "--type", "actor")
        #expect(badType.status == 64)
        #expect(try popcorn.run("search", "pitt", "--page", "0").status == 64)
    }
}
