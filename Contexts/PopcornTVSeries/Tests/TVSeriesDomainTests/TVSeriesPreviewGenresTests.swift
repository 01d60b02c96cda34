import CoreDomain
import Foundation
import TVSeriesDomain
import TVSeriesTestSupport
import Testing

@Suite struct TVSeriesPreviewGenresTests {
    @Test func aPreviewKeptBeforeItCarriedGenresReadsWithNone() throws {
        let kept = #"{"id":1399,"name":"Game of Thrones","firstAirDate":"2011-04-17","figuresAsOf":"2019-05"}"#
        let preview = try JSONDecoder().decode(TVSeriesPreview.self, from: Data(kept.utf8))
        #expect(preview.id == 1399 && preview.genres.isEmpty)
    }

    @Test func itsGenresAreKept() throws {
        let preview = TVSeriesPreview(
            id: 1399, name: "Game of Thrones", firstAirDate: nil, rating: nil, overview: nil, figuresAsOf: nil,
            genres: [TVSeriesGenreFixtures.sciFiAndFantasy])
        let copy = try JSONDecoder().decode(TVSeriesPreview.self, from: JSONEncoder().encode(preview))
        #expect(copy == preview)
    }

    @Test func genresGivenByIdAreNamedFromTheList() {
        let preview = TVSeriesPreview(
            id: 1399, name: "Game of Thrones", firstAirDate: nil, rating: nil, overview: nil, figuresAsOf: nil,
            genres: [Genre(id: 10765, name: ""), Genre(id: 99999, name: "")])
        #expect(preview.namingGenres(from: TVSeriesGenreFixtures.list).genres.map(\.name) == ["Sci-Fi & Fantasy", ""])
    }
}
