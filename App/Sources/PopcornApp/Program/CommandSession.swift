import ArgumentParser
import DesignSystem
import EmbeddedCatalogue
import FeatureAccess
import Foundation
import Presentation
import SearchApplication
import SearchComposition
import SearchDomain

/// One run of a one-shot command: the app's services, built once, and the one piece that runs any screen.
@MainActor
final class CommandSession {
    private let services: AppServices
    private let router = CommandLineRouter()
    private let presenter: ScreenPresenter
    private let diagnostics: Diagnostics

    private init(services: AppServices, diagnostics: Diagnostics) {
        self.services = services
        self.diagnostics = diagnostics
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
            // A first run's build shows its progress to a person watching a terminal, never in JSON.
            var buildProgress: CatalogueStore.BuildProgress?
            if !settings.json, Terminal.isTerminal(FileHandle.standardError.fileDescriptor) {
                let line = BuildProgressLine(console: Console(), width: settings.messageTheme.width)
                buildProgress = { done, total in line.report(done: done, total: total) }
            }
            let services = try AppServices(configuration: configuration, buildProgress: buildProgress)
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

    /// Runs one screen: makes its view model, loads it, follows its links (which, on the command
    /// line, notes them as "Next:" suggestions), and prints its state as text or JSON.
    /// - Parameter viewing: the film, series or person a details screen shows, recorded in the
    ///   history once the screen has loaded it.
    /// - Throws: the exit code, when the screen ended in an error or could not be written.
    func show<Model: ScreenModel>(
        _ makeModel: @MainActor (AppServices, CommandLineRouter) -> Model,
        viewing: ViewedItem? = nil,
        text: (ViewState<Model.Content>, Theme) -> String,
        json: (ViewState<Model.Content>) -> String
    ) async throws(ExitCode) {
        let model = makeModel(services, router)
        await model.load()
        if let viewing, model.viewState.content != nil { await record(viewing) }
        model.destinations.forEach(model.open)
        try finish(presenter.present(model.viewState, text: { text(model.viewState, $0) }, json: { json(model.viewState) }))
    }

    /// Runs a command that changes something rather than showing a screen: on success prints
    /// `confirmation` (in JSON, `{"done": true, "message": …}`), else the failure in words.
    func perform<Failure: WordedFailure>(
        _ action: (AppServices) async throws(Failure) -> Void, confirmation: String
    ) async throws(ExitCode) {
        do {
            try await action(services)
        } catch {
            let worded = error.worded(by: services.failureWording)
            diagnostics.report(worded)
            throw ExitCode(ExitStatus.code(for: worded.kind))
        }
        let settings = diagnostics.settings
        do {
            try Console().out(
                settings.json
                    ? JSONDocument.encodeLine(ActionDocument(done: true, message: confirmation))
                    : settings.outputTheme.styler.paint(confirmation, as: .muted) + "\n")
        } catch {
            try finish(diagnostics.exitStatus(after: error))
        }
    }

    /// Adds a view to the history through Search's use case, unless `POPCORN_HISTORY` is off. A
    /// history that cannot be written costs the user only this entry, said in a warning: the
    /// screen is shown all the same.
    private func record(_ item: ViewedItem) async {
        guard services.recordsHistory else { return }
        do {
            try await services.search.makeRecordViewUseCase().execute(item)
        } catch {
            diagnostics.warn("This view was not added to the history: \(error.worded(by: services.failureWording).message)")
        }
    }

    private func finish(_ status: Int32) throws(ExitCode) {
        guard status == ExitStatus.success else { throw ExitCode(status) }
    }
}
