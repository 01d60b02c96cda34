public import CoreDomain
public import Foundation

/// Someone credited on a film or a series, with the facts the source keeps about them. Nil is a
/// fact the source does not know.
public struct Person: Sendable, Equatable, Codable, Identifiable {
    public typealias ID = Int

    public let id: ID
    public let name: String
    public let gender: Gender?
    public let birthday: CalendarDate?
    public let deathday: CalendarDate?
    /// Where they were born, as the source writes it ("USA", "GBR").
    public let countryOfBirth: String?
    /// The source's measure of interest in them; only its order means anything.
    public let popularity: Double
    /// Where the source keeps a picture of them; nil when it has none or the address is not known.
    public let profileURL: URL?

    public init(
        id: ID, name: String, gender: Gender?, birthday: CalendarDate?, deathday: CalendarDate?, countryOfBirth: String?,
        popularity: Double, profileURL: URL? = nil
    ) {
        self.id = id
        self.name = name
        self.gender = gender
        self.birthday = birthday
        self.deathday = deathday
        self.countryOfBirth = countryOfBirth
        self.popularity = popularity
        self.profileURL = profileURL
    }

    /// Their age on `day`, or at their death when they died before it; nil without a birthday,
    /// and nil on a day before their birth, when they had no age (`POPCORN_TODAY` may set any day).
    public func age(on day: CalendarDate) -> Int? {
        guard let birthday, birthday <= day else { return nil }
        let end = deathday.map { min($0, day) } ?? day
        return birthday.years(until: end)
    }
}
