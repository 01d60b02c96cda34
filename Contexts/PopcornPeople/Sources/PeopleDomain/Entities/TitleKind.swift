/// Whether a credit is on a film or on a series, in the People context's own terms.
public enum TitleKind: String, Sendable, Equatable, Codable, CaseIterable {
    case movie
    case tv
}
