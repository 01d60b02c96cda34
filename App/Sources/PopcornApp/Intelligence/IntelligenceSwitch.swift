import ArgumentParser
import FeatureAccess
import Presentation

/// `POPCORN_FEATURE_INTELLIGENCE`: off, `ask`, `chat` and `conversations` are left out of
/// `popcorn --help` and the completions, and running one says how to turn them on. Read from the
/// environment as every feature flag is (`ConfigurationFeatureFlags`).
enum IntelligenceSwitch {
    static let isOn = ConfigurationFeatureFlags(configuration: AppConfiguration.current.environment).isEnabled(AppFeatureFlags.intelligence)

    static let turnedOff = ViewStateError(
        kind: .invalidRequest,
        message: "Asking about films and series is turned off: POPCORN_FEATURE_INTELLIGENCE is set to off.",
        suggestion: "Unset POPCORN_FEATURE_INTELLIGENCE, or set it to 1, to turn on ask, chat and conversations.")

    /// Ends the run as a usage error (64) when the commands are turned off, saying so.
    static func requireOn(json: Bool, noColor: Bool) throws(ExitCode) {
        guard !isOn else { return }
        AppConfiguration.current.diagnostics(json: json, noColor: noColor).report(turnedOff)
        throw ExitCode(ExitStatus.usage)
    }
}
