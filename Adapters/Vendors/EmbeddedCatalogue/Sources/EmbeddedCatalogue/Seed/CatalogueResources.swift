public import Foundation

/// Finds the catalogue's files on disk without SwiftPM's generated `Bundle.module`, which stops
/// the process when its bundle is not beside the executable (a binary copied elsewhere).
///
/// The files live in the `Catalogue` folder of this target's resource bundle. A build puts that
/// bundle beside the executable; an install puts it wherever the installer chose and says so
/// through `directories`.
public enum CatalogueResources {
    /// The name SwiftPM gives this target's resource bundle on Linux.
    public static let bundleName = "EmbeddedCatalogue_EmbeddedCatalogue.resources"

    /// The folder of the running executable, symbolic links resolved. Linux names the executable
    /// `/proc/self/exe`, a link that costs nothing to read; `Bundle.main` would set up a whole
    /// bundle, reading every file of the folder, which cost a run more than the rest of its start.
    public static var executableDirectory: URL? {
        #if os(Linux)
            if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
                return URL(fileURLWithPath: path).deletingLastPathComponent()
            }
        #endif
        return Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// The first `<directory>/<bundleName>/Catalogue/<file>` that exists, looking beside the
    /// executable first and then in `directories`, in order.
    public static func locate(_ file: String, in directories: [URL]) throws(CatalogueError) -> URL {
        let candidates = ([executableDirectory].compactMap(\.self) + directories).map {
            $0.appendingPathComponent(bundleName).appendingPathComponent("Catalogue").appendingPathComponent(file)
        }
        if let found = candidates.first(where: { FileManager.default.isReadableFile(atPath: $0.path) }) {
            return found
        }
        throw .seedMissing(file: file, searched: candidates.map(\.path))
    }
}
