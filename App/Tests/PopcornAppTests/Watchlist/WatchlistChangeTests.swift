import ArgumentParser
import LibraryApplication
import LibraryDomain
import Testing

@testable import PopcornApp

/// `watchlist add|remove <kind> <id>` read without swift-argument-parser: it must take only what
/// the parser takes, mean what the parsed command means, and leave everything else to the parser.
@Suite struct WatchlistChangeTests {
    @Test(arguments: [
        ["watchlist", "add", "movie", "550"], ["watchlist", "remove", "tv", "1399"], ["--json", "watchlist", "add", "tv", "1399"],
        ["watchlist", "remove", "movie", "550", "--no-color", "--source", "catalogue"], ["watchlist", "add", "--verbose", "movie", "603"],
        ["watchlist", "add", "movie", "2147483647", "--source=tmdb", "--no-pager"],
    ])
    func readsWhatTheParserReadsAsTheSameChange(arguments: [String]) throws {
        let (options, change, title) = try #require(WatchlistChange.quick(arguments))
        let command = try PopcornCommand.parseAsRoot(CommonOptions.movedLast(arguments))
        if let add = command as? WatchlistAddCommand {
            #expect(add.title.title == title)
            #expect(add.output.common == options)
            #expect(change.changed == WatchlistChange.adding.changed)
        } else {
            let remove = try #require(command as? WatchlistRemoveCommand)
            #expect(remove.title.title == title)
            #expect(remove.output.common == options)
            #expect(change.changed == WatchlistChange.removing.changed)
        }
    }

    @Test(arguments: [
        ["watchlist"], ["watchlist", "add"], ["watchlist", "add", "movie"], ["watchlist", "add", "film", "550"],
        ["watchlist", "add", "movie", "abc"], ["watchlist", "add", "movie", "0"], ["watchlist", "add", "movie", "+550"],
        ["watchlist", "add", "movie", "-5"], ["watchlist", "add", "movie", "2147483648"], ["watchlist", "add", "movie", "550", "--help"],
        ["watchlist", "add", "movie", "550", "-h"], ["watchlist", "add", "movie", "550", "551"], ["watchlist", "list", "movie", "550"],
        ["watchlist", "add", "movie", "--", "550"], ["watchlist", "add", "movie", "550", "--source", "nope"],
        ["watchlist", "add", "movie", "550", "--rating", "9"], ["watched", "movie", "550", "x"], ["help", "watchlist", "add", "movie"],
        ["watchlist", "add", "Movie", "550"], ["watchlist", "add", "movie", "٥٥٠"],
    ])
    func leavesEverythingElseToTheParser(arguments: [String]) {
        #expect(WatchlistChange.quick(arguments) == nil)
    }

    @Test func namesTheTitleByItsNameAndYearWhenItsOwnerSaidThem() {
        let fightClub = TitleReference(kind: .movie, id: 550)
        let found = Recollection.found(TitlePreview(name: "Fight Club", year: 1999, rating: nil))
        #expect(
            WatchlistChange.adding.sentence(WatchlistOutcome(changed: true, recollection: found), about: fightClub)
                == "Fight Club (1999) is on your watchlist.")
        #expect(
            WatchlistChange.adding.sentence(WatchlistOutcome(changed: false, recollection: found), about: fightClub)
                == "Fight Club (1999) was on your watchlist already: nothing changed.")
        #expect(
            WatchlistChange.removing.sentence(WatchlistOutcome(changed: true, recollection: found), about: fightClub)
                == "Fight Club (1999) is no longer on your watchlist.")
        let yearless = Recollection.found(TitlePreview(name: "Untitled", year: nil, rating: nil))
        #expect(
            WatchlistChange.removing.sentence(WatchlistOutcome(changed: false, recollection: yearless), about: fightClub)
                == "Untitled was not on your watchlist: nothing changed.")
    }

    @Test(arguments: [Recollection.notFound, .unavailable("TMDb did not answer")])
    func saysWhatIsKnownWhenTheTitleCouldNotBeNamed(recollection: Recollection) {
        let outcome = WatchlistOutcome(changed: true, recollection: recollection)
        #expect(
            WatchlistChange.removing.sentence(outcome, about: TitleReference(kind: .tvSeries, id: 1396))
                == "tv 1396 is no longer on your watchlist.")
    }

    @Test func refusesTheIDsThatTheParsedCommandRefuses() {
        #expect(TitleArguments.problem(with: 550) == nil)
        #expect(TitleArguments.problem(with: 0) != nil)
        #expect(throws: (any Error).self) { try PopcornCommand.parseAsRoot(["watchlist", "add", "movie", "0"]) }
    }
}
