extension ExploreItemKind {
    /// Whether the row is a genre rather than a film, a series or a person (it shows no id).
    var isGenre: Bool {
        switch self {
        case .movieGenre, .tvGenre: true
        case .movie, .tv, .person: false
        }
    }
}
