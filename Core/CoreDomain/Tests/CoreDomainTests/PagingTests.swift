import CoreDomain
import Testing

@Suite struct PagingTests {
    @Test(arguments: [1, 2, 500])
    func acceptsAPageEverySourceServes(page: Int) {
        #expect(Paging.error(for: page) == nil)
    }

    @Test(arguments: [0, -1, 501, Int.max])
    func refusesAPageNoSourceServes(page: Int) {
        #expect(Paging.error(for: page) == .outOfRange(page))
    }

    @Test func refusesAPagePastTheEndOfAList() {
        #expect(Paging.error(for: 4, totalPages: 3, totalResults: 60) == .pastEnd(4, lastPage: 3))
    }

    @Test func servesTheLastPageAndAnyPageOfAnEmptyList() {
        #expect(Paging.error(for: 3, totalPages: 3, totalResults: 60) == nil)
        #expect(Paging.error(for: 7, totalPages: 0, totalResults: 0) == nil)
    }
}
