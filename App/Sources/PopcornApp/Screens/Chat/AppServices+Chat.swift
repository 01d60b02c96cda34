import FeatureAccess

extension AppServices {
    /// Whether asking about a title is on (`POPCORN_FEATURE_INTELLIGENCE`): the film and series
    /// screens offer the chat, and the chat opens, only then.
    var offersChat: Bool { featureFlags.isEnabled(AppFeatureFlags.intelligence) }
}
