import ArgumentParser
import CachingAdapters
import DesignSystem
import Foundation
import Presentation

/// `popcorn cache info`
struct CacheInfoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info", abstract: "Show where the cache is, how many answers it holds and its size on disk.")

    @OptionGroup
    var output: OutputOptions

    func run() async throws {
        let (cache, diagnostics) = try DiskCache.open(output)
        let info: SQLiteCacheInfo
        do {
            info = try await cache.info()
        } catch {
            diagnostics.report(ViewStateError(kind: .unavailable, message: error.description, suggestion: nil))
            throw ExitCode(ExitStatus.unavailable)
        }
        let settings = diagnostics.settings
        let text: String
        if settings.json {
            text = JSONDocument.encodeLine(
                CacheInfoDocument(
                    file: info.file.path, entries: info.entryCount, expired: info.expiredCount, bytesOnDisk: info.bytesOnDisk))
        } else {
            let theme = settings.outputTheme
            text =
                KeyValueBlock([
                    .init("File", info.file.path),
                    .init("Entries", "\(info.entryCount) (\(info.expiredCount) expired, kept for when TMDb cannot be reached)"),
                    .init("On disk", ByteCountFormatter.string(fromByteCount: info.bytesOnDisk, countStyle: .file)),
                ]).render(width: theme.width, styler: theme.styler).map { $0 + "\n" }.joined()
        }
        do {
            try Console().out(text)
        } catch {
            throw ExitCode(diagnostics.exitStatus(after: error))
        }
    }
}
