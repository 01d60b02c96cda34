package import LibraryDomain

/// Builds the library's repository over the stores the adapters fill. Only
/// `LibraryComposition` uses it.
package struct LibraryInfrastructureFactory: Sendable {
    private let library: any LibraryStore
    private let history: any HistoryStore

    package init(library: some LibraryStore, history: some HistoryStore) {
        self.library = library
        self.history = history
    }

    package func makeLibraryRepository() -> some LibraryRepository {
        DefaultLibraryRepository(library: library, history: history)
    }
}
