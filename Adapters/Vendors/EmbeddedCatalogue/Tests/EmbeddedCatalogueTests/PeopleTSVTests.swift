import EmbeddedCatalogue
import EmbeddedCatalogueTestSupport
import Testing

/// The people of `people.tsv`: stored with their facts, an empty field unknown, and a mistake in
/// the file named by line and column.
@Suite struct PeopleTSVTests {
    /// The reason the catalogue gives for refusing `seed`, or nil when it builds.
    func failure(of seed: CatalogueSeed) -> String? {
        do {
            _ = try CatalogueStore.inMemory(seed: seed)
            return nil
        } catch {
            guard case .seedInvalid(let reason) = error else { return "unexpected \(error)" }
            return reason
        }
    }

    /// The four-film seed with Brad Pitt's line (line 2 of `people.tsv`) replaced by `line`.
    func seed(withBradPitt line: String) -> CatalogueSeed {
        TestSeeds.seed(replacing: "287\tBrad Pitt\t2\t\t\t\n", with: line + "\n")
    }

    @Test func aPersonIsStoredWithTheFactsOfTheirLineAndUnknownWhereItIsEmpty() throws {
        let store = try CatalogueStore.inMemory(seed: seed(withBradPitt: "287\tBrad Pitt\t2\t1963-12-18\t\tUSA"))
        let pitt = try #require(try store.person(id: 287))
        #expect(pitt.name == "Brad Pitt" && pitt.gender == 2)
        #expect(pitt.birthday == "1963-12-18" && pitt.deathday == nil && pitt.countryOfBirth == "USA")
        let clayton = try #require(try store.person(id: 1219))
        #expect(clayton.gender == nil && clayton.birthday == nil && clayton.countryOfBirth == nil)
    }

    @Test func aMistakeIsNamedByLineAndColumn() {
        let cases: [(String, String)] = [
            ("x287\tBrad Pitt\t2\t\t\t", #"people.tsv line 2 column 1 (id): "x287" is not a positive whole number"#),
            ("0\tBrad Pitt\t2\t\t\t", "people.tsv line 2 column 1 (id): 0 is not positive"),
            ("287\t\t2\t\t\t", "people.tsv line 2 column 2 (name): is empty; it is required"),
            ("287\tBrad Pitt\t4\t\t\t", "people.tsv line 2 column 3 (gender): 4 is not 1, 2 or 3 (or empty)"),
            (
                "287\tBrad Pitt\t2\t1963-02-30\t\t",
                #"people.tsv line 2 column 4 (birthday): "1963-02-30" is not a day in the form yyyy-mm-dd"#
            ),
            ("287\tBrad Pitt\t2\t\t2000\t", #"people.tsv line 2 column 5 (deathday): "2000" is not a day in the form yyyy-mm-dd"#),
            ("287\tBrad Pitt\t2\t\t", "people.tsv line 2: 5 fields, not 6"),
            (
                "9999\tBrad Pitt\t2\t\t\t",
                "people.tsv line 3 column 1 (id): person 819 comes after person 9999: the people are sorted by id, each once"
            ),
        ]
        for (line, reason) in cases {
            #expect(failure(of: seed(withBradPitt: line)) == reason, "\(line)")
        }
    }

    @Test func theHeaderNamesTheColumns() {
        let seed = TestSeeds.seed(replacing: "id\tname\tgender", with: "id\tname\tsex")
        #expect(failure(of: seed)?.hasPrefix("people.tsv line 1: the header is not the columns id, name, gender") == true)
    }
}
