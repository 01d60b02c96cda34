/// A spoken language, identified by its ISO 639-1 code ("en", "ja", "ko").
public struct Language: Sendable, Hashable, Codable, CustomStringConvertible {
    public let code: String

    /// Normalises the code to lower case; the catalogues report "EN" and "en" for the same language.
    public init(code: String) {
        self.code = code.lowercased()
    }

    public var description: String { code }
}
