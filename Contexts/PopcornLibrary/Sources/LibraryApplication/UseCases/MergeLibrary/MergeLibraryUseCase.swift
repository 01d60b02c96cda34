public import LibraryDomain

/// Merges a batch of watchlist entries and watches (an import, another library's export) into
/// the library, by `LibraryMerge`'s rules: never overwriting, the newer change to each entry
/// winning, watches known by title and day. What wins is written in one write, so a merge
/// interrupted lands whole or not at all; a dry run works out the same report and writes nothing.
public protocol MergeLibraryUseCase: Sendable {
    /// - Returns: what was written (or, with `dryRun`, what would be).
    func execute(_ batch: LibraryChanges, dryRun: Bool) async throws(MergeLibraryError) -> LibraryMergeReport
}
