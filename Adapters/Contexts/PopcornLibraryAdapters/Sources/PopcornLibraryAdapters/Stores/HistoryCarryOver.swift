import Foundation
import GRDB
import LibraryDomain

/// The history as earlier releases kept it, in `user-data.sqlite`: records of the list
/// "view-history" in the table `list_record`, oldest first by `sequence`, each a JSON payload
/// `{"item": {"kind": "movie", "id": 603}, "viewedAt": <seconds since 2001>}`. Read once, when a
/// library file is first opened, and copied into it; the old file is only read, never changed,
/// so an earlier release still finds its history there.
struct HistoryCarryOver {
    /// What `carried_over` calls this source.
    static let source = "user-data.sqlite view-history"

    let file: URL

    /// The entries, oldest first; empty when there is no such file or it holds no history.
    /// Throws when the file is there but cannot be read, so that nothing is marked as carried
    /// over and the next run tries again.
    func entries() throws -> [OpenedEntry] {
        guard FileManager.default.fileExists(atPath: file.path) else { return [] }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(5)
        let queue = try DatabaseQueue(path: file.path, configuration: configuration)
        return try queue.read { db in
            guard try db.tableExists("list_record") else { return [] }
            let payloads = try Data.fetchAll(
                db, sql: "SELECT payload FROM list_record WHERE list = 'view-history' ORDER BY sequence")
            let decoder = JSONDecoder()
            return payloads.compactMap { payload in
                // An entry an earlier release could not read either is the one thing left behind.
                (try? decoder.decode(StoredView.self, from: payload)).flatMap(\.entry)
            }
        }
    }

    /// A payload as the earlier release wrote it.
    private struct StoredView: Decodable {
        struct Item: Decodable {
            let kind: String
            let id: Int
        }

        let item: Item
        let viewedAt: Date

        var entry: OpenedEntry? {
            OpenedKind(rawValue: item.kind).map { OpenedEntry(item: OpenedItem(kind: $0, id: item.id), openedAt: viewedAt) }
        }
    }
}
