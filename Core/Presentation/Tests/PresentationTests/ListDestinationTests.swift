import Presentation
import Testing

@Suite struct ListDestinationTests {
    enum Link: ListDestination {
        case row(ItemKind, Int)
        case page(Int)

        static func item(_ kind: ItemKind, id: Int) -> Link { .row(kind, id) }
    }

    @Test func leadsToEachRowThenThePagesAround() {
        let rows: [(kind: ItemKind, id: Int)] = [(.movie, 550), (.person, 287)]
        #expect(Link.links(rows: rows, page: 2, totalPages: 3) == [.row(.movie, 550), .row(.person, 287), .page(1), .page(3)])
        #expect(Link.links(rows: rows, page: 1, totalPages: 1) == [.row(.movie, 550), .row(.person, 287)])
    }

    @Test func aPagePastTheEndLeadsBackToTheLast() {
        #expect(Link.links(rows: [], page: 9, totalPages: 3) == [.page(3)])
    }

    @Test func noLinkLeadsPastThePagesThatOpen() {
        #expect(Link.links(rows: [], page: 500, totalPages: 3042) == [.page(499)])
        #expect(Link.pageNumbers(page: 499, totalPages: 3042) == [498, 500])
    }
}
