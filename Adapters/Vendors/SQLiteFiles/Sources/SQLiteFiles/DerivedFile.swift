public import Foundation
public import GRDB

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A SQLite file that holds nothing of its own: all of it is derived from something else (a seed,
/// other files), so it can always be built again, but building it takes long enough that runs
/// started together must not each build it, and no run may read one half built.
///
/// - It is built under an exclusive lock on `.<name>.lock` beside it: the first run to find it
///   missing or out of date builds it, the others wait, then find it built and reuse it.
/// - It is written whole into a temporary file beside it, `.<name>.<pid>.<uuid>.building`, with no
///   rollback journal and no waiting on the disk, and renamed into place once complete: a reader
///   that has the old file open goes on reading it, and a crash loses nothing but the build.
/// - The temporary files of builds killed half-way are swept away.
public struct DerivedFile: Sendable {
    /// Where the file lives. Its folder is made, with the folders above it, when it is missing.
    public let url: URL

    public init(at url: URL) {
        self.url = url
    }

    /// The file as `open` opens it when it can be used as it is; otherwise built by `build` under
    /// the lock (unless another run built it while this one waited for the lock), then opened.
    ///
    /// - Parameters:
    ///   - open: the file opened, or nil when it is missing, damaged or out of date. It is asked
    ///     before the lock is taken, again once it is held, and once more after the build.
    ///   - build: fills the new file, handed over empty and open; it is closed and renamed into
    ///     place once `build` returns. When `build` throws, the file in place is left as it was.
    public func openOrBuild<Opened, Failure: Error>(
        open: () -> Opened?, build: (DatabaseQueue) throws(Failure) -> Void
    ) throws(DerivedFileError<Failure>) -> Opened {
        if let current = open() { return current }
        return try holdingLock(named: "lock") { () throws(DerivedFileError<Failure>) -> Opened in
            if let current = open() { return current }
            try write(build)
            guard let built = open() else { throw .unavailable("it was built but does not read back") }
            return built
        }
    }

    /// Builds the file again under the lock, whatever is in place: for a change that only the
    /// caller knows of. `build` is handed the new file as in ``openOrBuild(open:build:)``.
    public func rebuild<Failure: Error>(_ build: (DatabaseQueue) throws(Failure) -> Void) throws(DerivedFileError<Failure>) {
        try holdingLock(named: "lock") { () throws(DerivedFileError<Failure>) in try write(build) }
    }

    /// Runs `body` holding an exclusive lock on `.<name>.<lock>` beside the file, waiting for it as
    /// long as another run holds it: for work of the caller's own that one run at a time may do.
    /// The lock `"lock"` is the one every build takes.
    public func withLock<Value, Failure: Error>(named lock: String, _ body: () throws(Failure) -> Value) throws(DerivedFileError<Failure>)
        -> Value
    {
        try holdingLock(named: lock) { () throws(DerivedFileError<Failure>) -> Value in
            do throws(Failure) {
                return try body()
            } catch {
                throw .failed(error)
            }
        }
    }

    /// Removes the temporary files that killed builds left behind. A build holds the lock for as
    /// long as its files exist, so when the lock is free every such file is abandoned, whatever
    /// process id it names (a killed build's id may since have been given to another process, or
    /// name one in another process namespace). While another run builds, only the files whose
    /// process is gone are removed. Never waits, and never fails: a file it cannot remove stays.
    public func removeAbandonedBuilds() {
        removeBuilds(everyOne: lockIsFree())
    }

    // MARK: The lock

    /// `.<name>.<lock>`, beside the file.
    func lockURL(named lock: String) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(lock)")
    }

    private func holdingLock<Value, Failure: Error>(
        named lock: String, _ body: () throws(DerivedFileError<Failure>) -> Value
    ) throws(DerivedFileError<Failure>) -> Value {
        if let failure = makeFolder() { throw .unavailable(failure) }
        let path = lockURL(named: lock).path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .unavailable("could not open the lock \(path): \(Self.systemError())") }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw .unavailable("could not lock \(path): \(Self.systemError())") }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Whether the build lock was free: taken without waiting and let go at once.
    private func lockIsFree() -> Bool {
        let descriptor = open(lockURL(named: "lock").path, O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else { return true }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return false }
        flock(descriptor, LOCK_UN)
        return true
    }

    /// Makes the file's folder and the folders above it that are missing; the words say which one
    /// could not be made and why (Foundation's own error says only "NSCocoaErrorDomain error 512").
    private func makeFolder() -> String? {
        let folder = url.deletingLastPathComponent()
        var path = ""
        for component in folder.standardizedFileURL.path.split(separator: "/") {
            path += "/" + component
            var status = stat()
            if stat(path, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFDIR else { return "could not create the folder \(folder.path): \(path) is a file" }
                continue
            }
            guard mkdir(path, 0o755) == 0 || errno == EEXIST else { return "could not create the folder \(path): \(Self.systemError())" }
        }
        return nil
    }

    // MARK: Building

    /// Writes the file whole into a temporary file and renames it into place. The lock is held, so
    /// no other build is under way: every temporary file found beside it is abandoned.
    private func write<Failure: Error>(_ build: (DatabaseQueue) throws(Failure) -> Void) throws(DerivedFileError<Failure>) {
        removeBuilds(everyOne: true)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).\(UUID().uuidString).building")
        defer { Self.remove(temporary) }
        let queue: DatabaseQueue
        do {
            // Renamed into place only once whole, so written without a journal and without
            // waiting on the disk: a crash loses only the build.
            var configuration = Configuration()
            configuration.prepareDatabase { db in
                try db.execute(sql: "PRAGMA journal_mode = OFF")
                try db.execute(sql: "PRAGMA synchronous = OFF")
            }
            queue = try DatabaseQueue(path: temporary.path, configuration: configuration)
        } catch {
            throw .unavailable("could not create its new copy \(temporary.path): \(String(describing: error))")
        }
        do throws(Failure) {
            try build(queue)
        } catch {
            try? queue.close()
            throw .failed(error)
        }
        do {
            try queue.close()
        } catch {
            throw .unavailable("could not finish its new copy \(temporary.path): \(String(describing: error))")
        }
        guard rename(temporary.path, url.path) == 0 else {
            throw .unavailable("could not move the new file into place: \(Self.systemError())")
        }
    }

    /// Removes the temporary files of builds beside the file: every one, or only those whose
    /// process is gone.
    private func removeBuilds(everyOne: Bool) {
        let folder = url.deletingLastPathComponent()
        let prefix = ".\(url.lastPathComponent)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(prefix) && (name.hasSuffix(".building") || name.hasSuffix(".building-journal")) {
            let pid = name.dropFirst(prefix.count).split(separator: ".").first.flatMap { Int32($0) }
            let processGone = pid.map { kill($0, 0) == -1 && errno == ESRCH } ?? true
            if everyOne || processGone {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
        }
    }

    private static func remove(_ temporary: URL) {
        for suffix in ["", "-journal"] {
            try? FileManager.default.removeItem(atPath: temporary.path + suffix)
        }
    }

    private static func systemError() -> String {
        String(cString: strerror(errno))
    }
}
