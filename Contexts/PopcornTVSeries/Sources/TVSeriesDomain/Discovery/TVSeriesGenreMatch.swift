/// Whether a discovered series must hold every genre asked for, or one of them is enough.
public enum TVSeriesGenreMatch: String, Sendable, Equatable, Codable {
    case all
    case any
}
