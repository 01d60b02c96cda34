/// A person who works behind the camera on a film or an episode: a director, a writer, an editor.
public struct TMDbCrewMember: Decodable, Sendable, Equatable {
    /// The person's id.
    public let id: Int
    public let name: String
    public let originalName: String?
    /// The department the job belongs to ("Directing", "Writing").
    public let department: String?
    /// The job itself ("Director", "Screenplay").
    public let job: String?
    /// The id of this one credit, as opposed to the person's.
    public let creditID: String?
    /// 0 not set, 1 female, 2 male, 3 non-binary.
    public let gender: Int?
    public let knownForDepartment: String?
    public let profilePath: String?
    public let popularity: Double?
    public let adult: Bool?

    enum CodingKeys: String, CodingKey {
        case id, name, department, job, gender, popularity, adult
        case originalName = "original_name"
        case creditID = "credit_id"
        case knownForDepartment = "known_for_department"
        case profilePath = "profile_path"
    }
}
