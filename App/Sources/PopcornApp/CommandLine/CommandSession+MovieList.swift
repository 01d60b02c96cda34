import ArgumentParser
import DesignSystem
import MovieListFeature

extension CommandSession {
    /// The list screen, which three commands show (popular, top rated, similar).
    func showMovieList(_ kind: MovieListKind, page: Int) async throws(ExitCode) {
        try await show(
            { MovieListViewModel(kind: kind, page: page, dependencies: .live($0), navigator: $1) },
            text: { MovieListView(theme: $1).render($0, kind: kind) },
            json: MovieListView.renderJSON
        )
    }
}
