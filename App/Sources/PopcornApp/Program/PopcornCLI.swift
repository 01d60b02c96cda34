import ArgumentParser
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
        let arguments = CommandLineArguments.screenOptionsAfterSubcommands(arguments)
        if let outOfRange = UsageErrors.numberOutOfRange(in: arguments) {
            diagnostics.report(outOfRange)
            return ExitStatus.usage
        }
        do {
            var command = try PopcornCommand.parseAsRoot(arguments)
            if let screen = command as? any ScreenCommand, screen.showsScreen {
                try await screen.show(CommonOptions.removed(from: arguments))
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
                    try Console().out(PopcornCommand.fullMessage(for: error) + "\n")
                    return ExitStatus.success
                } catch {
                    return diagnostics.exitStatus(after: error)
                }
            }
            diagnostics.report(UsageErrors.describe(error, arguments: arguments))
            return ExitStatus.usage
        }
    }
}
