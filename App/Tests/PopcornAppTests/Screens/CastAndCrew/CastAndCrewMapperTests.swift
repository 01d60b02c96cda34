import CastAndCrewFeature
import CoreDomain
import Presentation
import TVSeriesDomain
import Testing

@testable import PopcornApp

@Suite struct CastAndCrewMapperTests {
    @Test func aFilmsCreditsCarryEveryJob() {
        let castAndCrew = CastAndCrewMapper().map(MatrixFixture.movie, credits: MatrixFixture.credits)
        #expect(castAndCrew.title == "The Matrix")
        #expect(castAndCrew.cast.first?.character == "Neo")
        #expect(castAndCrew.crew.count == 3)
    }

    @Test func aSeriesCreatorHasNoEpisodeCountWhereACrewMemberHasOne() {
        let credits = TVSeriesCredits(
            seriesID: 1399, seriesName: "Game of Thrones",
            cast: [TVSeriesCastCredit(personID: 48, name: "Sean Bean", characters: ["Eddard Stark", "Ned"], episodeCount: 9)],
            crew: [
                TVSeriesCrewCredit(personID: 9813, name: "David Benioff", department: "Writing", jobs: ["Creator"], episodeCount: nil),
                TVSeriesCrewCredit(personID: 44797, name: "Tim Van Patten", department: "Directing", jobs: ["Director"], episodeCount: 2),
            ],
            episodesHeld: 20)
        let castAndCrew = CastAndCrewMapper().map(credits, firstAirDate: CalendarDate(isoString: "2011-04-17"))
        #expect(castAndCrew.kind == .tv)
        #expect(castAndCrew.cast.first?.character == "Eddard Stark / Ned")
        #expect(castAndCrew.crew.map(\.episodeCount) == [nil, 2])
        #expect(castAndCrew.releaseDate == "2011-04-17")
    }
}
