/// A rating drawn as a ten-cell bar with its figure and vote count: `████████▍░ 8.4/10 (26,280 votes)`.
public enum RatingDisplay {
    private static let partialBlocks: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// The bar alone: ten cells, one per point, the last filled cell drawn in eighths.
    public static func bar(average: Double, cells: Int = 10) -> String {
        let clamped = min(max(average.isNaN ? 0 : average, 0), 10)
        let filled = clamped / 10 * Double(cells)
        let whole = Int(filled)
        let eighths = Int(((filled - Double(whole)) * 8).rounded())
        var bar = String(repeating: "█", count: whole)
        var used = whole
        if used < cells, eighths > 0 {
            bar.append(eighths >= 8 ? "█" : partialBlocks[eighths - 1])
            used += 1
        }
        bar += String(repeating: "░", count: cells - used)
        return bar
    }

    /// The bar, the average to one decimal place, and the number of votes; or "not yet rated".
    public static func render(average: Double?, voteCount: Int?, styler: Styler) -> String {
        guard let average, let voteCount, voteCount > 0 else { return styler.paint("rating unknown: no votes recorded", as: .muted) }
        let votes = voteCount == 1 ? "1 vote" : "\(groupedThousands(voteCount)) votes"
        return styler.paint(bar(average: average), as: .rating) + " "
            + styler.paint("\(oneDecimal(average))/10", as: .title) + " "
            + styler.paint("(\(votes))", as: .muted)
    }

    /// `8.36` as "8.4", independent of the user's locale.
    public static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(abs(tenths % 10))"
    }

    /// `26280` as "26,280".
    public static func groupedThousands(_ value: Int) -> String {
        let digits = String(abs(value))
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return value < 0 ? "-" + grouped : grouped
    }
}
