import EmbeddedCatalogue
import Foundation
import Testing

@Suite struct SeedValidationTests {
    func failure(of seed: CatalogueSeed) -> String? {
        do {
            _ = try CatalogueStore.inMemory(seed: seed)
            return nil
        } catch {
            guard case .seedInvalid(let reason) = error else { return "unexpected \(error)" }
            return reason
        }
    }

    @Test func rejectsAGenreMissingFromTheTable() {
        let seed = TestSeeds.seed(replacing: #""genres": ["Drama"]"#, with: #""genres": ["Dramma"]"#)
        #expect(failure(of: seed) == #"movie 550 "Fight Club": genre "Dramma" is not in the genre table"#)
    }

    @Test func rejectsARepeatedID() {
        let seed = TestSeeds.seed(replacing: #""id": 807, "title""#, with: #""id": 550, "title""#)
        #expect(failure(of: seed) == #"movie 550 "Se7en": the id is used twice"#)
    }

    @Test func rejectsAnImpossibleReleaseDate() {
        let seed = TestSeeds.seed(replacing: "1999-10-15", with: "1999-02-30")
        #expect(failure(of: seed)?.contains(#"releaseDate "1999-02-30" is not a day"#) == true)
    }

    @Test func rejectsOnePersonUnderTwoNames() {
        let seed = TestSeeds.seed(
            replacing: #""name": "Brad Pitt", "character": "David Mills""#, with: #""name": "B. Pitt", "character": "David Mills""#)
        #expect(failure(of: seed) == #"movie 807 "Se7en": person 287 is called "B. Pitt" here but "Brad Pitt" elsewhere"#)
    }

    @Test func rejectsARatingOffTheScale() {
        let seed = TestSeeds.seed(replacing: #""voteAverage": 8.3"#, with: #""voteAverage": 83"#)
        #expect(failure(of: seed)?.hasPrefix(#"movie 550 "Fight Club": voteAverage"#) == true)
    }

    @Test func namesTheFieldThatIsMissing() {
        let reason = failure(of: TestSeeds.seed(replacing: #""overview": "An insomniac and a soap maker start a club.","#, with: ""))
        #expect(reason?.contains("overview is missing") == true, "\(reason ?? "no failure")")
    }

    @Test func acceptsAFilmWithoutARuntime() {
        let seed = TestSeeds.seed(replacing: #""runtime": 139, "genres""#, with: #""genres""#)
        #expect(failure(of: seed) == nil, "runtime is optional")
    }

    @Test func rejectsWhatIsNotJSON() {
        #expect(failure(of: CatalogueSeed(data: Data("{ not json".utf8))) != nil)
    }
}
