/// A person TMDb credits with creating a series.
public struct TMDbCreator: Decodable, Sendable, Equatable {
    /// The person's id.
    public let id: Int
    public let name: String
    public let originalName: String?
    public let creditID: String?
    /// 0 not set, 1 female, 2 male, 3 non-binary.
    public let gender: Int?
    public let profilePath: String?

    enum CodingKeys: String, CodingKey {
        case id, name, gender
        case originalName = "original_name"
        case creditID = "credit_id"
        case profilePath = "profile_path"
    }
}
