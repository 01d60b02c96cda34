import Foundation
import GRDB
import LibraryInfrastructure

/// The store's reads and writes, and what their failures are told as.
extension SQLiteLibraryStore {
    /// Runs `work` as one read: what it sees is the file at one moment.
    func read<Value>(_ work: (Database) throws -> Value) throws(LibraryStoreError) -> Value {
        let queue = try self.queue
        do {
            return try queue.read(work)
        } catch {
            throw failure(error, otherwise: LibraryStoreError.unreadable)
        }
    }

    /// Runs `work`, one statement, as it is: SQLite reads a statement outside a transaction at
    /// one moment all the same, so the read needs none of its own (nor the four statements that
    /// begin and end it), which a details screen's question about one title would pay for.
    func readOneStatement<Value>(_ work: (Database) throws -> Value) throws(LibraryStoreError) -> Value {
        let queue = try self.queue
        do {
            return try queue.inDatabase(work)
        } catch {
            throw failure(error, otherwise: LibraryStoreError.unreadable)
        }
    }

    /// Runs `work` as one immediate transaction: the write lock is taken before it reads, so
    /// that what it reads is still true when it writes, whoever else is writing.
    func write<Value>(_ work: (Database) throws -> Value) throws(LibraryStoreError) -> Value {
        let queue = try self.queue
        do {
            return try queue.writeWithoutTransaction { db in
                var value: Value?
                try db.inTransaction(.immediate) {
                    value = try work(db)
                    return .commit
                }
                return value!
            }
        } catch {
            throw failure(error, otherwise: LibraryStoreError.unwritable)
        }
    }

    /// The failure told for `error`: the store's own as it is, SQLite's by its code (a file
    /// that is not a database, one that cannot be opened), any other as `otherwise` says.
    func failure(_ error: any Error, otherwise: (String) -> LibraryStoreError) -> LibraryStoreError {
        if let error = error as? LibraryStoreError { return error }
        if let error = error as? DatabaseError {
            switch error.resultCode {
            case .SQLITE_NOTADB: return foreignFile()
            case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_READONLY:
                return .unreachable("Could not open \(url.path): \(error.message ?? "\(error)")")
            default: return otherwise("\(url.path): \(error.message ?? "\(error)")")
            }
        }
        return otherwise("\(url.path): \(error)")
    }

    /// The failure told for a file that is not a library.
    func foreignFile() -> LibraryStoreError {
        .notALibrary(
            "\(url.path) is not a Popcorn library file, so nothing was read from it or written to it. "
                + "Move it elsewhere (or delete it if it is not needed) and Popcorn will start a new one there.")
    }
}
