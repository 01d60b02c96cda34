/// A tVSeries as the TVSeries context knows it.
public struct TVSeries: Sendable, Equatable, Codable, Identifiable {
    public typealias ID = Int

    public let id: ID
    public let name: String

    public init(id: ID, name: String) {
        self.id = id
        self.name = name
    }
}
