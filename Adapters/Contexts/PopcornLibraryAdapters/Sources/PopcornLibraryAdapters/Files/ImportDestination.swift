/// Where rows that do not say so themselves land: on the watchlist, or as watches.
public enum ImportDestination: String, Sendable, CaseIterable {
    case watchlist
    case watched
}
