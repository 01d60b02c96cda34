import Presentation

/// The discover command's values as a person writes them, read into numbers: a year or a span of
/// years, a runtime span, a rating, a count. A value that is not one of these is a usage error
/// naming its option; whether the numbers make sense together is each context's rule.
enum DiscoveryWords {
    /// "1999" or "1990-1999".
    static func years(_ text: String) throws(ViewStateError) -> (from: Int, through: Int) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ $0.count == 4 && $0.allSatisfy(\.isASCII) }),
            let from = Int(parts[0]), let through = Int(parts[parts.count - 1])
        else {
            throw DiscoveryWording.usage(
                "\"\(text)\" is not a year or a span of years, as --year needs.",
                suggestion: "Write a year as YYYY (1999), or a span of years as YYYY-YYYY (1990-1999).")
        }
        return (from, through)
    }

    /// "90-120", "90-" or "-120", in minutes.
    static func runtime(_ text: String) throws(ViewStateError) -> (minimum: Int?, maximum: Int?) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        func minutes(_ part: Substring) -> Int?? {
            part.isEmpty ? .some(nil) : (part.allSatisfy { $0.isASCII && $0.isNumber } ? Int(part).map { .some($0) } : nil)
        }
        guard parts.count == 2, let minimum = minutes(parts[0]), let maximum = minutes(parts[1]), minimum != nil || maximum != nil else {
            throw DiscoveryWording.usage("\"\(text)\" is not a runtime span, as --runtime needs.", suggestion: DiscoveryWording.runtimeForm)
        }
        return (minimum, maximum)
    }

    /// A rating from the command line: a number, whole or not.
    static func rating(_ text: String) throws(ViewStateError) -> Double {
        guard let value = Double(text), value.isFinite else {
            throw DiscoveryWording.usage(
                "\"\(text)\" is not a number, as --min-rating needs.", suggestion: "Give a rating from 0 to 10, as in --min-rating 7.5.")
        }
        return value
    }

    /// A count of votes.
    static func votes(_ text: String) throws(ViewStateError) -> Int {
        guard let value = Int(text) else {
            throw DiscoveryWording.usage(
                "\"\(text)\" is not a whole number, as --min-votes needs.", suggestion: "Give a number of votes, as in --min-votes 1000.")
        }
        return value
    }
}
