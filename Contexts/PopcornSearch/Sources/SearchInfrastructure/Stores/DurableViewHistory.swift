import DataPersistence
import Foundation
import SearchDomain

/// The history kept as a list in Platform's durable store: each entry a record keyed by what it
/// is about ("movie-603"), so that opening a title again drops its earlier entry in the same
/// transaction that adds the new one.
struct DurableViewHistory: ViewHistory {
    static let list = "view-history"

    let store: any DurableStore

    func record(_ item: ViewedItem, at date: Date) async throws(ViewHistoryError) {
        let payload: Data
        do {
            payload = try JSONEncoder().encode(HistoryEntry(item: item, viewedAt: date))
        } catch {
            throw .unwritable("could not encode the entry: \(error)")
        }
        let record = DurableRecord(key: Self.key(for: item), payload: payload)
        do {
            try await store.transaction { list throws(DataPersistenceError) in
                try list.removeRecords(withKey: record.key, from: Self.list)
                try list.append(record, to: Self.list)
            }
        } catch {
            throw Self.failure(error, otherwise: ViewHistoryError.unwritable)
        }
    }

    func entries(offset: Int, limit: Int) async throws(ViewHistoryError) -> HistoryEntries {
        let page: DurableRecordPage
        do {
            page = try await store.records(in: Self.list, offset: offset, limit: limit)
        } catch {
            throw Self.failure(error, otherwise: ViewHistoryError.unreadable)
        }
        var entries: [HistoryEntry] = []
        for record in page.records {
            do {
                entries.append(try JSONDecoder().decode(HistoryEntry.self, from: record.payload))
            } catch {
                throw .unreadable("the entry \"\(record.key)\" is damaged: \(error)")
            }
        }
        return HistoryEntries(entries: entries, total: page.total)
    }

    func clear() async throws(ViewHistoryError) {
        do {
            try await store.transaction { list throws(DataPersistenceError) in try list.removeAllRecords(from: Self.list) }
        } catch {
            throw Self.failure(error, otherwise: ViewHistoryError.unwritable)
        }
    }

    /// A store that cannot be opened is a history that is not there to read or write, whatever
    /// was asked of it; any other failure is the operation's own.
    private static func failure(_ error: DataPersistenceError, otherwise: (String) -> ViewHistoryError) -> ViewHistoryError {
        if case .unavailable(let reason) = error { return .unavailable(reason) }
        return otherwise(error.description)
    }

    static func key(for item: ViewedItem) -> String {
        "\(item.kind.rawValue)-\(item.id)"
    }
}
