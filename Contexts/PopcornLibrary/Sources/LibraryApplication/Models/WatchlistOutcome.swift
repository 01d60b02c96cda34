public import LibraryDomain

/// What a change to the watchlist did, and what its title is, as its owner said while the change
/// was made: enough to say so in the title's own name without asking a second time.
public struct WatchlistOutcome: Sendable, Equatable {
    /// False when the watchlist was so already (the title was on it, or off it).
    public let changed: Bool
    public let recollection: Recollection

    public init(changed: Bool, recollection: Recollection) {
        self.changed = changed
        self.recollection = recollection
    }
}
