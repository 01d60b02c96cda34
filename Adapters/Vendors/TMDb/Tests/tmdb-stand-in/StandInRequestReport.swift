import Foundation
import TMDbStandIn

/// What the stand-in prints on the command `requests`: every request received so far, on one
/// line, as a JSON array of "METHOD path?query" with the query's names sorted
/// ("GET /3/discover/tv?page=1&with_genres=18"), so that a test in another process can check what
/// a client sent, and how often.
enum StandInRequestReport {
    static func line(_ requests: [TMDbStandInRequest]) -> String {
        let entries = requests.map { request in
            let query = request.query.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
            return "\(request.method) \(request.path)" + (query.isEmpty ? "" : "?" + query)
        }
        let data = (try? JSONSerialization.data(withJSONObject: entries, options: [.withoutEscapingSlashes])) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
