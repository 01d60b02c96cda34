import ArgumentParser
import Presentation
import Testing
import TitleListFeature

@testable import PopcornApp

extension CommandLineParsingTests {
    /// The one grammar of places: every place written as words reads back as itself, the command
    /// line's parser takes the same words, and words that name nothing say what was wrong.
    @Suite struct PlaceGrammarTests {
        let grammar = AppServices.grammar

        @Test(arguments: PlaceSamples.all)
        func everyPlaceReadsBackFromItsWords(place: ScreenPlace) throws {
            let words = place.words
            #expect(!words.isEmpty)
            #expect(try grammar.place(from: words) == place, "\(words)")
        }

        @Test(arguments: PlaceSamples.all)
        func theCommandLinesParserTakesEveryPlacesWords(place: ScreenPlace) throws {
            let command = try PopcornCommand.parseAsRoot(place.words)
            // A chat's words are the interactive `popcorn chat`'s, which shows no screen of its own.
            let isChat = place.place is ChatPlace
            #expect(isChat == (command is ChatCommand), "\(place.words) parsed as \(type(of: command))")
            if !isChat {
                let screen = try #require(command as? any ScreenCommand, "\(place.words) parsed as \(type(of: command))")
                #expect(screen.showsScreen)
            }
            // And with the options every command takes around them, as a person might type them.
            var typed = ["--no-color"] + place.words
            typed.insert(contentsOf: ["--json", "--source=catalogue"], at: typed.firstIndex(of: "--") ?? typed.endIndex)
            #expect(try grammar.place(from: CommonOptions.split(typed)?.words ?? []) == place)
        }

        @Test(arguments: [
            (["tv", "show", "1399"], ScreenPlace(SeriesPlace(id: 1399))),
            (["tv", "1399", "--similar", "--page=3"], ScreenPlace(SimilarTitlesPlace(kind: .tv, id: 1399, page: 3))),
            (["movie", "--cast", "550"], ScreenPlace(CastAndCrewPlace(kind: .movie, id: 550))),
            (["search", "--type", "movie", "fight", "club"], ScreenPlace(SearchPlace(query: "fight club", kind: .movie, page: 1))),
            (
                ["search", "fight", "club", "--page", "2", "--type", "tv"],
                ScreenPlace(SearchPlace(query: "fight club", kind: .tv, page: 2))
            ),
            (
                ["person", "287", "--department", "Directing", "--credits"],
                ScreenPlace(PersonCreditsPlace(id: 287, department: "Directing"))
            ),
            (["movies", "popular", "--page", "2", "--page", "4"], ScreenPlace(RankedListPlace(kind: .movie, ranking: .popular, page: 4))),
            (["history", "--page", "-1"], ScreenPlace(HistoryPlace(page: -1))),
            (["trending", "people", "--window", "day"], ScreenPlace(TrendingPlace(kind: .person, window: .day, page: 1))),
            (["trending", "movies", "--page", "2"], ScreenPlace(TrendingPlace(kind: .movie, window: nil, page: 2))),
        ])
        func readsWordsAsThePlacesTheyName(words: [String], place: ScreenPlace) throws {
            #expect(try grammar.place(from: words) == place)
        }

        @Test(arguments: [
            (["tv", "1399", "season", "x"], "\"x\" is not a number: a season number is a whole number."),
            (["tv", "1399", "season", "1", "episode", "one"], "\"one\" is not a number: an episode number is a whole number."),
            (
                ["tv", "1399", "seasons", "1"],
                "\"seasons 1\" does not fit `popcorn tv <id> --cast`, `popcorn tv <id> --similar [--page <n>]`, `popcorn tv <id>`, "
                    + "`popcorn tv <id> season <n>` or `popcorn tv <id> season <n> episode <n>`."
            ),
            (["movie", "abc"], "\"abc\" is not a number: a movie id is a whole number."),
            (["trending", "person", "--window", "month"], "\"month\" is not day or week, as --window needs."),
            (
                ["movie", "9223372036854775807"],
                "9223372036854775807 is out of range for a movie id, a whole number from 1 to 2,147,483,647."
            ),
            (["person", "99999999999999999999999"], "99999999999999999999999 is out of range for a person id, a whole number from 1 to"),
            (["tv", "1399", "season", "2147483648"], "2147483648 is out of range for a season number, a whole number from 0 to"),
            (["tv", "1399", "season", "1", "episode", "0"], "0 is out of range for an episode number, a whole number from 1 to"),
            (["tv", "popualr"], "Did you mean 'popular'?"),
            (["tv", "1399", "sesaon", "1"], "Did you mean 'season'?"),
            (["search"], "Missing <words>: `popcorn search <words>"),
            (["movie", "550", "--cats"], "--cats does not go with `popcorn movie <id>`"),
            (["history", "--page"], "--page needs a value"),
            (
                ["film", "3"],
                "\"film 3\" names nothing popcorn shows: begin with chat, discover, explore, history, home, movie, movies, people, person, search, trending, tv, watched, watchlist."
            ),
        ])
        func wordsThatNameNothingSayWhatWasWrong(words: [String], message: String) {
            let error = #expect(throws: PlaceMismatch.self) { try grammar.place(from: words) }
            #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
        }

        @Test func everyScreenIsRegisteredOnceAndEveryPlaceHasOne() {
            let types = AppServices.screens.map(\.placeType)
            #expect(Set(types).count == types.count)
            for place in PlaceSamples.all {
                #expect(types.contains(ObjectIdentifier(type(of: place.place))), "\(place)")
            }
        }

        @Test func writesWhatAShellWouldSplitInQuotes() {
            #expect(ScreenPlace(SearchPlace(query: "fight club")).command == "popcorn search \"fight club\"")
            #expect(
                ScreenPlace(SearchPlace(query: "Amélie", kind: .movie, page: 2)).command == "popcorn search Amélie --type movie --page 2")
            #expect(ScreenPlace(SearchPlace(query: "$HOME")).command == "popcorn search \"\\$HOME\"")
            #expect(ScreenPlace(SearchPlace(query: "--help")).command == "popcorn search -- --help")
            #expect(ScreenPlace(PersonCreditsPlace(id: 287, department: "-x")).command == "popcorn person 287 --credits --department=-x")
            #expect(ScreenPlace(RankedListPlace(kind: .tv, ranking: .topRated, page: 1)).command == "popcorn tv top-rated")
        }

        @Test func namesEveryValueInATemplate() {
            #expect(
                CommandWords.line(EpisodePlace(seriesID: 1399, season: 1, episode: 3).template) == "popcorn tv <id> season <n> episode <n>")
            #expect(CommandWords.line(DiscoverPlace(kind: .tv, genres: ["Drama"]).template) == "popcorn discover tv --genre <name>")
            #expect(
                CommandWords.line(PersonCreditsPlace(id: 287, department: "-x").template)
                    == "popcorn person <id> --credits --department=<name>")
            #expect(CommandWords.line(PersonPlace(id: 287).template) == "popcorn person <id>")
            #expect(CommandWords.line(SearchPlace.prompt) == "popcorn search <words>")
        }
    }
}
