import EmbeddedCatalogueTestSupport
import Testing

@testable import EmbeddedCatalogue

/// The test seed's films: Se7en (1995), Fight Club and The Matrix (1999), Amélie (2001).
@Suite struct CatalogueRecentPeopleTests {
    let store: CatalogueStore

    init() throws {
        store = try CatalogueStore.inMemory(seed: TestSeeds.seed)
    }

    @Test func theBusyYearsAreTheLatestThatHoldEnoughFilmsOldestFirst() throws {
        #expect(try store.busyFilmYears(count: 3, minimumTitles: 1) == [1995, 1999, 2001])
        #expect(try store.busyFilmYears(count: 2, minimumTitles: 1) == [1999, 2001])
        #expect(try store.busyFilmYears(count: 3, minimumTitles: 2) == [1999])
        #expect(try store.busyFilmYears(count: 3, minimumTitles: 3).isEmpty)
    }

    @Test func rankedByTheirRecentFilmsPopularityAsThePopularListRanksEveryTitle() throws {
        let list = try store.peopleOfPopularRecentFilms(films: 10, yearCount: 3, minimumFilmsPerYear: 2, limit: 20, offset: 0)
        #expect(list.titles == CatalogueRecentTitles(years: [1999], titleCount: 2, minimumTitlesPerYear: 2))
        // The Matrix (104.3): Keanu Reeves in the lead and both directors in full, ties to the lower id;
        // Fight Club (63.9): Edward Norton and David Fincher, then Brad Pitt, billed second, at half.
        #expect(list.people.people.map(\.id) == [6384, 9339, 9340, 819, 7467, 287])
        #expect(list.people.totalCount == 6)
        #expect(list.people.people.first?.name == "Keanu Reeves")
        #expect(list.people.people.last?.knownFor == ["Fight Club"])
        #expect(list.people.people.last?.popularity == 63.9 / 2)
    }

    @Test func onlyTheMostPopularRecentFilmsCountAndAPersonIsKnownForTheTwoThatCountMost() throws {
        let all = try store.peopleOfPopularRecentFilms(films: 10, yearCount: 3, minimumFilmsPerYear: 1, limit: 20, offset: 0)
        #expect(all.titles.titleCount == 4)
        // Brad Pitt leads Se7en (79.6) and is billed second in Fight Club (31.95).
        #expect(all.people.people.first { $0.id == 287 }?.knownFor == ["Se7en", "Fight Club"])
        let top = try store.peopleOfPopularRecentFilms(films: 1, yearCount: 3, minimumFilmsPerYear: 1, limit: 20, offset: 0)
        #expect(top.people.people.map(\.id) == [6384, 9339, 9340])
    }

    @Test func pagesCutTheRankingAndAnEmptyCatalogueYearListsNobody() throws {
        let second = try store.peopleOfPopularRecentFilms(films: 10, yearCount: 3, minimumFilmsPerYear: 2, limit: 2, offset: 2)
        #expect(second.people.people.map(\.id) == [9340, 819])
        #expect(second.people.totalCount == 6)
        let past = try store.peopleOfPopularRecentFilms(films: 10, yearCount: 3, minimumFilmsPerYear: 2, limit: 20, offset: 40)
        #expect(past.people == CataloguePeopleList(people: [], totalCount: 6))
        let none = try store.peopleOfPopularRecentFilms(films: 10, yearCount: 3, minimumFilmsPerYear: 5, limit: 20, offset: 0)
        #expect(none.titles.years.isEmpty)
        #expect(none.people == CataloguePeopleList(people: [], totalCount: 0))
    }
}
