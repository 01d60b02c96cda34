/// `manifest.json`: the seed's format and the fingerprint of its record files, written by
/// `Scripts/derive-catalogue`.
struct SeedManifest: Decodable {
    static let supportedFormat = 8

    let format: Int
    let fingerprint: String
}
