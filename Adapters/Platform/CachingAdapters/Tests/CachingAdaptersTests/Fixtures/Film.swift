import Foundation

/// A value of the shape a context caches: nested values, an optional date, an enum.
struct Film: Codable, Equatable, Sendable {
    enum Status: String, Codable, Sendable { case released, rumoured }

    let id: Int
    let title: String
    let released: Date?
    let status: Status
    let genres: [String]
    let rating: Double
}
