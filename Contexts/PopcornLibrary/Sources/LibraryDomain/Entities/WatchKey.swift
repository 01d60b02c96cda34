public import CoreDomain

/// What tells one watch from another: the title and the day. Two stores' watches of a title on
/// the same day are the same watch.
public struct WatchKey: Sendable, Hashable, Comparable {
    public let title: TitleReference
    public let day: CalendarDate

    public init(title: TitleReference, day: CalendarDate) {
        self.title = title
        self.day = day
    }

    public static func < (lhs: WatchKey, rhs: WatchKey) -> Bool {
        (lhs.title, lhs.day) < (rhs.title, rhs.day)
    }
}
