import Foundation

/// What tells one export file from another without reading it whole: its name (which carries
/// its kind and its day), its size, and a hash of its first and last 64 KiB (the last bytes of a
/// gzip file hold the checksum and length of all it inflates to). Its modification time is left
/// out, so that a copy or a `touch` of the same file is the same file.
struct ExportFileIdentity: Sendable, Equatable {
    static let sampleSize = 1 << 16

    let fileName: String
    let size: Int
    let fingerprint: String

    init(fileName: String, size: Int, fingerprint: String) {
        self.fileName = fileName
        self.size = size
        self.fingerprint = fingerprint
    }

    init(of url: URL) throws {
        guard let file = FileHandle(forReadingAtPath: url.path) else {
            throw ExportImportError.unreadableExport(path: url.path, reason: "it cannot be opened")
        }
        defer { try? file.close() }
        do {
            let size = Int(try file.seekToEnd())
            try file.seek(toOffset: 0)
            var hash = Self.offsetBasis
            Self.mix(try file.read(upToCount: Self.sampleSize) ?? Data(), into: &hash)
            try file.seek(toOffset: UInt64(max(0, size - Self.sampleSize)))
            Self.mix(try file.read(upToCount: Self.sampleSize) ?? Data(), into: &hash)
            self.init(fileName: url.lastPathComponent, size: size, fingerprint: String(hash, radix: 16))
        } catch {
            throw ExportImportError.unreadableExport(path: url.path, reason: error.localizedDescription)
        }
    }

    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    /// FNV-1a, 64 bits: the same in every run, unlike Swift's seeded `Hasher`.
    private static func mix(_ data: Data, into hash: inout UInt64) {
        for byte in data {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
    }
}
