public import SearchApplication
public import SearchDomain

/// The Search context's one public door: give it an index and the providers through which it
/// learns what a movie, series or person is today, and it vends the use cases, wired and ready.
/// Built once, by the app's composition root. (The history it kept is the Library's now.)
public struct PopcornSearchFactory: Sendable {
    private let application: SearchApplicationFactory

    public init(
        index: some SearchIndex, movies: some MovieProviding, tvSeries: some TVSeriesProviding, people: some PersonProviding
    ) {
        application = SearchApplicationFactory(index: index, movies: movies, tvSeries: tvSeries, people: people)
    }

    public func makeSearchCatalogueUseCase() -> any SearchCatalogueUseCase {
        application.makeSearchCatalogueUseCase()
    }

    public func makeLookUpIndexEntryUseCase() -> any LookUpIndexEntryUseCase {
        application.makeLookUpIndexEntryUseCase()
    }
}
