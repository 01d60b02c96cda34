public import CoreDomain

/// One season of a series in outline: its number (0 for specials), when it began to air and how
/// many episodes it has.
public struct SeasonSummary: Sendable, Equatable, Codable {
    public let number: Int
    public let name: String?
    public let airDate: CalendarDate?
    public let episodeCount: Int?

    public init(number: Int, name: String? = nil, airDate: CalendarDate? = nil, episodeCount: Int? = nil) {
        self.number = number
        self.name = name
        self.airDate = airDate
        self.episodeCount = episodeCount
    }
}
