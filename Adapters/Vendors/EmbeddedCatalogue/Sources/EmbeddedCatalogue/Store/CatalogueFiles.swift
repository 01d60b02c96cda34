import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files around the catalogue database: the lock every build takes, the temporary files a
/// build writes, and the sweep that removes those a killed build left behind.
enum CatalogueFiles {
    /// A file as the file system knows it, so that a file replaced by a rename is told apart.
    struct Identity: Sendable, Equatable {
        let device: UInt64
        let inode: UInt64
    }

    static func identity(of url: URL) -> Identity? {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return nil }
        return Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }

    /// Runs `body` holding an exclusive lock on `.<name>.lock` beside the database: one process
    /// builds while every other waits, reading nothing, and then finds the built file.
    static func withBuildLock<Value>(for url: URL, _ body: () throws(CatalogueError) -> Value) throws(CatalogueError) -> Value {
        let directory = url.deletingLastPathComponent()
        try makeDirectory(directory, for: url)
        let lockPath = lockURL(for: url).path
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .databaseUnavailable(path: url.path, reason: "could not open its lock \(lockPath): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw .databaseUnavailable(path: url.path, reason: "could not lock \(lockPath): \(String(cString: strerror(errno)))")
            }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Creates `directory` and the folders above it that are missing, saying in words which one
    /// could not be made and why (Foundation's own error says only "NSCocoaErrorDomain error 512").
    static func makeDirectory(_ directory: URL, for url: URL) throws(CatalogueError) {
        var path = ""
        for component in directory.standardizedFileURL.path.split(separator: "/") {
            path += "/" + component
            var status = stat()
            if stat(path, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFDIR else {
                    throw .databaseUnavailable(path: url.path, reason: "could not create the folder \(directory.path): \(path) is a file")
                }
                continue
            }
            guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
                let reason = String(cString: strerror(errno))
                throw .databaseUnavailable(path: url.path, reason: "could not create the folder \(path): \(reason)")
            }
        }
    }

    /// `.<name>.lock`, beside the database.
    static func lockURL(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).lock")
    }

    /// `.<name>.<pid>.<uuid>.building`, beside the database: the pid says whose build it is.
    static func temporaryBuildURL(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).\(UUID().uuidString).building")
    }

    static func removeBuild(at temporary: URL) {
        for suffix in ["", "-journal"] {
            try? FileManager.default.removeItem(atPath: temporary.path + suffix)
        }
    }

    /// Removes the temporary build files a killed build left behind. A build holds the build lock
    /// for as long as its files exist, so when the lock is free every such file is abandoned,
    /// whatever process id it names (a killed build's id may since have been given to another
    /// process, or name one in another process namespace). While another process builds, only the
    /// files whose process is gone are removed.
    static func removeAbandonedBuilds(of url: URL) {
        let directory = url.deletingLastPathComponent()
        let prefix = ".\(url.lastPathComponent)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        let leftovers = names.filter { $0.hasPrefix(prefix) && ($0.hasSuffix(".building") || $0.hasSuffix(".building-journal")) }
        guard !leftovers.isEmpty else { return }
        let noBuildRunning = withBuildLockIfFree(for: url)
        for name in leftovers {
            let pid = name.dropFirst(prefix.count).split(separator: ".").first.flatMap { Int32($0) }
            let processGone = pid.map { kill($0, 0) == -1 && errno == ESRCH } ?? true
            if noBuildRunning || processGone {
                try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
            }
        }
    }

    /// Whether the build lock was free: taken without waiting and let go at once.
    private static func withBuildLockIfFree(for url: URL) -> Bool {
        let descriptor = open(lockURL(for: url).path, O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else { return true }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return false }
        flock(descriptor, LOCK_UN)
        return true
    }
}
