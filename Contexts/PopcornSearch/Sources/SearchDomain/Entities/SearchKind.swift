/// What Search can find and remember: a movie, a TV series or a person. Each case is Search's
/// one name for its kind (`SearchResult` has a case of the same name for each), and the raw
/// values are the words the command line uses for them everywhere.
public enum SearchKind: String, Sendable, Hashable, CaseIterable, Codable {
    case movie
    case tv
    case person
}
