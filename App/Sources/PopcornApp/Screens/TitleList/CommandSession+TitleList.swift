import ArgumentParser
import DesignSystem
import TitleListFeature

extension CommandSession {
    /// The list screen, which every list command shows (popular, top rated, similar; films and series).
    func showTitleList(_ list: TitleList, page: Int) async throws(ExitCode) {
        try await show(
            { TitleListViewModel(list: list, page: page, dependencies: .live($0), navigator: $1) },
            text: { TitleListView(theme: $1).render($0, list: list) },
            json: TitleListView.renderJSON
        )
    }
}
