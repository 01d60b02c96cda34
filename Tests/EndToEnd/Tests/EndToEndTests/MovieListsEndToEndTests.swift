import Foundation
import Testing

@Suite struct MovieListsEndToEndTests {
    func ids(_ json: String) throws -> [Int] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return (document["items"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int }
    }

    @Test func popularPagesTwentyAtATime() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let first = try popcorn.run("movies", "popular", "--json")
        let second = try popcorn.run("movies", "popular", "--page", "2", "--json")
        #expect(first.status == 0 && second.status == 0)
        #expect(try ids(first.stdout).count == 20)
        #expect(Set(try ids(first.stdout)).isDisjoint(with: try ids(second.stdout)))
        let text = try popcorn.run("movies", "popular")
        #expect(text.stdout.hasPrefix("Popular movies\nPage 1 of "))
    }

    @Test func topRatedIsHighestFirst() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run("movies", "top-rated", "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let ratings = (document["items"] as? [[String: Any]] ?? []).compactMap { $0["voteAverage"] as? Double }
        #expect(!ratings.isEmpty)
        #expect(ratings == ratings.sorted(by: >))
    }

    @Test func castListsEveryoneAndSimilarLeadsWithFincher() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let cast = try popcorn.run("movie", "550", "--cast")
        #expect(cast.status == 0)
        #expect(cast.stdout.hasPrefix("Fight Club (1999): cast and crew\n"))
        #expect(cast.stdout.contains("Edward Norton"))
        #expect(cast.stdout.contains("Directing"))
        let similar = try popcorn.run("movie", "550", "--similar", "--json")
        #expect(try ids(similar.stdout).prefix(2) == [4547, 807], "Panic Room and Se7en, Fincher's, with Fight Club's crew")
        #expect(try !ids(similar.stdout).contains(550))
    }

    @Test func aPagePastTheEndSaysSo() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run("movies", "top-rated", "--page", "435")
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("error: There is no page 435: the list has 434 pages.\nhint: Ask for a page from 1 to 434.\n"))
    }
}
