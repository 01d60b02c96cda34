import LibraryApplication
import LibraryComposition
import LibraryDomain
import Presentation
import WatchlistFeature

extension WatchlistDependencies {
    /// The watchlist fed by the Library context, which looks each title up through the films'
    /// and the series' contexts as it reads the list.
    static func live(_ services: AppServices) -> WatchlistDependencies {
        let listWatchlist = services.library.makeListWatchlistUseCase()
        let mapper = WatchlistMapper(sourceName: services.failureWording.source)
        return WatchlistDependencies { kind, order throws(ViewStateError) in
            let items: [WatchlistItem]
            do throws(LibraryRepositoryError) {
                items = try await listWatchlist.execute(kind: kind.flatMap(LibraryKind.init), sort: WatchlistSort(order))
            } catch {
                throw LibraryFailure.library(error).error
            }
            return mapper.map(items, kind: kind, order: order)
        }
    }
}
