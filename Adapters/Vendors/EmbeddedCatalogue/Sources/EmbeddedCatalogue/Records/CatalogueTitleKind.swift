/// Whether a record is about a film or a series.
public enum CatalogueTitleKind: String, Sendable, Equatable {
    case movie
    case tv
}
