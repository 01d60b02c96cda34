/// One item of a list that mixes films, series and people: `/search/multi`, `/trending/…` and a
/// person's "known for" titles.
///
/// An item whose `media_type` this client does not know decodes as ``other(_:)``, which callers
/// skip, so that a new kind of item never makes a whole page unreadable.
public enum TMDbMediaItem: Decodable, Sendable, Equatable {
    case movie(TMDbMovieSummary)
    case tv(TMDbTVSeriesSummary)
    case person(TMDbPersonSummary)
    /// An item of a kind this client does not read, with TMDb's name for the kind.
    case other(String)

    /// What the item is.
    public var mediaType: TMDbMediaType {
        switch self {
        case .movie: .movie
        case .tv: .tv
        case .person: .person
        case .other(let name): .other(name)
        }
    }

    enum CodingKeys: String, CodingKey {
        case mediaType = "media_type"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // A list whose path names its kind (trending movies) may leave `media_type` out.
        let implied = decoder.userInfo[TMDbJSON.impliedMediaTypeKey] as? TMDbMediaType
        let mediaType = try container.decodeIfPresent(TMDbMediaType.self, forKey: .mediaType) ?? implied ?? .other("")
        switch mediaType {
        case .movie: self = .movie(try TMDbMovieSummary(from: decoder))
        case .tv: self = .tv(try TMDbTVSeriesSummary(from: decoder))
        case .person: self = .person(try TMDbPersonSummary(from: decoder))
        case .other(let name): self = .other(name)
        }
    }
}
