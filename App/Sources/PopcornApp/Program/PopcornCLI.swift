import ArgumentParser
import DesignSystem
import Presentation

/// The `popcorn` program: parses the command line, runs the command, and turns every outcome
/// into output and an exit code. A usage error reads like every other error (`error:` and
/// `hint:` lines, or the JSON error document with `--json`) and exits 64.
public enum PopcornCLI {
    /// Call first, before anything opens a file: see `Console.occupyClosedStandardStreams()`.
    public static func prepareStandardStreams() {
        Console.occupyClosedStandardStreams()
        Console.ignoreBrokenPipeSignal()
    }

    public static func run(arguments: [String]) async -> Int32 {
        let diagnostics = AppConfiguration.current.diagnostics(
            json: arguments.contains("--json"), noColor: arguments.contains("--no-color"))
        var arguments = CommonOptions.movedLast(arguments)
        if let outOfRange = UsageErrors.numberOutOfRange(in: arguments) {
            // Help is given whatever else the line holds: the command's, named by the words
            // before the first number (the parser would refuse the number before it saw --help).
            guard arguments.contains(where: { $0 == "--help" || $0 == "-h" }) else {
                diagnostics.report(outOfRange)
                return ExitStatus.usage
            }
            arguments = arguments.prefix { !$0.hasPrefix("-") && !$0.allSatisfy(\.isNumber) } + ["--help"]
        }
        // `popcorn help <command>`: the parser shows the main help for a command it does not know.
        if arguments.first == "help", let unknown = UsageErrors.unknownCommand(in: Array(arguments.dropFirst())) {
            diagnostics.report(
                ViewStateError(kind: .invalidRequest, message: unknown, suggestion: "Run `popcorn --help` to see every command."))
            return ExitStatus.usage
        }
        do {
            if let (options, place) = quickScreen(arguments) {
                try await CommandSession.start(options).show(place)
                return ExitStatus.success
            }
            if let (options, kind) = GenresCommand.quick(arguments) {
                try await GenresCommand.list(kind, options: options)
                return ExitStatus.success
            }
            if let (options, change, title) = WatchlistChange.quick(arguments) {
                try await change.run(on: title, options: options)
                return ExitStatus.success
            }
            if let (options, watch) = WatchedCommand.quick(arguments) {
                try await WatchedCommand.mark(watch.title, rating: watch.rating, on: watch.day, note: nil, options: options)
                return ExitStatus.success
            }
            if let (options, asked) = AskCommand.quick(arguments) {
                try await AskCommand.answer(asked.question, about: asked.title, keep: true, model: nil, options: options)
                return ExitStatus.success
            }
            // Asynchronous, for the completions that ask a source (`GenreCompletions`).
            var command = try await PopcornCommand.asyncParseAsRoot(arguments)
            if let screen = command as? any ScreenCommand, screen.showsScreen {
                try await screen.show(arguments)
            } else if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            return ExitStatus.success
        } catch let exit as ExitCode {
            // The command has already said what went wrong.
            return exit.rawValue
        } catch let failure as ConsoleWriteError {
            return diagnostics.exitStatus(after: failure)
        } catch {
            let status = PopcornCommand.exitCode(for: error).rawValue
            guard status != ExitStatus.success else {
                // --help, --version: asked for, so they go to standard output.
                do {
                    let width = Terminal.width(of: 1, environment: AppConfiguration.current.environment)
                    try Console().out(HelpText.fitted(PopcornCommand.fullMessage(for: error), width: width) + "\n")
                    return ExitStatus.success
                } catch {
                    return diagnostics.exitStatus(after: error)
                }
            }
            diagnostics.report(UsageErrors.describe(error, arguments: arguments))
            return ExitStatus.usage
        }
    }

    /// A screen command read by the places' grammar alone: the words of a place and the options
    /// every command takes, and nothing else. swift-argument-parser finds a command by building
    /// every command of the tree, which took more than half of a screen command's start-up
    /// (docs/performance.md); the grammar reads only what names a place. Anything else (help, a
    /// word no form knows, a value out of place) goes to the parser, which says what is wrong.
    static func quickScreen(_ arguments: [String]) -> (CommonOptions, ScreenPlace)? {
        // `chat movie 550` names the browser's chat screen too, but `popcorn chat` is the interactive command.
        guard let (options, words) = CommonOptions.split(arguments), words.first != "chat",
            let place = try? AppServices.grammar.place(from: words)
        else {
            return nil
        }
        return (options, place)
    }
}
