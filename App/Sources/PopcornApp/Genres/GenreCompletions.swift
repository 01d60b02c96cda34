import ArgumentParser
import Foundation
import Presentation

/// What `popcorn discover movie|tv --genre <Tab>` offers: the names of the genres of the kind on
/// the command line, from the source the command would read them from, as `popcorn genres` lists
/// them (the catalogue's film genres differ from TMDb's, and TMDb's series genres from its film
/// genres, so no fixed list would be right for every source). The shell asks through
/// swift-argument-parser (`popcorn ---completion discover -- --genre …`), which prints them a line
/// each; the completion script quotes them, so that `Sci-Fi & Fantasy` stays one word.
///
/// A Tab must answer at once and print nothing but candidates: the catalogue is opened, never
/// built (before the first run has built it, nothing is offered), and whatever fails offers nothing.
enum GenreCompletions {
    @Sendable
    static func complete(_ shellWords: [String], _ index: Int, _ prefix: String) async -> [String] {
        let command = await typedCommand(shellWords, completing: index)
        let names = await genreNames(of: command?.kind ?? .movie, source: command?.output.common.source)
        return matching(names, prefix: prefix)
    }

    /// The `discover` command the words before the one being completed make, without the
    /// `--genre` that asks for a value; nil when they make none (no kind typed yet, a mistake).
    static func typedCommand(_ shellWords: [String], completing index: Int) async -> DiscoverCommand? {
        guard index <= shellWords.count, let discover = shellWords.prefix(index).firstIndex(of: "discover") else { return nil }
        var typed = Array(shellWords[(discover + 1)..<index])
        if typed.last == "--genre" { typed.removeLast() }
        return try? await DiscoverCommand.asyncParse(typed)
    }

    /// The genres of `kind`, by name, from the source `source` (or the configuration) names;
    /// none where the catalogue is not built yet or the source cannot answer.
    static func genreNames(of kind: DiscoverKind, source: DataSourceChoice?, configuration: AppConfiguration = .current) async
        -> [String]
    {
        guard let database = configuration.catalogueDatabaseURL, FileManager.default.fileExists(atPath: database.path),
            let settings = try? configuration.sourceSettings(flag: source),
            let services = try? AppServices(configuration: configuration, sourceSettings: settings),
            let list = GenreListSource.all(services)[kind == .tv ? .tv : .movie],
            let genres = try? await list.genres()
        else { return [] }
        return genres.items.map(\.name)
    }

    /// The names that begin with what is typed, without case; the word is passed as typed, so its
    /// quotes and backslashes (`"science f`, `Science\ F`) are left out of the comparison.
    static func matching(_ names: [String], prefix: String) -> [String] {
        let typed = prefix.filter { !"\"'\\".contains($0) }.lowercased()
        return names.filter { $0.lowercased().hasPrefix(typed) }
    }
}
