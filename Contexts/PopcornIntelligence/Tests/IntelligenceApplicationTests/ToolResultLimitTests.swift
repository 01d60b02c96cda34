import IntelligenceDomain
import Testing

@testable import IntelligenceApplication

@Suite struct ToolResultLimitTests {
    let hugeCredits = Credits(
        cast: (1...400).map { CastMember(personID: $0, name: "Actor Number \($0)", character: "Character Number \($0)") },
        crew: (1...400).map { CrewMember(personID: $0, name: "Crew Number \($0)", job: "Grip", department: "Crew") })

    @Test func aShortResultIsLeftWhole() {
        let credits = Credits(cast: [CastMember(personID: 1, name: "A", character: "B")])
        #expect(ToolResultLimit.fit(credits) == ToolResultCoding.encode(credits))
    }

    @Test func aLongResultKeepsTheHeadOfItsListsAndStaysJSON() throws {
        let text = ToolResultLimit.fit(hugeCredits)
        #expect(text.count <= ToolResultLimit.characters)
        let credits = try #require(ToolResultCoding.decode(Credits.self, from: text))
        #expect(credits.cast.first == hugeCredits.cast.first)
        #expect(credits.cast.count < hugeCredits.cast.count)
    }

    @Test func whatNoTrimmingFitsIsCut() {
        let failure = ToolFailureSheet(error: String(repeating: "x", count: 5_000))
        #expect(ToolResultLimit.fit(failure).count == ToolResultLimit.characters)
    }
}
