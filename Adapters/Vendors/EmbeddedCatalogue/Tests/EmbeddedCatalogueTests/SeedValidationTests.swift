import EmbeddedCatalogue
import EmbeddedCatalogueTestSupport
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
        let seed = TestSeeds.seed(replacing: #""genres":["Drama"]"#, with: #""genres":["Dramma"]"#)
        #expect(failure(of: seed) == #"movie 550 "Fight Club": genre "Dramma" is not in genres.jsonl"#)
    }

    @Test func rejectsARepeatedID() {
        let seed = TestSeeds.seed(replacing: #""id":807,"#, with: #""id":550,"#)
        #expect(failure(of: seed) == #"movie 550 "Se7en": the id is used twice"#)
    }

    @Test func rejectsAnImpossibleReleaseDate() {
        let seed = TestSeeds.seed(replacing: "1999-10-15", with: "1999-02-30")
        #expect(failure(of: seed)?.contains(#"releaseDate "1999-02-30" is not a day"#) == true)
    }

    @Test func rejectsACreditNamingAPersonUnderAnotherName() {
        let seed = TestSeeds.seed(
            replacing: #""character":"David Mills","name":"Brad Pitt""#, with: #""character":"David Mills","name":"B. Pitt""#)
        #expect(failure(of: seed) == #"movie 807 "Se7en": person 287 is called "B. Pitt" here but "Brad Pitt" in people.tsv"#)
    }

    @Test func rejectsACreditWhosePersonIsNotStored() {
        let seed = TestSeeds.seed(replacing: "819\tEdward Norton\t2\t\t\t\n", with: "")
        #expect(failure(of: seed) == #"movie 550 "Fight Club": person 819 (Edward Norton) is not in people.tsv"#)
    }

    @Test func rejectsOnePersonListedTwice() {
        let seed = TestSeeds.seed(
            replacing: "819\tEdward Norton\t2\t\t\t\n", with: "819\tEdward Norton\t2\t\t\t\n819\tEd Norton\t2\t\t\t\n")
        #expect(
            failure(of: seed)
                == "people.tsv line 4 column 1 (id): person 819 comes after person 819: the people are sorted by id, each once")
    }

    @Test func rejectsARatingOffTheScaleOrHalfKnown() {
        #expect(
            failure(of: TestSeeds.seed(replacing: #""voteAverage":8.3"#, with: #""voteAverage":83"#))?.hasPrefix(
                #"movie 550 "Fight Club": voteAverage"#) == true)
        #expect(failure(of: TestSeeds.seed(replacing: #""voteAverage":8.3"#, with: #""voteAverage":null"#)) != nil)
    }

    @Test func namesTheFileLineAndFieldThatIsMissing() {
        let reason = failure(of: TestSeeds.seed(replacing: #""originalLanguage":"en","originalTitle":"Fight Club","#, with: ""))
        #expect(reason?.hasPrefix("movies.jsonl line 2: ") == true, "\(reason ?? "no failure")")
        #expect(reason?.contains("originalLanguage is missing") == true, "\(reason ?? "no failure")")
    }

    @Test func acceptsUnknownFactsAsNull() {
        #expect(failure(of: TestSeeds.seed) == nil, "Amélie has no runtime, votes or synopsis")
    }

    @Test func rejectsWhatIsNotJSON() {
        #expect(failure(of: CatalogueSeed(movies: "{ not json", people: "", genres: "")) != nil)
    }
}
