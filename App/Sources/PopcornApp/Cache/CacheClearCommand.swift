import ArgumentParser
import CachingAdapters
import DesignSystem
import Presentation

/// `popcorn cache clear`
struct CacheClearCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear", abstract: "Empty the cache: the next run asks TMDb again.")

    @OptionGroup
    var output: OutputOptions

    func run() async throws {
        let (cache, diagnostics) = try DiskCache.open(output)
        do {
            _ = try await cache.info()
        } catch {
            diagnostics.report(ViewStateError(kind: .unavailable, message: error.description, suggestion: nil))
            throw ExitCode(ExitStatus.unavailable)
        }
        await cache.removeAll()
        let message = "The cache is empty now."
        let settings = diagnostics.settings
        do {
            try Console().out(
                settings.json
                    ? JSONDocument.encodeLine(ActionDocument(done: true, message: message))
                    : settings.outputTheme.styler.paint(message, as: .muted) + "\n")
        } catch {
            throw ExitCode(diagnostics.exitStatus(after: error))
        }
    }
}
