import ArgumentParser
import Presentation

// What every command does first with the configuration: say things in the run's one style, and
// resolve the source, a bad setting being a usage error.
extension AppConfiguration {
    /// Where a command reports errors and warnings: standard error, as JSON with `--json`.
    func diagnostics(json: Bool, noColor: Bool, noPager: Bool = false) -> Diagnostics {
        Diagnostics(console: Console(), settings: OutputSettings(json: json, noColor: noColor, noPager: noPager, environment: environment))
    }

    /// The source settings, `flag` first; a setting that cannot be used is reported through
    /// `diagnostics` and ends the run as a usage error.
    func sourceSettings(flag: DataSourceChoice?, reportingTo diagnostics: Diagnostics) throws(ExitCode) -> SourceSettings {
        do {
            return try sourceSettings(flag: flag)
        } catch {
            diagnostics.report(ViewStateError(kind: .invalidRequest, message: error.description, suggestion: error.suggestion))
            throw ExitCode(ExitStatus.usage)
        }
    }
}
