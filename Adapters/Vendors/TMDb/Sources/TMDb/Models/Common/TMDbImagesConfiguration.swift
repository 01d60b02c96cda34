/// How to turn an image path from any answer (a poster's, a profile's) into an address: a base URL,
/// then one of the sizes, then the path.
public struct TMDbImagesConfiguration: Codable, Sendable, Equatable {
    /// The plain-HTTP base of every image address.
    public let baseURL: String?
    /// The HTTPS base of every image address.
    public let secureBaseURL: String?
    public let backdropSizes: [String]
    public let logoSizes: [String]
    public let posterSizes: [String]
    public let profileSizes: [String]
    public let stillSizes: [String]

    enum CodingKeys: String, CodingKey {
        case baseURL = "base_url"
        case secureBaseURL = "secure_base_url"
        case backdropSizes = "backdrop_sizes"
        case logoSizes = "logo_sizes"
        case posterSizes = "poster_sizes"
        case profileSizes = "profile_sizes"
        case stillSizes = "still_sizes"
    }
}
