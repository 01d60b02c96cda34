import HistoryFeature
import LibraryApplication
import LibraryComposition
import Presentation

extension HistoryDependencies {
    /// The history screen fed by the Library context, which looks each entry up through the
    /// other contexts as it reads the page.
    static func live(_ services: AppServices) -> HistoryDependencies {
        let fetchHistory = services.library.makeFetchHistoryUseCase()
        let wording = services.failureWording
        return HistoryDependencies { page throws(ViewStateError) in
            let history = try await wording.outcome { () async throws(FetchHistoryError) in try await fetchHistory.execute(page: page) }
                .get()
            return HistoryMapper().map(history)
        }
    }
}
