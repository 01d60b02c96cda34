import ArgumentParser
import CoreDomain
import DesignSystem
import Presentation

/// What was wrong with a command line, in the words every other error uses.
enum UsageErrors {
    /// An argument-parser error as an `invalidRequest`, with a hint naming the help of the
    /// command that was being typed.
    static func describe(_ error: any Error, arguments: [String]) -> ViewStateError {
        var message = PopcornCommand.message(for: error)
        if message.hasPrefix("Unexpected argument") || message.contains("unexpected arguments:"),
            let unknown = unknownCommand(in: arguments)
        {
            message = unknown
        } else if message.hasPrefix("Unknown option '--page'") {
            message = "`\(commandPath(in: arguments))` has no pages: it shows all it has at once."
        }
        if let last = message.last, !".!?".contains(last) { message += "." }
        return ViewStateError(kind: .invalidRequest, message: message, suggestion: help(arguments))
    }

    /// What to say of a word where a command was expected (`popcorn moive 550`, `popcorn help
    /// nonsense`): that no command is called so, and the one most likely meant; nil when the
    /// word after the commands named is not where a command goes.
    static func unknownCommand(in arguments: [String]) -> String? {
        let words = arguments.filter { !$0.hasPrefix("-") }
        var commands = PopcornCommand.configuration.subcommands
        var path = [PopcornCommand.configuration.commandName ?? "popcorn"]
        for word in words {
            let names = commands.compactMap { $0.configuration.commandName }
            guard let next = commands.first(where: { $0.configuration.commandName == word || $0.configuration.aliases.contains(word) })
            else {
                guard !names.isEmpty, defaultSubcommand(of: path) == nil else { return nil }
                let shown = VisibleText.escapingControls(word)
                let meant = Spelling.closest(to: word, among: names).map { " Did you mean '\($0)'?" } ?? ""
                return "`\(path.joined(separator: " "))` has no command '\(shown)'.\(meant)"
            }
            path.append(word)
            commands = next.configuration.subcommands
        }
        return nil
    }

    /// The default subcommand of the command at `path`, which takes the words that follow it.
    private static func defaultSubcommand(of path: [String]) -> (any ParsableCommand.Type)? {
        var command: any ParsableCommand.Type = PopcornCommand.self
        for word in path.dropFirst() {
            guard let sub = command.configuration.subcommands.first(where: { $0.configuration.commandName == word }) else { return nil }
            command = sub
        }
        return command.configuration.defaultSubcommand
    }

    /// A number typed where an id, a season, an episode or a page goes, out of its range
    /// (CoreDomain's `Numbering` and `Paging`): a negative one (`popcorn movie -1`, which the
    /// parser would take for an unknown flag and then say an argument is missing), one past the
    /// largest id (`popcorn movie 9223372036854775807`, which no source could have), or one too
    /// large for any whole number (`popcorn movie 99999999999999999999`, which the parser would
    /// call invalid). The user is told so in the words a use case would use, before anything is
    /// asked, whichever way the command is read (the places' grammar or the parser). A page that
    /// fits a whole number reaches the list's use case, which checks it against the list; a
    /// number anywhere else (a search's words) is the command's to read.
    static func numberOutOfRange(in arguments: [String]) -> ViewStateError? {
        var positionals: [String] = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if word == "--" {
                positionals += arguments[index...]
                break
            }
            if word == "--page" || word.hasPrefix("--page=") {
                let value = word == "--page" ? (index < arguments.count ? arguments[index] : "") : String(word.dropFirst("--page=".count))
                if word == "--page" { index += 1 }
                if isWholeNumber(value), Int(value) == nil {
                    return withHelp(FailureWording.pageOutOfRange(written: value, isBelow: value.hasPrefix("-")), arguments)
                }
            } else if valueOptions.contains(word) {
                index += 1
            } else if !word.hasPrefix("-") || isWholeNumber(word) {
                positionals.append(word)
            }
        }
        if positionals.first == "browse" { positionals.removeFirst() }
        for (position, word) in positionals.enumerated() where isWholeNumber(word) {
            let value = Int(word)
            let error: ViewStateError
            let isSeries = positionals.first == "tv"
            switch positionals[..<position].last {
            case "season"? where isSeries:
                guard isOutside(value, Numbering.seasons) else { continue }
                error = FailureWording.invalidSeason(written: word)
            case "episode"? where isSeries:
                guard isOutside(value, Numbering.episodes) else { continue }
                error = FailureWording.invalidEpisode(written: word)
            default:
                // The id is the word after the command (`tv show` reads as `tv`).
                let command = positionals[..<position].filter { $0 != "show" }
                guard command.count == 1, let subject = idSubjects[command[0]], isOutside(value, Numbering.ids) else {
                    continue
                }
                error = FailureWording.invalidID(written: word, of: subject)
            }
            return withHelp(error, arguments)
        }
        return nil
    }

    /// Whether a number (nil: too large for any whole number) lies outside `range`.
    private static func isOutside(_ value: Int?, _ range: ClosedRange<Int>) -> Bool {
        value.map { !range.contains($0) } ?? true
    }

    /// What the id after each command names.
    private static let idSubjects: [String: FailureSubject] = ["movie": .movie, "tv": .series, "person": .person]

    /// The options whose value is the next word, other than `--page`.
    private static let valueOptions: Set<String> = ["--type", "--department", "--source"]

    /// The error with the command's help as its suggestion, when it has none of its own.
    private static func withHelp(_ error: ViewStateError, _ arguments: [String]) -> ViewStateError {
        ViewStateError(kind: error.kind, message: error.message, suggestion: error.suggestion ?? help(arguments))
    }

    /// `popcorn movies popular`: the root command and the subcommands named in `arguments`.
    static func commandPath(in arguments: [String]) -> String {
        var path = [PopcornCommand.configuration.commandName ?? "popcorn"]
        var commands = PopcornCommand.configuration.subcommands
        for argument in arguments {
            guard let next = commands.first(where: { $0.configuration.commandName == argument }) else { break }
            path.append(argument)
            commands = next.configuration.subcommands
        }
        return path.joined(separator: " ")
    }

    private static func help(_ arguments: [String]) -> String {
        "Run `\(commandPath(in: arguments)) --help` to see what it takes."
    }

    /// Digits, with a leading minus sign or not.
    private static func isWholeNumber(_ argument: String) -> Bool {
        let digits = argument.hasPrefix("-") ? argument.dropFirst() : Substring(argument)
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
