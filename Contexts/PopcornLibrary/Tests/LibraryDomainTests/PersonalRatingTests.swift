import Foundation
import LibraryDomain
import Testing

@Suite struct PersonalRatingTests {
    @Test(arguments: 1...10) func takesEveryWholeNumberFromOneToTen(_ value: Int) throws {
        #expect(try PersonalRating(value).value == value)
    }

    @Test(arguments: [0, 11, -1, 100]) func refusesAnythingElse(_ value: Int) {
        #expect(throws: LibraryDomainError.ratingOutOfRange(value)) { try PersonalRating(value) }
    }

    @Test func isWrittenAsABareNumberAndRefusedOutOfRangeWhenRead() throws {
        #expect(String(decoding: try JSONEncoder().encode(try PersonalRating(8)), as: UTF8.self) == "8")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(PersonalRating.self, from: Data("11".utf8)) }
    }
}
