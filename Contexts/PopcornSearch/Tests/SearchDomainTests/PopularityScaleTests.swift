import SearchDomain
import Testing

@Suite struct PopularityScaleTests {
    @Test func standsEachFigureAmongItsOwnKind() {
        #expect(PopularityScale.standings(of: [10, 40, 20, 30]) == [0.25, 1, 0.5, 0.75])
    }

    @Test func equalFiguresShareAStanding() {
        #expect(PopularityScale.standings(of: [5, 5, 1]) == [1, 1, 1.0 / 3])
        #expect(PopularityScale.standings(of: []) == [])
    }

    @Test func theTopOfEachScaleTies() {
        let films = PopularityScale.standings(of: [875.6, 12.3, 0.5])
        let people = PopularityScale.standings(of: [3.1, 0.2])
        #expect(films.max() == people.max())
    }
}
