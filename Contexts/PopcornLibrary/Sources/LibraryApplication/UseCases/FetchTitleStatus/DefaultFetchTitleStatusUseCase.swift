import LibraryDomain

struct DefaultFetchTitleStatusUseCase: FetchTitleStatusUseCase {
    let repository: any LibraryRepository

    func execute(_ title: TitleReference) async throws(FetchTitleStatusError) -> TitleStatus {
        let entry = try await repository.watchlistEntry(for: title)
        return TitleStatus(title: title, watchlistEntry: entry, watches: try await repository.watches(of: title))
    }
}
