import CoreDomain
import Foundation

/// The calendar day a moment falls on where the person is: what "today" means for a watch.
struct Today {
    let timeZone: TimeZone

    func day(at moment: Date) -> CalendarDate {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: moment)
        // A Gregorian calendar always has the three parts of a date.
        return CalendarDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)!
    }
}
