import LibraryDomain

struct DefaultExportLibraryUseCase: ExportLibraryUseCase {
    let repository: any LibraryRepository

    func execute() async throws(ExportLibraryError) -> LibraryContents {
        LibraryContents(
            watchlist: try await repository.watchlistEntries().sorted { $0.title < $1.title },
            watches: try await repository.watches().sorted { $0.key < $1.key })
    }
}
