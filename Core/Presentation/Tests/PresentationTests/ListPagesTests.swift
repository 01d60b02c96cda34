import Presentation
import Testing

@Suite struct ListPagesTests {
    @Test func aListLongerThanTheLimitCountsOnlyThePagesThatOpen() {
        let people = ListPages(page: 1, totalPages: 3042, totalResults: 60822, rowsOnPage: 20)
        #expect(people.isCut)
        #expect(people.openablePages == 500)
        #expect(people.openableResults == 10000)
    }

    @Test func aListWithinTheLimitCountsEveryPageAndRow() {
        let movies = ListPages(page: 241, totalPages: 241, totalResults: 4803, rowsOnPage: 3)
        #expect(!movies.isCut)
        #expect(movies.openablePages == 241)
        #expect(movies.openableResults == 4803)
        // Exactly 500 pages, the last of them short: nothing is cut.
        let full = ListPages(page: 500, totalPages: 500, totalResults: 9990, rowsOnPage: 10)
        #expect(!full.isCut && full.openableResults == 9990)
    }

    @Test func theLastPageThatOpensOffersNoNextPage() {
        #expect(ListPages(page: 500, totalPages: 3042, totalResults: 60822, rowsOnPage: 20).neighbours == [499])
        #expect(ListPages(page: 499, totalPages: 3042, totalResults: 60822, rowsOnPage: 20).neighbours == [498, 500])
        #expect(ListPages(page: 1, totalPages: 3042, totalResults: 60822, rowsOnPage: 20).neighbours == [2])
        #expect(ListPages(page: 1, totalPages: 1, totalResults: 3, rowsOnPage: 3).neighbours.isEmpty)
    }
}
