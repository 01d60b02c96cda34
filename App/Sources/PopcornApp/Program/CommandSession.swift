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
    let services: AppServices
    private let presenter: ScreenPresenter
    let diagnostics: Diagnostics

    /// The run's session, kept until the process exits: releasing its services would close the
    /// databases and tear down every object, which the exit does for nothing (a tenth of what
    /// `popcorn movie 550` does beyond starting, docs/performance.md).
    private static var lastStarted: CommandSession?

    private init(services: AppServices, diagnostics: Diagnostics) {
        self.services = services
        self.diagnostics = diagnostics
        presenter = ScreenPresenter(
            console: Console(),
            diagnostics: diagnostics,
            showsNextSteps: services.featureFlags.isEnabled(AppFeatureFlags.nextStepHints)
        )
    }

    /// Reads the configuration and builds the services, reporting warnings and start-up failures
    /// on standard error (as JSON with `--json`).
    static func start(_ output: OutputOptions, configuration: AppConfiguration = .current) throws(ExitCode) -> CommandSession {
        try start(output.common, asksModel: false, model: nil, configuration: configuration)
    }

    static func start(_ options: CommonOptions, configuration: AppConfiguration = .current) throws(ExitCode) -> CommandSession {
        try start(options, asksModel: false, model: nil, configuration: configuration)
    }

    /// The same for a command that asks the model (`ask`, `chat`): a model's setting that cannot be
    /// used (ModelSettings.problem) ends it here as a usage error naming the setting and where it
    /// was set, where the other commands run as if it were not there.
    /// - Parameter model: the model `--model` names for this run; nil when the flag is not given.
    static func start(_ output: OutputOptions, model: String?, configuration: AppConfiguration = .current) throws(ExitCode)
        -> CommandSession
    {
        try start(output.common, asksModel: true, model: model, configuration: configuration)
    }

    static func start(_ options: CommonOptions, model: String?, configuration: AppConfiguration = .current) throws(ExitCode)
        -> CommandSession
    {
        try start(options, asksModel: true, model: model, configuration: configuration)
    }

    private static func start(_ options: CommonOptions, asksModel: Bool, model: String?, configuration: AppConfiguration) throws(ExitCode)
        -> CommandSession
    {
        let diagnostics = configuration.diagnostics(json: options.json, noColor: options.noColor, noPager: options.noPager)
        let settings = diagnostics.settings
        var sourceSettings = try configuration.sourceSettings(flag: options.source, reportingTo: diagnostics)
        if asksModel, let unusable = sourceSettings.model.unusable {
            diagnostics.report(unusable)
            throw ExitCode(ExitStatus.usage)
        }
        sourceSettings.model = sourceSettings.model.choosing(model: model)
        do {
            // A first run's build shows its progress to a person watching a terminal, never in JSON.
            var buildProgress: CatalogueStore.BuildProgress?
            if !settings.json, Terminal.isTerminal(FileHandle.standardError.fileDescriptor) {
                let line = ProgressLine(console: Console(), width: settings.messageTheme.width)
                buildProgress = { done, total in line.report(done: done, total: total) }
            }
            let services = try AppServices(
                configuration: configuration, sourceSettings: sourceSettings, verbose: options.verbose, warn: diagnostics.warn,
                buildProgress: buildProgress)
            services.warnings.forEach(diagnostics.warn)
            let session = CommandSession(services: services, diagnostics: diagnostics)
            lastStarted = session
            return session
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

    /// Runs one screen: makes its view model, loads it (a film, series or person it shows is
    /// recorded in the history), and prints its state as text or JSON, with the command for each
    /// of its links as "Next:" suggestions.
    /// - Throws: the exit code, when the screen ended in an error or could not be written.
    func show(_ place: ScreenPlace) async throws(ExitCode) {
        let screen = services.screen(for: place)
        if let warning = await screen.load() { diagnostics.warn(warning) }
        try finish(
            presenter.present(error: screen.error, text: screen.text, json: screen.json) {
                NextSteps(steps: screen.links().map { NextStep($0.target, label: $0.label, from: place) }, origin: place)
            })
    }

    /// Runs a command that changes something rather than showing a screen: on success prints
    /// `confirmation` (in JSON, `{"done": true, "message": …}`), else the failure in words.
    func perform<Failure: WordedFailure>(
        _ action: (AppServices) async throws(Failure) -> Void, confirmation: String
    ) async throws(ExitCode) {
        try await perform { services throws(Failure) in
            try await action(services)
            return confirmation
        }
    }

    /// The same, for an action whose confirmation says what it did.
    func perform<Failure: WordedFailure>(_ action: (AppServices) async throws(Failure) -> String) async throws(ExitCode) {
        let confirmation: String
        do {
            confirmation = try await action(services)
        } catch {
            let worded = error.worded(by: services.failureWording)
            diagnostics.report(worded)
            throw ExitCode(ExitStatus.code(for: worded.kind))
        }
        try finish(diagnostics.confirm(confirmation))
    }

    private func finish(_ status: Int32) throws(ExitCode) {
        guard status == ExitStatus.success else { throw ExitCode(status) }
    }
}
