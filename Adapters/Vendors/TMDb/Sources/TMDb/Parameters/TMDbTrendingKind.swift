/// What a trending list holds: the `{media}` part of `/trending/{media}/{window}`.
public enum TMDbTrendingKind: String, Sendable, Equatable, CaseIterable {
    /// Films, series and people mixed.
    case all
    case movie
    case tv
    case person

    /// The media type of every item in the list, when the list holds one kind.
    var impliedMediaType: TMDbMediaType? {
        switch self {
        case .all: nil
        case .movie: .movie
        case .tv: .tv
        case .person: .person
        }
    }
}
