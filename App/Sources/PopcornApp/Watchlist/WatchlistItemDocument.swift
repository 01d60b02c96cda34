import CoreDomain
import Foundation
import LibraryDomain
import Presentation

/// One title of `popcorn watchlist --json`: what it is (looked up as the list is read), the
/// source's rating, when it was added (ISO 8601, UTC), and whether its source still knows it.
struct WatchlistItemDocument: JSONRecord {
    let kind: String
    let id: Int
    let name: String?
    let year: Int?
    let voteAverage: Double?
    let addedAt: String
    let status: String
    let reason: String?

    init(_ item: WatchlistItem) {
        kind = item.entry.title.kind.rawValue
        id = item.entry.title.id
        name = item.recollection.preview?.name
        year = item.recollection.preview?.year
        voteAverage = item.recollection.preview?.rating?.average
        addedAt = item.entry.addedAt.formatted(.iso8601)
        status = item.recollection.status
        reason = item.recollection.reason
    }
}
