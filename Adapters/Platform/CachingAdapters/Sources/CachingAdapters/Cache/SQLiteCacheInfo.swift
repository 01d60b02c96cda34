public import Foundation

/// What a `SQLiteCache` holds, as `popcorn cache info` shows it.
public struct SQLiteCacheInfo: Sendable, Equatable {
    /// The cache's file; its write-ahead log and shared-memory index sit beside it.
    public let file: URL
    /// Every entry kept, expired ones included.
    public let entryCount: Int
    /// The entries past their time to live, kept only to stand in when a source cannot be reached.
    public let expiredCount: Int
    /// The size of the file with its write-ahead log and shared-memory index.
    public let bytesOnDisk: Int64

    public init(file: URL, entryCount: Int, expiredCount: Int, bytesOnDisk: Int64) {
        self.file = file
        self.entryCount = entryCount
        self.expiredCount = expiredCount
        self.bytesOnDisk = bytesOnDisk
    }
}
