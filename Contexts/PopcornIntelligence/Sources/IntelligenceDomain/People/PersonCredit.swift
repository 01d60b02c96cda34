/// A title a person worked on: the part they played or the job they did.
public struct PersonCredit: Sendable, Equatable, Codable {
    public let kind: TitleKind
    public let id: Int
    public let name: String
    public let year: Int?
    public let character: String?
    public let job: String?

    public init(kind: TitleKind, id: Int, name: String, year: Int? = nil, character: String? = nil, job: String? = nil) {
        self.kind = kind
        self.id = id
        self.name = name
        self.year = year
        self.character = character
        self.job = job
    }
}
