public import Foundation

/// The catalogue's source of truth: the JSON document the database is built from, and a
/// fingerprint of its bytes that tells a database built from it apart from one built from another.
public struct CatalogueSeed: Sendable {
    public let data: Data
    public let fingerprint: String

    public init(data: Data) {
        self.data = data
        self.fingerprint = Self.fingerprint(of: data)
    }

    /// The seed shipped with this package (`Catalogue/movies.json`), looked for beside the
    /// executable and then in `directories` (see `CatalogueResources`).
    public static func bundled(searching directories: [URL] = []) throws(CatalogueError) -> CatalogueSeed {
        let url = try CatalogueResources.locate("movies.json", in: directories)
        do {
            return CatalogueSeed(data: try Data(contentsOf: url))
        } catch {
            throw .seedUnreadable("\(url.path): \(error.localizedDescription)")
        }
    }

    /// 64-bit FNV-1a over the bytes, in hex: cheap enough to take on every start.
    static func fingerprint(of data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
