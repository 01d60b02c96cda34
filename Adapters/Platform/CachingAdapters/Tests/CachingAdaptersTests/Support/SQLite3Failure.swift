/// A `sqlite3` shell that ended with a failure.
struct SQLite3Failure: Error {
    let status: Int32
    let script: String
}
