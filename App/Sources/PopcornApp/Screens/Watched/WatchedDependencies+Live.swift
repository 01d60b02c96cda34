import LibraryApplication
import LibraryComposition
import LibraryDomain
import Presentation
import WatchedFeature

extension WatchedDependencies {
    /// The watches fed by the Library context, which looks each title up through the films' and
    /// the series' contexts as it reads the list.
    static func live(_ services: AppServices) -> WatchedDependencies {
        let listWatched = services.library.makeListWatchedUseCase()
        let mapper = WatchedMapper(sourceName: services.failureWording.source)
        return WatchedDependencies { kind, order throws(ViewStateError) in
            let items: [WatchedItem]
            do throws(LibraryRepositoryError) {
                items = try await listWatched.execute(kind: kind.flatMap(LibraryKind.init), sort: WatchedSort(order))
            } catch {
                throw LibraryFailure.library(error).error
            }
            return mapper.map(items, kind: kind, order: order)
        }
    }
}
