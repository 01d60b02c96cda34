/// What the Intelligence context keeps entries about: a case for each context it reads.
public enum IntelligenceKind: String, Sendable, Hashable, CaseIterable, Codable {
    case movie
    case tvSeries
    case person
}
