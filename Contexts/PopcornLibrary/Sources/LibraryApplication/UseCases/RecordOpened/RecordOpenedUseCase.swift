public import LibraryDomain

/// Notes that a film, series or person was opened, putting it at the top of the history (its
/// earlier entry dropped).
public protocol RecordOpenedUseCase: Sendable {
    func execute(_ item: OpenedItem) async throws(RecordOpenedError)
}
