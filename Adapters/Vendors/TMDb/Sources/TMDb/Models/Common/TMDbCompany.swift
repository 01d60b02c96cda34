/// A production company or a television network.
public struct TMDbCompany: Decodable, Sendable, Equatable {
    public let id: Int
    public let name: String
    /// The path of its logo, to put after an image base URL and a size.
    public let logoPath: String?
    /// An ISO 3166-1 country code ("US"); TMDb sends "" when it does not know, read here as nil.
    public var originCountry: String? { originCountryText.nonBlank }

    let originCountryText: String?

    enum CodingKeys: String, CodingKey {
        case id, name
        case logoPath = "logo_path"
        case originCountryText = "origin_country"
    }
}
