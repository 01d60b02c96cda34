import LibraryDomain

struct DefaultRemoveFromHistoryUseCase: RemoveFromHistoryUseCase {
    let repository: any LibraryRepository

    func execute(_ item: OpenedItem) async throws(RemoveFromHistoryError) -> Bool {
        try await repository.removeOpened(item)
    }
}
