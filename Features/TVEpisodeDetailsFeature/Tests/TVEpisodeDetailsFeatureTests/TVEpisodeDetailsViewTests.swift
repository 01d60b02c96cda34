import DesignSystem
import Foundation
import Presentation
import TVEpisodeDetailsFeature
import Testing

@Suite struct TVEpisodeDetailsViewTests {
    let sample = TVEpisodeDetails(id: 7, title: "Sample")

    @Test func drawsTheTitle() {
        #expect(TVEpisodeDetailsView(theme: .plain).render(.ready(sample)) == "Sample\n")
    }

    @Test func reportsAnError() {
        let failure = ViewStateError(kind: .notFound, message: "Nothing has id 7.")
        #expect(TVEpisodeDetailsView(theme: .plain).render(.error(failure)) == "error: Nothing has id 7.\n")
        #expect(TVEpisodeDetailsView.renderJSON(.error(failure)).contains(#""code" : "notFound""#))
    }

    @Test func rendersTheModelAsJSON() throws {
        let json = TVEpisodeDetailsView.renderJSON(.ready(sample))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(document["id"] as? Int == 7)
        #expect(document["title"] as? String == "Sample")
    }
}
