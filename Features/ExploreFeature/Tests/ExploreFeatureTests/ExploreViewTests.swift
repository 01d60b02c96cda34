import DesignSystem
import ExploreFeature
import Foundation
import Presentation
import Testing

@Suite struct ExploreViewTests {
    @Test func drawsEachSectionUnderItsHeadingWithItsNoteRowsAndWholeList() {
        let text = ExploreView(theme: .plain).render(.ready(ExploreFixtures.content))
        #expect(
            text == """
                Search: run the search command with a title or a name

                Trending films
                TMDb's trending figures over the last week.
                Fight Club #550  1999
                All trending films

                Trending people
                Brad Pitt #287   Fight Club
                All trending people

                Film genres
                Drama

                Trending series
                TMDb could not be reached.

                """)
    }

    @Test func genresRunTogetherWrappedAtTheWidthEachNameALink() {
        let names = ["Action", "Adventure", "Animation", "Comedy", "Crime", "Documentary", "Drama", "Science Fiction"]
        let genres = ExploreSection(
            heading: "Film genres", list: nil,
            items: names.enumerated().map { ExploreItem(kind: .movieGenre, id: $0.offset, name: $0.element) })
        let linked = ExploreView(theme: Theme(styler: Styler(isColourEnabled: false), width: 40))
            .renderLinked(.ready(ExploreContent(sections: [genres], offersSearch: false)))
        #expect(
            linked.lines == [
                "Film genres", "Action · Adventure · Animation · Comedy", "Crime · Documentary · Drama", "Science Fiction",
            ])
        #expect(linked.links.map(\.label) == names)
        #expect(linked.links.allSatisfy { linked.shown($0) == $0.label })
    }

    @Test func withoutSearchItBeginsWithItsFirstSection() {
        let content = ExploreContent(sections: [ExploreFixtures.trending], offersSearch: false)
        #expect(ExploreView(theme: .plain).render(.ready(content)).hasPrefix("Trending films\n"))
    }

    @Test func marksEachLinkWhereItsLabelStands() {
        let linked = ExploreView(theme: .plain).renderLinked(.ready(ExploreFixtures.content))
        #expect(
            linked.links.map(\.destination) == [
                .search, .item(.movie, id: 550), .list(ExploreList(.trending, of: .movie)), .item(.person, id: 287),
                .list(ExploreList(.trending, of: .person, window: "day")), .item(.movieGenre, id: 18),
            ])
        let all = linked.links.first { $0.destination == .list(ExploreList(.trending, of: .movie)) }
        #expect(all.map { linked.lines[$0.line] } == "All trending films")
    }

    @Test func rendersTheSectionsAsJSON() throws {
        let json = ExploreView.renderJSON(.ready(ExploreFixtures.content))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let sections = try #require(document["sections"] as? [[String: Any]])
        #expect(sections.count == 4)
        #expect(Set(sections[0].keys) == ["heading", "note", "list", "items", "failure"])
        #expect((sections[0]["list"] as? [String: Any])?["name"] as? String == "trending")
        #expect((sections[2]["items"] as? [[String: Any]])?.first?["kind"] as? String == "movieGenre")
    }
}
