/// How a film must match the genres a discovery names: every one of them, or any one.
public enum GenreMatch: String, Sendable, Hashable, Codable, CaseIterable {
    case all
    case any
}
