import DesignSystem
import Foundation
import PersonDetailsFeature
import Presentation
import Testing

@Suite struct PersonDetailsViewTests {
    let sample = PersonDetails(id: 7, title: "Sample")

    @Test func drawsTheTitle() {
        #expect(PersonDetailsView(theme: .plain).render(.ready(sample)) == "Sample\n")
    }

    @Test func reportsAnError() {
        let failure = ViewStateError(kind: .notFound, message: "Nothing has id 7.")
        #expect(PersonDetailsView(theme: .plain).render(.error(failure)) == "error: Nothing has id 7.\n")
        #expect(PersonDetailsView.renderJSON(.error(failure)).contains(#""code" : "notFound""#))
    }

    @Test func rendersTheModelAsJSON() throws {
        let json = PersonDetailsView.renderJSON(.ready(sample))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(document["id"] as? Int == 7)
        #expect(document["title"] as? String == "Sample")
    }
}
