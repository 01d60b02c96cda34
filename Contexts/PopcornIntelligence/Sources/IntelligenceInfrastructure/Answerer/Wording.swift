import CoreDomain

/// How the embedded answerer writes lists, dates and figures.
enum Wording {
    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
    ]

    /// "A", "A and B", "A, B and C".
    static func list(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }

    /// "15 October 1999", from the catalogue's "1999-10-15"; nil when it is no date.
    static func date(_ isoString: String?) -> String? {
        guard let isoString, let date = CalendarDate(isoString: isoString) else { return nil }
        return "\(date.day) \(months[date.month - 1]) \(date.year)"
    }

    /// "63,000,000".
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return number < 0 ? "-" + grouped : grouped
    }

    /// "8.4": the average as the catalogue gives it, never rounded into a figure it did not give.
    static func average(_ value: Double) -> String {
        String(value)
    }

    /// "Se7en (1995)".
    static func titled(_ name: String, year: Int?) -> String {
        year.map { "\(name) (\($0))" } ?? name
    }

    /// "1 season", "8 seasons".
    static func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
        "\(count) \(count == 1 ? singular : plural)"
    }
}
