import DesignSystem
import Testing

@Suite struct RatingDisplayTests {
    @Test func barHasTenCellsFilledByThePoint() {
        #expect(RatingDisplay.bar(average: 10) == "██████████")
        #expect(RatingDisplay.bar(average: 0) == "░░░░░░░░░░")
        #expect(RatingDisplay.bar(average: 5) == "█████░░░░░")
        #expect(RatingDisplay.bar(average: 8.5) == "████████▌░")
        for average in stride(from: 0.0, through: 10, by: 0.13) {
            #expect(RatingDisplay.bar(average: average).count == 10)
        }
    }

    @Test func rendersFigureAndVotes() {
        let text = RatingDisplay.render(average: 8.36, voteCount: 26280, styler: .plain)
        #expect(text == "████████▍░ 8.4/10 (26,280 votes)")
    }

    @Test func saysWhenThereAreNoVotes() {
        #expect(RatingDisplay.render(average: 0, voteCount: 0, styler: .plain) == "rating unknown: no votes recorded")
        #expect(RatingDisplay.render(average: nil, voteCount: nil, styler: .plain) == "rating unknown: no votes recorded")
        #expect(RatingDisplay.render(average: 7, voteCount: 1, styler: .plain).hasSuffix("(1 vote)"))
    }

    @Test func formatsNumbersWithoutTheLocale() {
        #expect(RatingDisplay.oneDecimal(7.95) == "8.0")
        #expect(RatingDisplay.oneDecimal(10) == "10.0")
        #expect(RatingDisplay.groupedThousands(999) == "999")
        #expect(RatingDisplay.groupedThousands(1000) == "1,000")
        #expect(RatingDisplay.groupedThousands(1234567) == "1,234,567")
    }
}
