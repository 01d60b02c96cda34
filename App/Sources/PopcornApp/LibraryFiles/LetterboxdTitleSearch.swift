import LibraryDomain
import PopcornLibraryAdapters
import SearchApplication
import SearchComposition
import SearchDomain

/// Finds the films a Letterboxd row may name, through the Search context: a search of the films
/// by the row's name, its first two pages, as the matcher's candidates.
struct LetterboxdTitleSearch {
    let search: any SearchCatalogueUseCase

    func candidates(named name: String) async throws(SearchCatalogueError) -> [TitleMatcher.Candidate] {
        var candidates: [TitleMatcher.Candidate] = []
        for page in 1...2 {
            let results: SearchResultsPage
            do {
                results = try await search.execute(query: name, kinds: [.movie], page: page)
            } catch {
                switch error {
                case .emptyQuery, .page: return candidates
                case .source: throw error
                }
            }
            for hit in results.hits {
                if case .movie(let movie) = hit.result {
                    candidates.append(
                        TitleMatcher.Candidate(
                            title: TitleReference(kind: .movie, id: movie.id), name: movie.title, originalName: movie.originalTitle,
                            year: movie.year))
                }
            }
            if page >= results.totalPages { break }
        }
        return candidates
    }
}
