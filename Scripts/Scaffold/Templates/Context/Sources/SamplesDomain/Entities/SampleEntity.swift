/// A sample entity as the Sample items context knows it.
public struct SampleEntity: Sendable, Equatable, Codable, Identifiable {
    public typealias ID = Int

    public let id: ID
    public let name: String

    public init(id: ID, name: String) {
        self.id = id
        self.name = name
    }
}
