/// The little a list needs to show about a person: enough to recognise them and open them.
public struct PersonPreview: Sendable, Equatable, Codable, Identifiable {
    public let id: Person.ID
    public let name: String
    /// The department they are best known in, where the source says.
    public let knownForDepartment: String?
    /// A few of their best-known titles' names.
    public let knownFor: [String]

    public init(id: Person.ID, name: String, knownForDepartment: String?, knownFor: [String]) {
        self.id = id
        self.name = name
        self.knownForDepartment = knownForDepartment
        self.knownFor = knownFor
    }
}
