/// A country a title was produced in.
public struct TMDbCountry: Decodable, Sendable, Equatable {
    /// Its ISO 3166-1 code ("US").
    public let code: String
    public let name: String?

    enum CodingKeys: String, CodingKey {
        case code = "iso_3166_1"
        case name
    }
}
