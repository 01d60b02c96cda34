import ArgumentParser

extension PlaceGrammar {
    /// The place `words` name; words that name none are a usage error, which the program reports
    /// as it reports the parser's own.
    func usagePlace(from words: [String]) throws(ValidationError) -> ScreenPlace {
        do {
            return try place(from: words)
        } catch {
            throw ValidationError(error.message)
        }
    }
}
