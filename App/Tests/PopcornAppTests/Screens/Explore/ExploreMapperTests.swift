import ExploreFeature
import Presentation
import Testing
import TitleListFeature

@testable import PopcornApp

@Suite struct ExploreMapperTests {
    let films = (1...7).map {
        TitleListItem(id: $0, title: "Film \($0)", releaseDate: "201\($0)-01-01", voteAverage: nil, voteCount: nil, overview: nil)
    }

    @Test func aSectionIsTheFirstFiveRowsWhatTheListWasDrawnFromAndTheWholeList() {
        let trending = TitleListTrending(window: .day, basis: "TMDb's trending figures over the last day.")
        let page = TitleListPage(page: 1, totalPages: 1, totalResults: 7, items: films, trending: trending)
        let list = TitleList(.trending(window: .day), of: .movie)
        let section = ExploreMapper().section("Trending films", list: list, page: page)
        #expect(section.items.map(\.id) == [1, 2, 3, 4, 5])
        #expect(section.items.first == ExploreItem(kind: .movie, id: 1, name: "Film 1", detail: "2011"))
        #expect(section.note == trending.basis)
        #expect(section.list == ExploreList(.trending, of: .movie, window: "day"))
    }

    @Test func aPersonIsShownWithWhatTheyAreKnownForAndAFailureInPlaceOfRows() {
        let pitt = TitleListItem(
            id: 287, title: "Brad Pitt", releaseDate: nil, voteAverage: nil, voteCount: nil, overview: nil, kind: .person,
            knownFor: "Acting: Fight Club")
        let page = TitleListPage(page: 1, totalPages: 1, totalResults: 1, items: [pitt])
        let people = ExploreMapper().section("Popular people", list: TitleList(.popular, of: .person), page: page)
        #expect(people.items == [ExploreItem(kind: .person, id: 287, name: "Brad Pitt", detail: "Acting: Fight Club")])
        #expect(people.note == nil)
        let failed = ExploreMapper().section("Top rated series", list: TitleList(.topRated, of: .tv), failure: "TMDb could not be reached.")
        #expect(failed.items.isEmpty && failed.failure == "TMDb could not be reached.")
        #expect(failed.list == ExploreList(.topRated, of: .tv))
    }

    @Test func genresAreEachAGenreRowWithItsCountAndNoWholeList() {
        let genres = GenreList(kind: .tv, items: [GenreList.Genre(id: 10765, name: "Sci-Fi & Fantasy", count: 12)])
        let section = ExploreMapper().section("Series genres", genres: genres)
        #expect(section.items == [ExploreItem(kind: .tvGenre, id: 10765, name: "Sci-Fi & Fantasy", detail: "12")])
        #expect(section.list == nil)
    }
}
