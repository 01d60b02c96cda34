import Foundation
import HistoryFeature
import LibraryDomain
import Presentation

/// The Library context's history in the history screen's terms.
struct HistoryMapper {
    func map(_ page: LibraryDomain.HistoryPage) -> HistoryFeature.HistoryPage {
        HistoryFeature.HistoryPage(
            page: page.page, totalPages: page.totalPages, totalResults: page.totalResults, items: page.items.map(map))
    }

    private func map(_ item: LibraryDomain.HistoryItem) -> HistoryRow {
        let kind = ItemKind(item.entry.item.kind)
        let viewedAt = InstantText.iso8601(item.entry.openedAt)
        switch item.recollection {
        case .found(let preview):
            return HistoryRow(
                kind: kind, id: item.entry.item.id, name: preview.name, year: preview.year, viewedAt: viewedAt, status: .found)
        case .notFound:
            return HistoryRow(kind: kind, id: item.entry.item.id, name: nil, year: nil, viewedAt: viewedAt, status: .notFound)
        case .unavailable(let reason):
            return HistoryRow(
                kind: kind, id: item.entry.item.id, name: nil, year: nil, viewedAt: viewedAt, status: .unavailable, reason: reason)
        }
    }
}
