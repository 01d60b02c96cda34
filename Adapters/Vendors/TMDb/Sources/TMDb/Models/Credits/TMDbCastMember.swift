/// A person who plays a part in a film or an episode (or appears as a guest in one).
public struct TMDbCastMember: Decodable, Sendable, Equatable {
    /// The person's id.
    public let id: Int
    public let name: String
    public let originalName: String?
    /// The part they play; TMDb sends "" when it has none, read here as nil.
    public var character: String? { characterText.nonBlank }
    /// Where they stand in the billing, from 0.
    public let order: Int?
    /// The id of this one credit, as opposed to the person's.
    public let creditID: String?
    /// An older id of the credit that only films have.
    public let castID: Int?
    /// 0 not set, 1 female, 2 male, 3 non-binary.
    public let gender: Int?
    public let knownForDepartment: String?
    public let profilePath: String?
    public let popularity: Double?
    public let adult: Bool?

    let characterText: String?

    enum CodingKeys: String, CodingKey {
        case id, name, order, gender, popularity, adult
        case originalName = "original_name"
        case characterText = "character"
        case creditID = "credit_id"
        case castID = "cast_id"
        case knownForDepartment = "known_for_department"
        case profilePath = "profile_path"
    }
}
