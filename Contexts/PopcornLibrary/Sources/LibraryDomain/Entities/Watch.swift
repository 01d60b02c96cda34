public import CoreDomain
public import Foundation

/// One viewing of a title: the day it was watched, how it was rated and a note, both optional.
/// A title can be watched many times, but once a day: a watch is known by its title and day
/// (`key`), and a later record of the same day replaces the earlier one.
public struct Watch: Sendable, Hashable, Codable {
    public let title: TitleReference
    public let day: CalendarDate
    public let rating: PersonalRating?
    public let note: String?
    /// When this record of the watch was made: the time a merge compares, the newer winning.
    public let recordedAt: Date

    public init(title: TitleReference, day: CalendarDate, rating: PersonalRating? = nil, note: String? = nil, recordedAt: Date) {
        self.title = title
        self.day = day
        self.rating = rating
        let trimmed = note?.trimmingCharacters(in: .whitespacesAndNewlines)
        self.note = trimmed?.isEmpty == false ? trimmed : nil
        self.recordedAt = recordedAt
    }

    public var key: WatchKey { WatchKey(title: title, day: day) }

    /// Whether this record wins over `other`, of the same watch, in a merge: when it was made
    /// later. An equal time keeps `other`, the one already held.
    public func supersedes(_ other: Watch) -> Bool {
        recordedAt > other.recordedAt
    }
}
