import DesignSystem
import Foundation
import PersonCreditsFeature
import Presentation
import Testing

@Suite struct PersonCreditsViewTests {
    @Test func listsPartsAndJobsApartWithSeriesAndTheirEpisodes() {
        let text = PersonCreditsView(theme: .plain).render(.ready(PersonCreditsFixtures.momoa))
        #expect(text.hasPrefix("Jason Momoa: credits\n3 credits, newest first\n\nAs cast\n"))
        #expect(text.contains("2016  Batman v Superman: Dawn of Justice    Arthur Curry / Aquaman\n"))
        #expect(text.contains("2011  Game of Thrones (series, 4 episodes)  Khal Drogo\n"))
        #expect(text.contains("As crew\nYear  Title           Job\n2014  Road to Paloma  Director (Directing)\n"))
    }

    @Test func saysWhichFiltersItWasAskedWith() {
        let filtered = PersonCredits(
            personID: 1776, name: "Francis Ford Coppola", kind: .movie, department: "Directing", cast: [],
            crew: [PersonCreditsFixtures.entry(id: 238, title: "The Godfather", year: 1972, job: "Director", department: "Directing")])
        let text = PersonCreditsView(theme: .plain).render(.ready(filtered))
        #expect(text.contains("1 credit, movies only, in Directing, newest first\n"))
        #expect(!text.contains("As cast"))
    }

    @Test(arguments: 20...40)
    func fitsANarrowTerminal(width: Int) {
        let text = PersonCreditsView(theme: Theme(styler: .plain, width: width)).render(.ready(PersonCreditsFixtures.momoa))
        #expect(text.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= width })
    }

    @Test func rendersTheCreditsAsJSON() throws {
        let json = PersonCreditsView.renderJSON(.ready(PersonCreditsFixtures.momoa))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(document["personId"] as? Int == 117642)
        #expect(document["kind"] is NSNull)
        let cast = try #require(document["cast"] as? [[String: Any]])
        #expect(cast[1]["kind"] as? String == "tv" && cast[1]["episodeCount"] as? Int == 4)
        #expect(cast[0]["job"] is NSNull)
    }
}
