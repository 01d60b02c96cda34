/// The orders the watches are listed in, named as `--sort` names them.
public enum WatchedOrder: String, Sendable, Hashable, CaseIterable, Encodable {
    /// Newest watch first (the default).
    case watched
    /// By name, A to Z.
    case title
    /// The person's rating, highest first.
    case rating
}
