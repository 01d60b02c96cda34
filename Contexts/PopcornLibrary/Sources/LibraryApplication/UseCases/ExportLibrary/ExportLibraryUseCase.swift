public import LibraryDomain

/// Answers with everything the library holds, for an export: every watchlist entry (removal
/// markers included, so that an import elsewhere removes what was removed here) in the order
/// of their titles, and every watch by title and day.
public protocol ExportLibraryUseCase: Sendable {
    func execute() async throws(ExportLibraryError) -> LibraryContents
}
