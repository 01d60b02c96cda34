import ArgumentParser
import CachingAdapters
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
        let status = diagnostics.confirm("The cache is empty now.")
        guard status == ExitStatus.success else { throw ExitCode(status) }
    }
}
