import CoreDomain
import LibraryDomain
import Presentation

/// One watch of `popcorn watched --json`: the title (looked up as the list is read), the day it
/// was watched, the person's rating (1 to 10) and note, and whether its source still knows it.
struct WatchedItemDocument: JSONRecord {
    let kind: String
    let id: Int
    let name: String?
    let year: Int?
    let watchedOn: String
    let rating: Int?
    let note: String?
    let status: String
    let reason: String?

    init(_ item: WatchedItem) {
        kind = item.watch.title.kind.rawValue
        id = item.watch.title.id
        name = item.recollection.preview?.name
        year = item.recollection.preview?.year
        watchedOn = item.watch.day.isoString
        rating = item.watch.rating?.value
        note = item.watch.note
        status = item.recollection.status
        reason = item.recollection.reason
    }
}
