import HomeFeature
import Presentation

/// Notes the view model's state from inside a fetch.
@MainActor
final class HomeStateProbe {
    var viewModel: HomeViewModel?
    private(set) var seen: [ViewState<HomeContent>] = []

    func record() {
        if let state = viewModel?.viewState { seen.append(state) }
    }
}
