import CoreDomain
import LibraryDomain
import Presentation
import WatchedFeature

/// The Library context's watches in the watched list's terms.
struct WatchedMapper {
    /// How the screen names the source a title is looked up in: "the embedded catalogue".
    let sourceName: String

    func map(_ items: [WatchedItem], kind: ItemKind?, order: WatchedOrder) -> WatchedList {
        WatchedList(kind: kind, order: order, items: items.map(map), sourceName: sourceName)
    }

    private func map(_ item: WatchedItem) -> WatchedRow {
        let preview = item.recollection.preview
        return WatchedRow(
            kind: ItemKind(item.watch.title.kind), id: item.watch.title.id, name: preview?.name, year: preview?.year,
            watchedOn: item.watch.day.isoString, rating: item.watch.rating?.value, note: item.watch.note,
            status: status(item.recollection), reason: item.recollection.reason)
    }

    private func status(_ recollection: Recollection) -> WatchedStatus {
        switch recollection {
        case .found: .found
        case .notFound: .notFound
        case .unavailable: .unavailable
        }
    }
}
