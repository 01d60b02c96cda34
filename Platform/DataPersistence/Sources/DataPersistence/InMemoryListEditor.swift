/// The lists of an `InMemoryDurableStore` as one transaction sees them: a copy, edited in place,
/// that the store takes back when the transaction's body returns.
final class InMemoryListEditor: DurableListEditing {
    private(set) var lists: [String: [DurableRecord]]

    init(lists: [String: [DurableRecord]]) {
        self.lists = lists
    }

    func append(_ record: DurableRecord, to list: String) throws(DataPersistenceError) {
        try StoreKey.validate(list)
        try StoreKey.validate(record.key)
        lists[list, default: []].append(record)
    }

    func removeRecords(withKey key: String, from list: String) throws(DataPersistenceError) {
        try StoreKey.validate(list)
        try StoreKey.validate(key)
        lists[list]?.removeAll { $0.key == key }
    }

    func removeAllRecords(from list: String) throws(DataPersistenceError) {
        try StoreKey.validate(list)
        lists[list] = nil
    }

    func records(in list: String, offset: Int, limit: Int) throws(DataPersistenceError) -> DurableRecordPage {
        try StoreKey.validate(list)
        let newestFirst = (lists[list] ?? []).reversed()
        return DurableRecordPage(records: Array(newestFirst.dropFirst(max(offset, 0)).prefix(max(limit, 0))), total: newestFirst.count)
    }
}
