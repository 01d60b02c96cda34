import Presentation

/// A row of an imported file that names no title, or more than one: its line, what it named,
/// and the titles it could be (`ambiguous`) or none (`notFound`).
struct UnmatchedRowDocument: JSONRecord {
    let line: Int
    let name: String
    let year: Int?
    let reason: String
    let candidates: [String]
}
