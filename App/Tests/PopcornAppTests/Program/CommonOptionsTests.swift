import ArgumentParser
import Testing

@testable import PopcornApp

/// The options every command takes, typed anywhere: moved where the parser takes them.
@Suite struct CommonOptionsTests {
    @Test func commonOptionsGoAfterEveryOtherWord() {
        #expect(CommonOptions.movedLast(["--json", "movie", "550"]) == ["movie", "550", "--json"])
        #expect(
            CommonOptions.movedLast(["--no-color", "--source", "tmdb", "tv", "1399", "--cast"])
                == ["tv", "1399", "--cast", "--no-color", "--source", "tmdb"])
        #expect(CommonOptions.movedLast(["movies", "--json", "popular", "--page", "2"]) == ["movies", "popular", "--page", "2", "--json"])
        #expect(CommonOptions.movedLast(["--verbose", "search", "--", "--json"]) == ["search", "--verbose", "--", "--json"])
    }

    @Test func everythingElseStaysWhereItWas() {
        #expect(CommonOptions.movedLast(["movie", "550", "--json"]) == ["movie", "550", "--json"])
        #expect(CommonOptions.movedLast(["--help"]) == ["--help"])
        #expect(CommonOptions.movedLast(["--json"]) == ["--json"])
        #expect(CommonOptions.movedLast(["movie", "550", "--source"]) == ["movie", "550", "--source"])
    }

    @Test func readsTheOptionsAndLeavesTheWordsOfAPlace() throws {
        let (options, words) = try #require(CommonOptions.split(["--verbose", "movies", "--source=tmdb", "popular", "--no-pager"]))
        #expect(options == CommonOptions(noPager: true, verbose: true, source: .tmdb))
        #expect(words == ["movies", "popular"])
        #expect(CommonOptions.split(["movie", "550", "--source", "nowhere"]) == nil)
    }
}
