public import Presentation

/// Someone the series screen names: with their id where the catalogue has one.
public struct TVSeriesDetailsPerson: Sendable, Equatable, JSONRecord {
    public let personID: Int?
    public let name: String

    public static let jsonKeys = ["personID": "personId"]

    public init(personID: Int?, name: String) {
        self.personID = personID
        self.name = name
    }
}
