/// A language spoken in a title.
public struct TMDbSpokenLanguage: Decodable, Sendable, Equatable {
    /// Its ISO 639-1 code ("en").
    public let code: String
    /// Its name in itself ("Español").
    public let name: String?
    /// Its name in English ("Spanish").
    public let englishName: String?

    enum CodingKeys: String, CodingKey {
        case code = "iso_639_1"
        case name
        case englishName = "english_name"
    }
}
