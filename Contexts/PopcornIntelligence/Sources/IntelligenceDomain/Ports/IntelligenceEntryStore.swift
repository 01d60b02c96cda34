/// Where the Intelligence context keeps its entries: its own data, which no other context can
/// give back. A write lands whole or fails.
public protocol IntelligenceEntryStore: Sendable {
    /// Puts `entry` first, dropping an earlier entry about the same thing.
    func save(_ entry: IntelligenceEntry) async throws(IntelligenceEntryStoreError)
    /// Up to `limit` entries, most recent first.
    func entries(limit: Int) async throws(IntelligenceEntryStoreError) -> [IntelligenceEntry]
}
