/// Where the Sample items context keeps its entries: its own data, which no other context can
/// give back. A write lands whole or fails.
public protocol SampleEntryStore: Sendable {
    /// Puts `entry` first, dropping an earlier entry about the same thing.
    func save(_ entry: SampleEntry) async throws(SampleEntryStoreError)
    /// Up to `limit` entries, most recent first.
    func entries(limit: Int) async throws(SampleEntryStoreError) -> [SampleEntry]
}
