/// Who is in a title and who made it: the cast in billing order, and the crew.
public struct Credits: Sendable, Equatable, Codable {
    public let cast: [CastMember]
    public let crew: [CrewMember]

    public init(cast: [CastMember] = [], crew: [CrewMember] = []) {
        self.cast = cast
        self.crew = crew
    }
}
