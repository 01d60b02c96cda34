/// `popcorn cache info --json`.
struct CacheInfoDocument: Encodable {
    let file: String
    let entries: Int
    let expired: Int
    let bytesOnDisk: Int64
}
