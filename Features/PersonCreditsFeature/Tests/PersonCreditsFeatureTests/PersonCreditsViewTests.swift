import DesignSystem
import Foundation
import PersonCreditsFeature
import Presentation
import Testing

@Suite struct PersonCreditsViewTests {
    let sample = PersonCredits(id: 7, title: "Sample")

    @Test func drawsTheTitle() {
        #expect(PersonCreditsView(theme: .plain).render(.ready(sample)) == "Sample\n")
    }

    @Test func reportsAnError() {
        let failure = ViewStateError(kind: .notFound, message: "Nothing has id 7.")
        #expect(PersonCreditsView(theme: .plain).render(.error(failure)) == "error: Nothing has id 7.\n")
        #expect(PersonCreditsView.renderJSON(.error(failure)).contains(#""code" : "notFound""#))
    }

    @Test func rendersTheModelAsJSON() throws {
        let json = PersonCreditsView.renderJSON(.ready(sample))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(document["id"] as? Int == 7)
        #expect(document["title"] as? String == "Sample")
    }
}
