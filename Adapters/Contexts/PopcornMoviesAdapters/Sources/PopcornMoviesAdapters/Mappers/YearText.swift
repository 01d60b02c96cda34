/// A year written with four digits, as dates are ("0999"), so that it compares as text.
struct YearText: CustomStringConvertible {
    let year: Int

    init(_ year: Int) {
        self.year = year
    }

    var description: String {
        let digits = String(year)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
