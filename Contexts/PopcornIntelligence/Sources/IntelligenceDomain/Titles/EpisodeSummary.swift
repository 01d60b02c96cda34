public import CoreDomain

/// One episode of a season: its number, name and air date.
public struct EpisodeSummary: Sendable, Equatable, Codable {
    public let number: Int
    public let name: String
    public let airDate: CalendarDate?

    public init(number: Int, name: String, airDate: CalendarDate? = nil) {
        self.number = number
        self.name = name
        self.airDate = airDate
    }
}
