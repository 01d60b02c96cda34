/// One thing Search found or remembers, of whichever kind: a case for each `SearchKind`, named
/// the same.
public enum SearchResult: Sendable, Equatable {
    case movie(MoviePreview)
    case tv(TVSeriesPreview)
    case person(PersonPreview)

    public var kind: SearchKind {
        switch self {
        case .movie: .movie
        case .tv: .tv
        case .person: .person
        }
    }

    public var id: Int {
        switch self {
        case .movie(let movie): movie.id
        case .tv(let series): series.id
        case .person(let person): person.id
        }
    }

    /// A movie's title, a series' or a person's name.
    public var name: String {
        switch self {
        case .movie(let movie): movie.title
        case .tv(let series): series.name
        case .person(let person): person.name
        }
    }

    /// A movie's release year, a series' first year; nil for a person.
    public var year: Int? {
        switch self {
        case .movie(let movie): movie.year
        case .tv(let series): series.year
        case .person: nil
        }
    }
}
