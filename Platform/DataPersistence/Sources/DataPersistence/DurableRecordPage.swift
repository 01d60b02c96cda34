/// A stretch of a durable list, newest entry first, and how many entries the whole list holds.
public struct DurableRecordPage: Sendable, Equatable {
    public let records: [DurableRecord]
    public let total: Int

    public init(records: [DurableRecord], total: Int) {
        self.records = records
        self.total = total
    }
}
