import Foundation
import HistoryFeature
import Presentation
import SearchDomain

/// The Search context's history in the history screen's terms.
struct HistoryMapper {
    func map(_ page: SearchDomain.HistoryPage) -> HistoryFeature.HistoryPage {
        HistoryFeature.HistoryPage(
            page: page.page, totalPages: page.totalPages, totalResults: page.totalResults, items: page.items.map(map))
    }

    private func map(_ item: HistoryItem) -> HistoryRow {
        let kind = ItemKind(item.entry.item.kind)
        let viewedAt = item.entry.viewedAt.ISO8601Format()
        switch item.recollection {
        case .found(let result):
            return HistoryRow(kind: kind, id: item.entry.item.id, name: result.name, year: result.year, viewedAt: viewedAt, status: .found)
        case .notFound:
            return HistoryRow(kind: kind, id: item.entry.item.id, name: nil, year: nil, viewedAt: viewedAt, status: .notFound)
        case .unavailable(let reason):
            return HistoryRow(
                kind: kind, id: item.entry.item.id, name: nil, year: nil, viewedAt: viewedAt, status: .unavailable, reason: reason)
        }
    }
}
