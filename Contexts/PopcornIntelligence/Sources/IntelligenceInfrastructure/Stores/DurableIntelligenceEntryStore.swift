import DataPersistence
import Foundation
import IntelligenceDomain

/// The entries kept as a list in Platform's durable store: each a record keyed by what it is
/// about, so that saving one again drops its earlier record in the same transaction.
struct DurableIntelligenceEntryStore: IntelligenceEntryStore {
    static let list = "intelligence-entries"

    let store: any DurableStore

    func save(_ entry: IntelligenceEntry) async throws(IntelligenceEntryStoreError) {
        let payload: Data
        do {
            payload = try JSONEncoder().encode(entry)
        } catch {
            throw .unwritable("could not encode the entry: \(error)")
        }
        let record = DurableRecord(key: "\(entry.kind.rawValue)-\(entry.id)", payload: payload)
        do {
            try await store.transaction { list throws(DataPersistenceError) in
                try list.removeRecords(withKey: record.key, from: Self.list)
                try list.append(record, to: Self.list)
            }
        } catch {
            throw .unwritable(error.description)
        }
    }

    func entries(limit: Int) async throws(IntelligenceEntryStoreError) -> [IntelligenceEntry] {
        let page: DurableRecordPage
        do {
            page = try await store.records(in: Self.list, offset: 0, limit: limit)
        } catch {
            throw .unreadable(error.description)
        }
        var entries: [IntelligenceEntry] = []
        for record in page.records {
            do {
                entries.append(try JSONDecoder().decode(IntelligenceEntry.self, from: record.payload))
            } catch {
                throw .unreadable("the entry \"\(record.key)\" is damaged: \(error)")
            }
        }
        return entries
    }
}
