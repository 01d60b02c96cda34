public import Foundation
import GRDB

/// Changes a catalogue's database file behind the back of the store that has it open, as a user
/// with the sqlite3 shell could: to show that a damaged file is noticed and built again.
public enum CatalogueTampering {
    /// Runs `statement` (a `DROP TABLE`, an `UPDATE` that stores a value of the wrong type) on the
    /// database file at `url`.
    public static func execute(_ statement: String, onFileAt url: URL) throws {
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { try $0.execute(sql: statement) }
        try queue.close()
    }
}
