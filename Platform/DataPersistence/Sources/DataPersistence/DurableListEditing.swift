/// What can be done to the store's lists inside one transaction. Everything done through it
/// lands together when the transaction's body returns, or not at all when it throws; other
/// writers, in this process or another, see the lists before or after, never between.
public protocol DurableListEditing {
    /// Adds `record` to the end of `list` (its newest entry), creating the list if need be.
    func append(_ record: DurableRecord, to list: String) throws(DataPersistenceError)
    /// Drops every entry of `list` whose key is `key`; none is no error.
    func removeRecords(withKey key: String, from list: String) throws(DataPersistenceError)
    /// Empties `list`.
    func removeAllRecords(from list: String) throws(DataPersistenceError)
    /// Up to `limit` entries of `list`, newest first, skipping the `offset` newest.
    func records(in list: String, offset: Int, limit: Int) throws(DataPersistenceError) -> DurableRecordPage
}
