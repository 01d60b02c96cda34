import FeatureAccess

/// The switches the app reads from `POPCORN_FEATURE_*` variables.
enum AppFeatureFlags {
    /// After a one-shot command, suggest the commands that lead on from its screen.
    static let nextStepHints = FeatureFlag("next-step-hints", enabledByDefault: true)

    /// Asking about a title: `ask`, `chat` and `conversations`, and the browser's chat screen and its links.
    static let intelligence = FeatureFlag("intelligence", enabledByDefault: true)
}
