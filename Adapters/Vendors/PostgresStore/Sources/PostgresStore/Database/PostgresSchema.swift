/// The tables a program keeps in a database, as the steps that make them: step N runs once, on a
/// database at version N - 1, and each step is one statement. `versionTable` records how many steps
/// have run; `lockKey` names the advisory lock under which they run, so that two programs starting
/// on a new database together make the tables once.
public struct PostgresSchema: Sendable, Equatable {
    public let versionTable: String
    public let lockKey: Int64
    public let steps: [String]

    /// `versionTable` is written into SQL as it is: letters, digits and underscores only.
    public init(versionTable: String, lockKey: Int64, steps: [String]) {
        precondition(versionTable.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }, "a plain table name")
        self.versionTable = versionTable
        self.lockKey = lockKey
        self.steps = steps
    }
}
