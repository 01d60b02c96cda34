/// A person as a list shows them: popular people, search results, trending, with the titles they
/// are best known for.
public struct TMDbPersonSummary: Decodable, Sendable, Equatable {
    public let id: Int
    public let name: String
    public let originalName: String?
    /// "Acting", "Directing", "Writing", …
    public let knownForDepartment: String?
    public let profilePath: String?
    /// 0 not set, 1 female, 2 male, 3 non-binary.
    public let gender: Int?
    public let popularity: Double?
    public let adult: Bool?
    /// A few of their titles, films and series mixed.
    public let knownFor: [TMDbMediaItem]

    enum CodingKeys: String, CodingKey {
        case id, name, gender, popularity, adult
        case originalName = "original_name"
        case knownForDepartment = "known_for_department"
        case profilePath = "profile_path"
        case knownFor = "known_for"
    }
}
