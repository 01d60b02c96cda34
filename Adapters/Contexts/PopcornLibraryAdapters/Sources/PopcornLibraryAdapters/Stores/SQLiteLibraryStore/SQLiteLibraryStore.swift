import Foundation
import GRDB
import LibraryInfrastructure
import Synchronization

/// The library in a SQLite file (`$XDG_DATA_HOME/popcorn/library.sqlite`), which many runs may
/// read and write at once: WAL mode, a writer that finds the file busy waits its turn (up to
/// `busyTimeout`) rather than failing, and every write one immediate transaction, so it lands
/// whole or not at all. It fills both of the Library's store ports: the history stays in this
/// file whatever keeps the watchlist.
///
/// The file is opened by the first question asked, and then: a file that is not a database, or
/// is some other program's, is reported (`.notALibrary`, naming the file and what to do) and
/// never written to; a new file gets the schema; an older one the steps it lacks; and the
/// history of `user-data.sqlite`, if there is one, is carried over, once.
final class SQLiteLibraryStore: Sendable {
    /// How long a writer waits for another to finish before it gives up.
    static let busyTimeout: TimeInterval = 30

    let url: URL
    let carryOver: HistoryCarryOver?
    private let connection = Mutex<Result<DatabaseQueue, LibraryStoreError>?>(nil)

    /// - Parameters:
    ///   - url: the library file; it and its folder are made when first used, if need be.
    ///   - historyFile: `user-data.sqlite`, whose history is copied in the first time the library
    ///     file is opened; nil for none.
    init(fileAt url: URL, carryingHistoryFrom historyFile: URL?) {
        self.url = url
        carryOver = historyFile.map(HistoryCarryOver.init(file:))
    }

    /// The open file, opened by the first question asked (see `SQLiteLibraryStore+Opening`); a
    /// failure to open it is kept and given to every later question.
    var queue: DatabaseQueue {
        get throws(LibraryStoreError) {
            try connection.withLock { opened in
                if let opened { return opened }
                let result = Result { () throws(LibraryStoreError) in try open() }
                opened = result
                return result
            }.get()
        }
    }
}
