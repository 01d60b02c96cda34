import Foundation
import Testing

@testable import EmbeddedCatalogue

/// The importer's hand-written pieces agree with what they stand in for: a list written as JSON
/// reads back as the list, and a day is a day of the calendar.
@Suite struct ImporterTextTests {
    @Test func aListReadsBackAsWritten() throws {
        for values in [[], ["en"], ["Warner Bros. Pictures", "Syncopy"], ["a \"quoted\" name", "back\\slash", "é 기생충", "tab\tand\u{1}"]] {
            let text = JSONTextList.text(of: values)
            #expect(try JSONDecoder().decode([String].self, from: Data(text.utf8)) == values, "\(text)")
        }
    }

    @Test func aDayIsADayOfTheCalendar() {
        for day in ["2024-02-29", "2000-02-29", "1999-12-31", "2023-07-19"] { #expect(SeedReader.isCalendarDate(day), "\(day)") }
        for text in ["2023-02-29", "1900-02-29", "2023-13-01", "2023-04-31", "2023-00-10", "2023-7-19", "2023-07-19x", "abcd-ef-gh", ""] {
            #expect(!SeedReader.isCalendarDate(text), "\(text)")
        }
    }
}
