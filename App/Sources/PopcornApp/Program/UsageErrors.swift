import ArgumentParser
import Presentation

/// What was wrong with a command line, in the words every other error uses.
enum UsageErrors {
    /// An argument-parser error as an `invalidRequest`, with a hint naming the help of the
    /// command that was being typed.
    static func describe(_ error: any Error, arguments: [String]) -> ViewStateError {
        var message = PopcornCommand.message(for: error)
        if let last = message.last, !".!?".contains(last) { message += "." }
        return ViewStateError(
            kind: .invalidRequest,
            message: message,
            suggestion: "Run `\(commandPath(in: arguments)) --help` to see what it takes."
        )
    }

    /// A negative number where a number is expected (`popcorn movie -1`). The parser reads
    /// `-1` as an unknown flag and would say an argument is missing; the user typed a value
    /// out of range, and is told so. A value after an option (`--page -1`) reaches the
    /// command, which checks its range like any other value.
    static func negativeNumber(in arguments: [String]) -> ViewStateError? {
        for (index, argument) in arguments.enumerated() where isNegativeNumber(argument) {
            if index > 0, arguments[index - 1].hasPrefix("--") { continue }
            return ViewStateError(
                kind: .invalidRequest,
                message: "\(argument) is out of range: ids, episodes and pages count from 1, seasons from 0.",
                suggestion: "Run `\(commandPath(in: arguments)) --help` to see what it takes."
            )
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

    private static func isNegativeNumber(_ argument: String) -> Bool {
        argument.count > 1 && argument.first == "-" && argument.dropFirst().allSatisfy(\.isASCII) && Int(argument) != nil
    }
}
