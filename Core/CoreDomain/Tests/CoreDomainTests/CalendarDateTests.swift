import CoreDomain
import Foundation
import Testing

@Suite struct CalendarDateTests {
    @Test func parsesTheISOForm() throws {
        let date = try #require(CalendarDate(isoString: "1999-10-15"))
        #expect(date.year == 1999)
        #expect(date.month == 10)
        #expect(date.day == 15)
        #expect(date.isoString == "1999-10-15")
    }

    @Test(arguments: [
        "", "1999", "1999-10", "99-10-15", "1999-1-15", "1999-13-01", "1999-02-29", "2023-04-31", "abcd-ef-gh", "1999-10-15T00:00",
    ])
    func rejectsWhatIsNotADay(text: String) {
        #expect(CalendarDate(isoString: text) == nil)
    }

    @Test func knowsLeapYears() {
        #expect(CalendarDate(year: 2000, month: 2, day: 29) != nil)
        #expect(CalendarDate(year: 2024, month: 2, day: 29) != nil)
        #expect(CalendarDate(year: 1900, month: 2, day: 29) == nil)
    }

    @Test func ordersChronologically() throws {
        let earlier = try #require(CalendarDate(isoString: "1977-05-25"))
        let later = try #require(CalendarDate(isoString: "1980-05-17"))
        #expect(earlier < later)
        #expect([later, earlier].sorted() == [earlier, later])
    }

    @Test func padsSmallYearsInTheISOForm() throws {
        let date = try #require(CalendarDate(year: 999, month: 1, day: 2))
        #expect(date.isoString == "0999-01-02")
    }

    @Test func roundTripsThroughJSONAsAString() throws {
        let date = try #require(CalendarDate(isoString: "2001-12-19"))
        let data = try JSONEncoder().encode([date])
        #expect(String(decoding: data, as: UTF8.self) == #"["2001-12-19"]"#)
        #expect(try JSONDecoder().decode([CalendarDate].self, from: data) == [date])
    }

    @Test func decodingAnImpossibleDayFailsWithAReason() {
        let data = Data(#"["2001-02-30"]"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([CalendarDate].self, from: data) }
    }

    @Test func countsWholeYearsAsAnAgeIsCounted() throws {
        let birthday = try #require(CalendarDate(isoString: "1963-12-18"))
        #expect(birthday.years(until: try #require(CalendarDate(isoString: "2026-12-17"))) == 62)
        #expect(birthday.years(until: try #require(CalendarDate(isoString: "2026-12-18"))) == 63)
        let leapDay = try #require(CalendarDate(isoString: "2000-02-29"))
        #expect(leapDay.years(until: try #require(CalendarDate(isoString: "2001-02-28"))) == 0)
        #expect(leapDay.years(until: try #require(CalendarDate(isoString: "2001-03-01"))) == 1)
    }
}
