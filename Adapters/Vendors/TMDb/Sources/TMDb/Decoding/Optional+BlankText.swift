extension Optional<String> {
    /// The text, or nil when TMDb sent none or an empty string, which is how it says "unknown" for
    /// a date.
    var nonBlank: String? {
        guard let text = self, !text.isEmpty else { return nil }
        return text
    }
}
