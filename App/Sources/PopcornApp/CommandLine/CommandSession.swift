import ArgumentParser
import CastAndCrewFeature
import DesignSystem
import FeatureAccess
import Foundation
import MovieDetailsFeature
import MovieListFeature
import Presentation

/// One run of a one-shot command: the app's services, built once, and the screens it can show.
@MainActor
final class CommandSession {
    private let services: AppServices
    private let router = CommandLineRouter()
    private let presenter: ScreenPresenter

    private init(services: AppServices, diagnostics: Diagnostics) {
        self.services = services
        presenter = ScreenPresenter(
            console: Console(),
            diagnostics: diagnostics,
            router: router,
            showsNextSteps: services.featureFlags.isEnabled(AppFeatureFlags.nextStepHints)
        )
    }

    /// Reads the configuration and builds the services, reporting warnings and start-up failures
    /// on standard error (as JSON with `--json`).
    static func start(_ output: OutputOptions, configuration: AppConfiguration = .current()) throws(ExitCode) -> CommandSession {
        let settings = OutputSettings(json: output.json, noColor: output.noColor, environment: configuration.environment)
        let diagnostics = Diagnostics(console: Console(), settings: settings)
        do {
            let services = try AppServices(configuration: configuration)
            services.warnings.forEach(diagnostics.warn)
            return CommandSession(services: services, diagnostics: diagnostics)
        } catch {
            diagnostics.report(
                ViewStateError(
                    kind: .unavailable,
                    message: error.description,
                    suggestion: "Run popcorn from its build folder, or install it with `Scripts/install [PREFIX]`."
                ))
            throw ExitCode(ExitStatus.unavailable)
        }
    }

    func showMovieDetails(movieID: Int) async throws(ExitCode) {
        let viewModel = MovieDetailsViewModel(movieID: movieID, dependencies: .live(services), navigator: router)
        await viewModel.load()
        viewModel.destinations.forEach(viewModel.open)
        try finish(
            presenter.present(
                viewModel.viewState,
                text: { MovieDetailsView(theme: $0).render(viewModel.viewState) },
                json: { MovieDetailsView.renderJSON(viewModel.viewState) }
            ))
    }

    func showCastAndCrew(movieID: Int) async throws(ExitCode) {
        let viewModel = CastAndCrewViewModel(movieID: movieID, dependencies: .live(services), navigator: router)
        await viewModel.load()
        viewModel.destinations.forEach(viewModel.open)
        try finish(
            presenter.present(
                viewModel.viewState,
                text: { CastAndCrewView(theme: $0).render(viewModel.viewState) },
                json: { CastAndCrewView.renderJSON(viewModel.viewState) }
            ))
    }

    func showMovieList(_ kind: MovieListKind, page: Int) async throws(ExitCode) {
        let viewModel = MovieListViewModel(kind: kind, page: page, dependencies: .live(services), navigator: router)
        await viewModel.load()
        viewModel.destinations.forEach(viewModel.open)
        try finish(
            presenter.present(
                viewModel.viewState,
                text: { MovieListView(theme: $0).render(viewModel.viewState, kind: kind) },
                json: { MovieListView.renderJSON(viewModel.viewState) }
            ))
    }

    private func finish(_ status: Int32) throws(ExitCode) {
        guard status == ExitStatus.success else { throw ExitCode(status) }
    }
}
