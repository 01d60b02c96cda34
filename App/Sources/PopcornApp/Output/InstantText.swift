import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A moment as the documents and lists write it: ISO 8601, in UTC, to the second
/// ("2026-01-01T20:05:09Z"), as Foundation's `Date.ISO8601FormatStyle()` writes it. Worked out
/// with the C library's `gmtime_r`: Foundation's style sets up a calendar and time zones on its
/// first use, which cost `popcorn watchlist` more than drawing its fifty rows (docs/performance.md).
enum InstantText {
    static func iso8601(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        guard gmtime_r(&seconds, &parts) != nil, (0...9999).contains(Int(parts.tm_year) + 1900) else {
            return date.formatted(.iso8601)  // a moment no list holds: years of other than four digits
        }
        return padded(Int(parts.tm_year) + 1900, to: 4) + "-" + padded(Int(parts.tm_mon) + 1) + "-" + padded(Int(parts.tm_mday)) + "T"
            + padded(Int(parts.tm_hour)) + ":" + padded(Int(parts.tm_min)) + ":" + padded(Int(parts.tm_sec)) + "Z"
    }

    private static func padded(_ number: Int, to width: Int = 2) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
