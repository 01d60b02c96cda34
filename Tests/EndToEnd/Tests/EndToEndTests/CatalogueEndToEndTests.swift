import Foundation
import Testing

/// The full catalogue as a user meets it: films with and without person ids, unknown facts, many
/// first runs at once, and a database damaged behind the app's back.
@Suite struct CatalogueEndToEndTests {
    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func theGodfatherShowsItsFactsAndItsWholeCastWithIDs() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run("movie", "238")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("The Godfather (1972)\n"))
        #expect(run.stdout.contains("Director  Francis Ford Coppola"))
        #expect(run.stdout.contains("Marlon Brando"))
        #expect(run.stdout.contains("Al Pacino"))
        let cast = try #require(try json(popcorn.run("movie", "238", "--json").stdout)["cast"] as? [[String: Any]])
        #expect(cast.first?["name"] as? String == "Marlon Brando")
        #expect(cast.first?["personId"] as? Int == 3084)
        #expect(cast.contains { $0["personId"] as? Int == 1158 && $0["character"] as? String == "Michael Corleone" }, "Al Pacino")
        #expect(try popcorn.run("movie", "238", "--cast").stdout.contains("Michael Corleone"))
    }

    @Test func avatarListsSamWorthingtonAsJakeSullyWithHisID() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run("movie", "19995", "--cast")
        #expect(run.stdout.contains("Sam Worthington"))
        let cast = try #require(try json(popcorn.run("movie", "19995", "--cast", "--json").stdout)["cast"] as? [[String: Any]])
        #expect(cast.first?["name"] as? String == "Sam Worthington")
        #expect(cast.first?["character"] as? String == "Jake Sully")
        #expect(cast.first?["personId"] as? Int == 65731)
    }

    @Test func wallEHasItsTitle() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        #expect(try json(popcorn.run("movie", "10681", "--json").stdout)["title"] as? String == "WALL·E")
    }

    @Test func anUnknownRuntimeIsShownAsUnknown() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run("movie", "40963")
        #expect(run.stdout.contains("Runtime   unknown"), "\(run.stdout)")
        #expect(try json(popcorn.run("movie", "40963", "--json").stdout)["runtimeMinutes"] is NSNull)
    }

    @Test func manyFirstRunsAtOnceAllAnswerAndBuildOneDatabase() async throws {
        let popcorn = try Popcorn(dataFolder: .empty)
        defer { popcorn.remove() }
        let outputs = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<40 {
                group.addTask { try popcorn.run("movie", "550").stdout }
            }
            return try await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(outputs.count == 40)
        #expect(outputs.allSatisfy { $0.hasPrefix("Fight Club (1999)\n") })
        let folder = popcorn.dataHome.appendingPathComponent("popcorn").path
        // Beside the history's file, which each run writes its view to.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains("catalogue") }.sorted() == [
                ".catalogue.sqlite.lock", "catalogue.sqlite",
            ])
    }

    static let damage = [
        "DROP TABLE catalogue_meta", "DROP TABLE genre", "DROP TABLE person", "DROP TABLE movie", "DROP TABLE movie_genre",
        "DROP TABLE movie_keyword", "DROP TABLE movie_cast", "DROP TABLE movie_crew",
        "UPDATE movie SET runtime = 'abc' WHERE id = 550", "UPDATE movie SET vote_count = 'many' WHERE id = 550",
        "UPDATE movie_cast SET name = 12.5, character = x'00ff' WHERE movie_id = 550",
    ]

    @Test(arguments: damage)
    func aDamagedDatabaseIsRebuiltAndAnswers(statement: String) throws {
        let popcorn = try Popcorn(dataFolder: .empty)
        defer { popcorn.remove() }
        #expect(try popcorn.run("movie", "550").status == 0)
        let database = popcorn.dataHome.appendingPathComponent("popcorn/catalogue.sqlite").path
        let sqlite = try popcorn.run(executable: URL(fileURLWithPath: "/usr/bin/sqlite3"), [database, statement])
        #expect(sqlite.status == 0, "\(sqlite.stderr)")
        let run = try popcorn.run("movie", "550")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Fight Club (1999)\n"))
        #expect(!run.stderr.contains("Fatal error") && !run.stderr.contains("Backtrac"))
    }
}
