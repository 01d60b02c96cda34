import LibraryDomain

struct DefaultMergeLibraryUseCase: MergeLibraryUseCase {
    let repository: any LibraryRepository

    func execute(_ batch: LibraryChanges, dryRun: Bool) async throws(MergeLibraryError) -> LibraryMergeReport {
        let contents = LibraryContents(watchlist: try await repository.watchlistEntries(), watches: try await repository.watches())
        let report = LibraryMerge().merge(batch, into: contents)
        // The store keeps the newer of each again as it writes, so a change another run made
        // between the read and this write is not undone by it.
        if !dryRun, !report.isEmpty { try await repository.write(report.changes) }
        return report
    }
}
