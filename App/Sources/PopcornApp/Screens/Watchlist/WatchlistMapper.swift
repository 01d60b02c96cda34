import CoreDomain
import Foundation
import LibraryDomain
import Presentation
import WatchlistFeature

/// The Library context's watchlist in the watchlist screen's terms.
struct WatchlistMapper {
    /// How the screen names the source a title is looked up in: "the embedded catalogue".
    let sourceName: String

    func map(_ items: [WatchlistItem], kind: ItemKind?, order: WatchlistOrder) -> Watchlist {
        Watchlist(kind: kind, order: order, items: items.map(map), sourceName: sourceName)
    }

    private func map(_ item: WatchlistItem) -> WatchlistRow {
        let preview = item.recollection.preview
        return WatchlistRow(
            kind: ItemKind(item.entry.title.kind), id: item.entry.title.id, name: preview?.name, year: preview?.year,
            voteAverage: preview?.rating?.average, addedAt: InstantText.iso8601(item.entry.addedAt), status: status(item.recollection),
            reason: item.recollection.reason)
    }

    private func status(_ recollection: Recollection) -> WatchlistStatus {
        switch recollection {
        case .found: .found
        case .notFound: .notFound
        case .unavailable: .unavailable
        }
    }
}
