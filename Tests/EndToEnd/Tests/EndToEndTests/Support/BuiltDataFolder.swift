import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The files the first run of `popcorn` builds (the catalogue and the search index), built once
/// for the whole test run by the executable under test, so that a test that is not about the first
/// run starts from a copy of them instead of spending seconds building its own.
///
/// Each test gets copies, never links: a test may write its data folder (the history, a damaged
/// file), and the copy is a few tens of milliseconds against the seconds of a build.
enum BuiltDataFolder {
    /// What a first run leaves in `$XDG_DATA_HOME/popcorn` that later runs reuse (the locks and the
    /// history are left out: a test starting from a copy has a history of its own, empty).
    static let files = ["catalogue.sqlite", "search-index.sqlite"]

    struct Unbuilt: Error, CustomStringConvertible {
        let description: String
    }

    /// The folder that holds the built files. Swift runs a static's initialiser once, the first
    /// time it is read, and every other test that reads it meanwhile waits for it: tests run in
    /// parallel in one process, and the first of them to ask builds for all.
    private static let folder: Result<URL, any Error> = Result { try build() }

    /// The builder's private folders, once made: removed when the process exits.
    private static let madeHome = Mutex<URL?>(nil)

    /// Puts a copy of each built file into `destination` (made if missing), the test's own
    /// `$XDG_DATA_HOME/popcorn`.
    static func copy(into destination: URL) throws {
        let source = try folder.get()
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        for file in files {
            try FileManager.default.copyItem(at: source.appendingPathComponent(file), to: destination.appendingPathComponent(file))
        }
    }

    /// Builds the files as a user's first search does, in folders of their own that are removed
    /// when the test process ends.
    private static func build() throws -> URL {
        let builder = try Popcorn(dataFolder: .empty)
        madeHome.withLock { $0 = builder.home }
        atexit { BuiltDataFolder.removeMadeHome() }
        // A search builds the catalogue, then the search index from it; with the history off, so
        // that nothing else is written.
        let run = try builder.run(["search", "popcorn"], environment: ["POPCORN_HISTORY": "0"])
        let folder = builder.dataHome.appendingPathComponent("popcorn")
        let missing = files.filter { !FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }
        guard run.status == 0, missing.isEmpty else {
            throw Unbuilt(
                description: "`popcorn search popcorn` on an empty data folder exited \(run.status), missing \(missing): \(run.stderr)")
        }
        return folder
    }

    private static func removeMadeHome() {
        guard let home = madeHome.withLock({ $0 }) else { return }
        try? FileManager.default.removeItem(at: home)
    }
}
