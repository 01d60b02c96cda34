import FeatureAccess

/// The switches the app reads from `POPCORN_FEATURE_*` variables.
enum AppFeatureFlags {
    /// After a one-shot command, suggest the commands that lead on from its screen.
    static let nextStepHints = FeatureFlag("next-step-hints", enabledByDefault: true)
}
