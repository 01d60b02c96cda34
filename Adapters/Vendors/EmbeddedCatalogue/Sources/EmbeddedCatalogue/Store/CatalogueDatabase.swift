import GRDB

/// A catalogue's database opened for reading: a `CatalogueFile` opened, or a copy in memory. It
/// keeps which file it was opened from, so that once a read finds it damaged, the file is told
/// apart from the one another process may since have built in its place.
public struct CatalogueDatabase: Sendable {
    let queue: DatabaseQueue
    /// The file `queue` was opened from; nil in memory.
    let file: CatalogueFileIdentity?
}
