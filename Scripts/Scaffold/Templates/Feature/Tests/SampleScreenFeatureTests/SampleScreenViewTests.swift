import DesignSystem
import Foundation
import Presentation
import SampleScreenFeature
import Testing

@Suite struct SampleScreenViewTests {
    let sample = SampleScreen(id: 7, title: "Sample")

    @Test func drawsTheTitle() {
        #expect(SampleScreenView(theme: .plain).render(.ready(sample)) == "Sample\n")
    }

    @Test func marksTheLinkWhereItsLabelStands() {
        for width in [80, 40] {
            let view = SampleScreenView(theme: Theme(styler: Styler(isColourEnabled: true), width: width))
            let linked = view.renderLinked(.ready(sample))
            #expect(linked.links.map(\.destination) == [.details(id: 7)])
            for link in linked.links {
                #expect(linked.shown(link) == link.label, "\(link.label) at \(width)")
            }
            #expect(linked.text == view.render(.ready(sample)))
        }
    }

    @Test func marksNoLinksWhileLoadingOrAfterAnError() {
        let view = SampleScreenView(theme: .plain)
        #expect(view.renderLinked(.loading).links.isEmpty)
        #expect(view.renderLinked(.error(ViewStateError(kind: .notFound, message: "Nothing has id 7."))).links.isEmpty)
    }

    @Test func reportsAnError() {
        let failure = ViewStateError(kind: .notFound, message: "Nothing has id 7.")
        #expect(SampleScreenView(theme: .plain).render(.error(failure)) == "error: Nothing has id 7.\n")
        #expect(SampleScreenView.renderJSON(.error(failure)).contains(#""code" : "notFound""#))
    }

    @Test func rendersTheModelAsJSON() throws {
        let json = SampleScreenView.renderJSON(.ready(sample))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(document["id"] as? Int == 7)
        #expect(document["title"] as? String == "Sample")
    }
}
