public import Presentation

/// Someone the details screen names: with their id where the catalogue has one.
public struct MovieDetailsPerson: Sendable, Equatable, JSONRecord {
    public let personID: Int?
    public let name: String

    public init(personID: Int?, name: String) {
        self.personID = personID
        self.name = name
    }

    public static let jsonKeys = ["personID": "personId"]
}
