import LibraryApplication
import LibraryComposition
import LibraryDomain
import Presentation

extension AppServices {
    /// Adds a view to the history through the Library's use case, unless `POPCORN_HISTORY` is off.
    /// - Returns: what went wrong, in words, when the history could not be written: that costs
    ///   the user only this entry, so the caller warns and shows the screen all the same.
    @MainActor
    func recordView(_ item: OpenedItem) async -> String? {
        guard recordsHistory else { return nil }
        do {
            try await library.makeRecordOpenedUseCase().execute(item)
            return nil
        } catch {
            return "This view was not added to the history: \(error.worded(by: failureWording).message)"
        }
    }
}
