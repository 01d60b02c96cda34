public import LibraryDomain

/// Forgets one entry of the history, leaving the rest in their order.
public protocol RemoveFromHistoryUseCase: Sendable {
    /// - Returns: false when the history held no entry of `item`.
    func execute(_ item: OpenedItem) async throws(RemoveFromHistoryError) -> Bool
}
