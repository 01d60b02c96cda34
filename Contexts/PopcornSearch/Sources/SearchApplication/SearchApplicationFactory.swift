package import SearchDomain

/// Builds the Search use cases over the index and the providers of other contexts' facts. Only
/// `SearchComposition` uses it.
package struct SearchApplicationFactory: Sendable {
    private let index: any SearchIndex
    private let movies: any MovieProviding
    private let tvSeries: any TVSeriesProviding
    private let people: any PersonProviding

    package init(
        index: some SearchIndex, movies: some MovieProviding, tvSeries: some TVSeriesProviding, people: some PersonProviding
    ) {
        self.index = index
        self.movies = movies
        self.tvSeries = tvSeries
        self.people = people
    }

    package func makeSearchCatalogueUseCase() -> any SearchCatalogueUseCase {
        DefaultSearchCatalogueUseCase(index: index)
    }

    package func makeLookUpIndexEntryUseCase() -> any LookUpIndexEntryUseCase {
        DefaultLookUpIndexEntryUseCase(index: index)
    }
}
