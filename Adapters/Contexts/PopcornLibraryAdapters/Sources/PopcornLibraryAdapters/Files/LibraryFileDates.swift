import CoreDomain
import Foundation

/// How the files write times and days: ISO 8601 in UTC (with milliseconds, read with or
/// without), days yyyy-mm-dd, and a day alone taken as its midnight in UTC.
enum LibraryFileDates {
    static func time(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }

    static func time(from text: String) -> Date? {
        (try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
            ?? (try? Date(text, strategy: Date.ISO8601FormatStyle()))
            ?? day(from: text).map(midnight)
    }

    static func day(from text: String) -> CalendarDate? {
        CalendarDate(isoString: String(text.prefix(10)))
    }

    static func midnight(of day: CalendarDate) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day)) ?? Date(timeIntervalSince1970: 0)
    }

    static func day(of date: Date) -> CalendarDate {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return CalendarDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
            ?? CalendarDate(year: 1970, month: 1, day: 1)!
    }
}
