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
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .databaseUnavailable(path: url.path, reason: "could not create \(directory.path): \(error.localizedDescription)")
        }
        let lockPath = directory.appendingPathComponent(".\(url.lastPathComponent).lock").path
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

    /// Removes every temporary build file whose process is gone, whatever its age. A file whose
    /// pid names a live process is left alone: its build may still be running.
    static func removeAbandonedBuilds(of url: URL) {
        let directory = url.deletingLastPathComponent()
        let prefix = ".\(url.lastPathComponent)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix(prefix) && (name.hasSuffix(".building") || name.hasSuffix(".building-journal")) {
            let fields = name.dropFirst(prefix.count).split(separator: ".")
            guard let pid = fields.first.flatMap({ Int32($0) }), pid > 0 else { continue }
            if kill(pid, 0) == -1 && errno == ESRCH {
                try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
            }
        }
    }
}
