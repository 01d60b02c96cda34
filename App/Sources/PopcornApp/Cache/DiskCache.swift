import ArgumentParser
import CachingAdapters
import Presentation

/// The disk cache, opened for the `cache` commands, which need neither the catalogue nor TMDb.
enum DiskCache {
    static func open(_ output: OutputOptions) throws(ExitCode) -> (SQLiteCache, Diagnostics) {
        let configuration = AppConfiguration.current
        let diagnostics = configuration.diagnostics(json: output.json, noColor: output.noColor)
        guard let file = configuration.cacheFileURL else {
            diagnostics.report(
                ViewStateError(
                    kind: .unavailable, message: "There is no cache folder: neither XDG_CACHE_HOME nor HOME is set.",
                    suggestion: "Set HOME, or XDG_CACHE_HOME to an absolute path."))
            throw ExitCode(ExitStatus.unavailable)
        }
        return (SQLiteCache(fileAt: file), diagnostics)
    }
}
