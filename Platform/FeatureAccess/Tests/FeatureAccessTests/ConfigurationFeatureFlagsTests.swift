import FeatureAccess
import Testing

@Suite struct ConfigurationFeatureFlagsTests {
    let hints = FeatureFlag("next-step-hints", enabledByDefault: true)
    let experiment = FeatureFlag("experiment", enabledByDefault: false)

    @Test func spellsTheConfigurationKeyFromTheName() {
        #expect(hints.configurationKey(prefix: "POPCORN_FEATURE_") == "POPCORN_FEATURE_NEXT_STEP_HINTS")
    }

    @Test func anAbsentFlagKeepsItsDefault() {
        let flags = ConfigurationFeatureFlags(configuration: [:])
        #expect(flags.isEnabled(hints))
        #expect(!flags.isEnabled(experiment))
    }

    @Test(arguments: ["1", "true", "YES", "On", " on "])
    func readsOn(value: String) {
        let flags = ConfigurationFeatureFlags(configuration: ["POPCORN_FEATURE_EXPERIMENT": value])
        #expect(flags.isEnabled(experiment))
    }

    @Test(arguments: ["0", "false", "No", "OFF"])
    func readsOff(value: String) {
        let flags = ConfigurationFeatureFlags(configuration: ["POPCORN_FEATURE_NEXT_STEP_HINTS": value])
        #expect(!flags.isEnabled(hints))
    }

    @Test func anUnreadableValueKeepsTheDefaultAndIsReported() {
        let flags = ConfigurationFeatureFlags(configuration: [
            "POPCORN_FEATURE_NEXT_STEP_HINTS": "maybe",
            "POPCORN_FEATURE_EXPERIMENT": "1",
            "HOME": "/root",
        ])
        #expect(flags.isEnabled(hints))
        #expect(flags.unreadableKeys == ["POPCORN_FEATURE_NEXT_STEP_HINTS"])
    }

    @Test func honoursAnotherPrefix() {
        let flags = ConfigurationFeatureFlags(configuration: ["X_EXPERIMENT": "1"], prefix: "X_")
        #expect(flags.isEnabled(experiment))
    }
}
