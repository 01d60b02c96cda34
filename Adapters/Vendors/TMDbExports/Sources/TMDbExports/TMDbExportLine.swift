/// A line as TMDb writes it; which name field it has depends on the kind, and every field but the
/// id may be missing or null.
struct TMDbExportLine: Decodable {
    let id: Int
    let originalTitle: String?
    let originalName: String?
    let name: String?
    let popularity: Double?

    enum CodingKeys: String, CodingKey {
        case id
        case originalTitle = "original_title"
        case originalName = "original_name"
        case name
        case popularity
    }
}
