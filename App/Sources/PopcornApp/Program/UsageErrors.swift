import ArgumentParser
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
            guard let next = commands.first(where: { $0.configuration.commandName == word }) else {
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

    /// A number typed where a number is expected but out of any range the parser can read: a
    /// negative one (`popcorn movie -1`, which the parser would take for an unknown flag and
    /// then say an argument is missing), or one too large for any id or page
    /// (`popcorn movie 99999999999999999999`, which it would call invalid). The user typed a
    /// number out of range, and is told so in the words a use case would use. A negative value
    /// after an option (`--page -1`) reaches the command, which checks its range itself.
    static func numberOutOfRange(in arguments: [String]) -> ViewStateError? {
        for (index, argument) in arguments.enumerated() where isWholeNumber(argument) {
            let value = Int(argument)
            let option = index > 0 && arguments[index - 1].hasPrefix("-") ? arguments[index - 1] : nil
            if value != nil && (option != nil || !argument.hasPrefix("-")) { continue }
            let error = outOfRange(argument, value: value, option: option, naming: arguments.prefix(index))
            return ViewStateError(kind: error.kind, message: error.message, suggestion: error.suggestion ?? help(arguments))
        }
        return nil
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

    /// What the number stands for, read from the word before it and the command it was typed to.
    /// `value` is nil when the number does not fit in an `Int`.
    private static func outOfRange(_ argument: String, value: Int?, option: String?, naming before: ArraySlice<String>)
        -> ViewStateError
    {
        switch (option, before.last, value) {
        case ("--page"?, _, _):
            return FailureWording.outOfRange(
                "Page \(argument) is out of range: pages count from 1 and no list has more than 500.",
                suggestion: "Start with `--page 1`; every page says how many the list has.")
        case (_, "season"?, let value?):
            return FailureWording.invalidSeason(value)
        case (_, "episode"?, let value?):
            return FailureWording.invalidEpisode(value)
        case (_, let word?, nil) where word == "season" || word == "episode":
            return FailureWording.outOfRange(
                "\(argument) is out of range for \(word == "season" ? "a season" : "an episode") number.",
                suggestion: "`popcorn tv <id>` lists a series' seasons, and `popcorn tv <id> season <n>` a season's episodes.")
        default:
            let subject: FailureSubject = before.contains("tv") ? .series : before.contains("person") ? .person : .movie
            if let value { return FailureWording.invalidID(value, of: subject) }
            return FailureWording.outOfRange(
                "\(argument) is out of range for a \(subject.noun) id: ids are whole numbers from 1 up, and none is that large.",
                suggestion: subject.findIDs)
        }
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
