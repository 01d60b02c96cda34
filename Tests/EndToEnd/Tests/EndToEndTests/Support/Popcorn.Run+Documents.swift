import Foundation
import Testing

extension Popcorn.Run {
    /// Standard output, read as the one JSON document `--json` prints.
    func document() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
    }

    /// The rows of a list's document, under `items`.
    func items() throws -> [[String: Any]] {
        try #require(try document()["items"] as? [[String: Any]])
    }
}
