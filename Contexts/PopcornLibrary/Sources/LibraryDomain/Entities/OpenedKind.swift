/// What the history records as opened: a film, a series or a person. The raw values are the
/// words the command line uses for them everywhere.
public enum OpenedKind: String, Sendable, Hashable, CaseIterable, Codable {
    case movie
    case tv
    case person
}
