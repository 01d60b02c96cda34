import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The catalogue's file as the file system knows it, so that a damaged file this process has open
/// is told apart from the one another process renamed into its place.
struct CatalogueFileIdentity: Sendable, Equatable {
    let device: UInt64
    let inode: UInt64

    /// The identity of the file at `url`; nil when there is none.
    init?(of url: URL) {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
