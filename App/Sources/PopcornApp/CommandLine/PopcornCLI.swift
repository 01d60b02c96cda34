import ArgumentParser
import Presentation

/// The `popcorn` program: parses the command line, runs the command, and turns every outcome
/// into output and an exit code. Usage errors print ArgumentParser's message, or a JSON error
/// document when `--json` was asked for.
public enum PopcornCLI {
    public static func run(arguments: [String]) async -> Int32 {
        let console = Console()
        do {
            var command = try PopcornCommand.parseAsRoot(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            return ExitStatus.success
        } catch let exit as ExitCode {
            // The command has already said what went wrong.
            return exit.rawValue
        } catch {
            let status = PopcornCommand.exitCode(for: error).rawValue
            if status == ExitStatus.success {
                console.out(PopcornCommand.fullMessage(for: error) + "\n")
            } else if arguments.contains("--json") {
                console.err(JSONDocument.encode(ErrorDocument(code: "usage", message: PopcornCommand.message(for: error))))
            } else {
                console.err(PopcornCommand.fullMessage(for: error) + "\n")
            }
            return status
        }
    }
}
