import ArgumentParser
import DesignSystem
import TitleListFeature

extension CommandSession {
    /// The list screen, which three commands show (popular, top rated, similar).
    func showTitleList(_ kind: TitleListKind, page: Int) async throws(ExitCode) {
        try await show(
            { TitleListViewModel(kind: kind, page: page, dependencies: .live($0), navigator: $1) },
            text: { TitleListView(theme: $1).render($0, kind: kind) },
            json: TitleListView.renderJSON
        )
    }
}
