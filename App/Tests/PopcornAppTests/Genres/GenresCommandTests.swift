import Testing

@testable import PopcornApp

@Suite struct GenresCommandTests {
    @Test func readsTheKindAndTheCommonOptionsWithoutTheParser() throws {
        #expect(GenresCommand.quick(["genres"])?.1 == .movie)
        #expect(GenresCommand.quick(["genres", "movies", "--json"])?.1 == .movies)
        #expect(GenresCommand.quick(["genres", "movies", "--json"])?.0.json == true)
        #expect(GenresCommand.quick(["--no-color", "genres", "tv"])?.1 == .tv)
    }

    @Test(arguments: [["genres", "nonsense"], ["genres", "movie", "tv"], ["genres", "--help"], ["genre"], ["discover", "movie"]])
    func leavesEverythingElseToTheParser(arguments: [String]) {
        #expect(GenresCommand.quick(arguments) == nil)
    }
}
