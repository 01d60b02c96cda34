import Foundation
import Testing

@testable import PopcornApp

/// What `popcorn discover … --genre <Tab>` offers, short of asking a source: the names asked of
/// the embedded catalogue are the end-to-end tests' (`DiscoveryCompletionsEndToEndTests`).
@Suite struct GenreCompletionsTests {
    static let filmGenres = ["Action", "Adventure", "Drama", "Science Fiction", "TV Movie"]

    func typed(_ words: String...) async -> DiscoverCommand? {
        let shell = ["popcorn", "discover"] + words + [""]
        return await GenreCompletions.typedCommand(shell, completing: shell.count - 1)
    }

    @Test func readsTheKindAndTheSourceOfTheCommandTypedSoFar() async {
        #expect(await typed("tv", "--genre")?.kind == .tv)
        #expect(await typed("--genre", "drama", "movies", "--genre")?.kind == .movies)
        #expect(await typed("movie", "--keyword", "tv", "--genre")?.kind == .movie, "a keyword's value is no kind")
        #expect(await typed("tv", "--source", "tmdb", "--genre")?.output.common.source == .tmdb)
        #expect(await typed("--genre") == nil, "no kind yet")
        #expect(await typed("films", "--genre") == nil)
    }

    @Test func offersTheNamesThatBeginWithWhatIsTypedWithoutCaseOrQuotes() {
        #expect(GenreCompletions.matching(Self.filmGenres, prefix: "") == Self.filmGenres)
        #expect(GenreCompletions.matching(Self.filmGenres, prefix: "a") == ["Action", "Adventure"])
        #expect(GenreCompletions.matching(Self.filmGenres, prefix: "Sci") == ["Science Fiction"])
        #expect(GenreCompletions.matching(Self.filmGenres, prefix: "\"science f") == ["Science Fiction"])
        #expect(GenreCompletions.matching(Self.filmGenres, prefix: "Science\\ F") == ["Science Fiction"])
        #expect(GenreCompletions.matching(Self.filmGenres, prefix: "western").isEmpty)
    }

    @Test func offersNothingAndBuildsNothingBeforeTheCatalogueIsBuilt() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("genre-completions-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = AppConfiguration(environment: ["XDG_DATA_HOME": folder.path, "HOME": folder.path])
        #expect(await GenreCompletions.genreNames(of: .movie, source: nil, configuration: configuration).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.path), "no catalogue built, no folder made")
    }
}
