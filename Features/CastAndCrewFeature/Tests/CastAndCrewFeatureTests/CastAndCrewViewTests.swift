import CastAndCrewFeature
import DesignSystem
import Foundation
import Presentation
import Testing

@Suite struct CastAndCrewViewTests {
    @Test func drawsCastThenCrewGroupedByDepartment() {
        let text = CastAndCrewView(theme: .plain).render(.ready(CastAndCrewFixtures.matrix))
        #expect(
            text == """
                The Matrix (1999): cast and crew

                Cast
                Keanu Reeves        Thomas A. Anderson / Neo
                Laurence Fishburne  Morpheus

                Crew
                Directing   Director                 Lilly Wachowski
                            Director                 Lana Wachowski
                Writing     Screenplay               Lana Wachowski
                Sound       Original Music Composer  Don Davis
                Acrobatics  Stunts                   Someone

                """)
    }

    @Test func saysWhenNobodyIsListed() {
        let empty = CastAndCrew(id: 1, title: "Untitled", releaseDate: nil, cast: [], crew: [])
        let text = CastAndCrewView(theme: .plain).render(.ready(empty))
        #expect(text.hasPrefix("Untitled: cast and crew\n"))
        #expect(text.contains("No cast is listed.\n"))
        #expect(text.contains("No crew is listed.\n"))
    }

    @Test func fitsANarrowTerminal() {
        let text = CastAndCrewView(theme: Theme(styler: .plain, width: 36)).render(.ready(CastAndCrewFixtures.matrix))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 36 }, "\(lines)")
    }

    @Test func rendersEveryoneAsJSON() throws {
        let json = CastAndCrewView.renderJSON(.ready(CastAndCrewFixtures.matrix))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["id", "title", "releaseDate", "cast", "crew"])
        let crew = try #require(document["crew"] as? [[String: Any]])
        #expect(crew.count == CastAndCrewFixtures.matrix.crew.count)
        #expect(Set(crew[0].keys) == ["personId", "name", "job", "department"])
    }
}
