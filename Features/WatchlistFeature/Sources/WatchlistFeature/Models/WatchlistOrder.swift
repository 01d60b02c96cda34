/// The orders the watchlist is listed in, named as `--sort` names them.
public enum WatchlistOrder: String, Sendable, Hashable, CaseIterable, Encodable {
    /// Newest added first (the default).
    case added
    /// By name, A to Z.
    case title
    /// Newest year first.
    case year
    /// The source's rating, highest first.
    case rating
}
