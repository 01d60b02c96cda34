import MoviesApplication
import Presentation

// Which film a Movies failure says the source does not have: every use case that looks a film
// up by id fails with `MovieLookupError`, alone or in a case of its own error.

extension MovieLookupError {
    var missingItem: MissingItem? {
        if case .notFound(let id) = self { MissingItem(kind: .movie, id: id) } else { nil }
    }
}

extension FetchSimilarMoviesError {
    var missingItem: MissingItem? {
        if case .lookup(let error) = self { error.missingItem } else { nil }
    }
}
