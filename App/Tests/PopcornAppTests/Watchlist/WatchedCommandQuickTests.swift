import ArgumentParser
import CoreDomain
import LibraryDomain
import Testing

@testable import PopcornApp

/// `watched <kind> <id> [--rating N] [--on YYYY-MM-DD]` read without swift-argument-parser: it
/// must take only what the parser takes, mean what the parsed command means, and leave everything
/// else to the parser.
@Suite struct WatchedCommandQuickTests {
    @Test(arguments: [
        ["watched", "movie", "603"], ["watched", "movie", "603", "--rating", "9"], ["watched", "tv", "1399", "--on", "2024-05-12"],
        ["watched", "movie", "603", "--on", "2024-05-12", "--rating", "10", "--json"],
        ["--no-color", "watched", "tv", "1399", "--rating", "1"],
        ["watched", "movie", "603", "--rating", "--json", "09", "--source", "catalogue"],
    ])
    func readsWhatTheParserReadsAsTheSameWatch(arguments: [String]) throws {
        let (options, watch) = try #require(WatchedCommand.quick(arguments))
        let command = try #require(try PopcornCommand.parseAsRoot(CommonOptions.movedLast(arguments)) as? WatchedCommand)
        #expect(!command.showsScreen)
        #expect(command.output.common == options)
        #expect(command.kind.flatMap { kind in command.id.map { TitleReference(kind: kind, id: $0) } } == watch.title)
        #expect(command.rating == watch.rating)
        #expect(command.day.flatMap(CalendarDate.init(isoString:)) == watch.day)
        #expect(command.note == nil)
    }

    @Test(arguments: [
        ["watched"], ["watched", "movie"], ["watched", "--sort", "rating"], ["watched", "movie", "603", "--note", "great"],
        ["watched", "movie", "603", "--rating", "11"], ["watched", "movie", "603", "--rating", "0"],
        ["watched", "movie", "603", "--rating", "-1"],
        ["watched", "movie", "603", "--rating", "+9"], ["watched", "movie", "603", "--rating", "9", "--rating", "8"],
        ["watched", "movie", "603", "--on", "2024-13-01"], ["watched", "movie", "603", "--on", "yesterday"],
        ["watched", "movie", "603", "--on", "2024-05-12", "--on", "2024-05-13"], ["watched", "movie", "603", "--rating=9"],
        ["watched", "movie", "603", "--type", "movie"], ["watched", "movie", "603", "--help"],
        ["watched", "--rating", "9", "movie", "603"],
        ["watched", "film", "603"], ["watched", "movie", "0"], ["watched", "movie", "603", "--rating"], ["watched", "movie", "603", "x"],
        ["watched", "movie", "603", "--", "--rating", "9"],
    ])
    func leavesEverythingElseToTheParser(arguments: [String]) {
        #expect(WatchedCommand.quick(arguments) == nil)
    }
}
