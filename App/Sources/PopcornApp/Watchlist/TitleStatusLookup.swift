import LibraryApplication
import LibraryComposition
import LibraryDomain

/// Where a title stands in the library, for a film's or series' screen: asked beside the title
/// itself, and nil when the library cannot be read (the screen then says nothing of it rather
/// than failing: the title is what it is for).
struct TitleStatusLookup: Sendable {
    let fetch: any FetchTitleStatusUseCase

    init(_ services: AppServices) {
        fetch = services.library.makeFetchTitleStatusUseCase()
    }

    func status(of title: TitleReference) async -> TitleStatus? {
        try? await fetch.execute(title)
    }
}
