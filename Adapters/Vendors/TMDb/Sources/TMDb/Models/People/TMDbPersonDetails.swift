/// Everything TMDb holds about one person, from `/person/{id}`, with their combined credits appended
/// when they were asked for.
public struct TMDbPersonDetails: Decodable, Sendable, Equatable {
    public let id: Int
    public let name: String
    /// Other names they go by, in other languages and scripts among them.
    public let alsoKnownAs: [String]
    /// TMDb sends "" when it has no biography, read here as nil.
    public var biography: String? { biographyText.nonBlank }
    /// "YYYY-MM-DD", or nil when TMDb does not know.
    public var birthday: String? { birthdayText.nonBlank }
    /// "YYYY-MM-DD", or nil for the living and the unknown.
    public var deathday: String? { deathdayText.nonBlank }
    /// 0 not set, 1 female, 2 male, 3 non-binary.
    public let gender: Int?
    /// TMDb sends "" when it has none, read here as nil.
    public var homepage: String? { homepageText.nonBlank }
    /// Their IMDb id ("nm0000093").
    public let imdbID: String?
    /// "Acting", "Directing", "Writing", …
    public let knownForDepartment: String?
    /// TMDb sends "" when it does not know, read here as nil.
    public var placeOfBirth: String? { placeOfBirthText.nonBlank }
    public let profilePath: String?
    public let popularity: Double?
    public let adult: Bool?
    /// Appended with `append_to_response=combined_credits`.
    public let combinedCredits: TMDbCombinedCredits?

    let biographyText: String?
    let birthdayText: String?
    let deathdayText: String?
    let homepageText: String?
    let placeOfBirthText: String?

    enum CodingKeys: String, CodingKey {
        case id, name, gender, popularity, adult
        case alsoKnownAs = "also_known_as"
        case biographyText = "biography"
        case birthdayText = "birthday"
        case deathdayText = "deathday"
        case homepageText = "homepage"
        case imdbID = "imdb_id"
        case knownForDepartment = "known_for_department"
        case placeOfBirthText = "place_of_birth"
        case profilePath = "profile_path"
        case combinedCredits = "combined_credits"
    }
}
