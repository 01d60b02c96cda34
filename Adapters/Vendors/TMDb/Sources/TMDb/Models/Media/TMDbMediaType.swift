/// What a mixed list's item is, as its `media_type` says. A kind this client does not know (TMDb
/// also lists collections, for one) is kept as ``other(_:)`` rather than refused.
public enum TMDbMediaType: Sendable, Equatable, Hashable, Decodable, CustomStringConvertible {
    case movie
    case tv
    case person
    /// A kind this client does not know, with TMDb's name for it.
    case other(String)

    public init(rawValue: String) {
        switch rawValue {
        case "movie": self = .movie
        case "tv": self = .tv
        case "person": self = .person
        default: self = .other(rawValue)
        }
    }

    /// TMDb's name for the kind.
    public var rawValue: String {
        switch self {
        case .movie: "movie"
        case .tv: "tv"
        case .person: "person"
        case .other(let name): name
        }
    }

    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    public var description: String { rawValue }
}
