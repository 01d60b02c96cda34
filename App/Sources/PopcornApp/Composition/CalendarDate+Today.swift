import CoreDomain
import Foundation

extension CalendarDate {
    /// Today in the user's calendar and time zone, as an age is counted to.
    static func today(now: Date = Date(), calendar: Calendar = .current) -> CalendarDate? {
        let parts = calendar.dateComponents([.year, .month, .day], from: now)
        guard let year = parts.year, let month = parts.month, let day = parts.day else { return nil }
        return CalendarDate(year: year, month: month, day: day)
    }
}
