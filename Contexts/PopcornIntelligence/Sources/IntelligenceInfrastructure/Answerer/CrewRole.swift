/// The jobs on a title people ask about, and the catalogue's words for each.
enum CrewRole: Equatable {
    case director
    case writer
    case composer
    case producer
    case creator

    var jobs: [String] {
        switch self {
        case .director: ["Director"]
        case .writer: ["Screenplay", "Writer", "Teleplay", "Story", "Novel", "Author", "Characters"]
        case .composer: ["Original Music Composer", "Music", "Composer"]
        case .producer: ["Producer"]
        case .creator: ["Creator"]
        }
    }
}
