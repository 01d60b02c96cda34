import CoreDomain
import MoviesDomain
import Presentation
import TVSeriesDomain
import Testing
import TitleListFeature

@testable import PopcornApp

@Suite struct TitleListPageMapperTests {
    @Test func aPageOfFilmsKeepsItsPositionAndItsSubject() {
        let page = MoviePage(
            page: 2, totalPages: 3, totalResults: 41,
            movies: [
                MoviePreview(
                    id: 603, title: "The Matrix", releaseDate: nil, rating: Rating(average: 8.2, voteCount: 5), overview: "",
                    figuresAsOf: "2017")
            ]
        )
        let mapped = TitleListPageMapper().map(page, subjectTitle: "Fight Club")
        #expect(mapped.page == 2 && mapped.totalPages == 3 && mapped.totalResults == 41)
        #expect(mapped.items.first?.releaseDate == nil)
        #expect(mapped.items.first?.kind == .movie)
        #expect(mapped.items.first?.figuresAsOf == "2017", "the date of the film's rating reaches the screen")
        #expect(mapped.subjectTitle == "Fight Club")
    }

    @Test func aPageOfSeriesIsOfKindTVWithItsRatingsDate() {
        let page = TVSeriesPage(
            page: 1, totalPages: 1, totalResults: 1,
            series: [
                TVSeriesPreview(
                    id: 1399, name: "Game of Thrones", firstAirDate: CalendarDate(isoString: "2011-04-17"), rating: nil, overview: nil,
                    figuresAsOf: "2019-05")
            ])
        let item = TitleListPageMapper().map(page).items.first
        #expect(item?.kind == .tv)
        #expect(item?.title == "Game of Thrones")
        #expect(item?.releaseDate == "2011-04-17")
        #expect(item?.figuresAsOf == "2019-05")
    }
}
