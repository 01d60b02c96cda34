/// One thing Search found or remembers, of whichever kind.
public enum SearchResult: Sendable, Equatable {
    case film(FilmPreview)
    case series(SeriesPreview)
    case person(PersonPreview)

    public var kind: SearchKind {
        switch self {
        case .film: .movie
        case .series: .tv
        case .person: .person
        }
    }

    public var id: Int {
        switch self {
        case .film(let film): film.id
        case .series(let series): series.id
        case .person(let person): person.id
        }
    }

    /// A film's title, a series' or a person's name.
    public var name: String {
        switch self {
        case .film(let film): film.title
        case .series(let series): series.name
        case .person(let person): person.name
        }
    }

    /// A film's release year, a series' first year; nil for a person.
    public var year: Int? {
        switch self {
        case .film(let film): film.year
        case .series(let series): series.year
        case .person: nil
        }
    }
}
