public import CoreDomain

/// A person as Intelligence needs to talk about them.
public struct PersonDetails: Sendable, Equatable, Codable {
    public let id: Int
    public let name: String
    public let knownForDepartment: String?
    public let birthday: CalendarDate?

    public init(id: Int, name: String, knownForDepartment: String? = nil, birthday: CalendarDate? = nil) {
        self.id = id
        self.name = name
        self.knownForDepartment = knownForDepartment
        self.birthday = birthday
    }
}
