import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// An advisory lock on a file beside the index, so that runs started together build it once:
/// the first builds, the others wait and then find it built. An import holds a lock of its own
/// (`named:`) for its kind while it reads, and this one while it writes the index.
enum BuildLock {
    static func holding<Value>(beside url: URL, named name: String = "lock", _ body: () throws -> Value) throws -> Value {
        let path = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(name)").path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw SearchIndexFailure("could not open the lock \(path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw SearchIndexFailure("could not lock \(path): \(String(cString: strerror(errno)))") }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
