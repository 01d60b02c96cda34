import DesignSystem
import Presentation
import Testing

@Suite struct ListPagesSummaryTests {
    @Test func aListThatOpensWhollyCountsEveryRow() {
        let movies = ListPages(page: 2, totalPages: 241, totalResults: 4803, rowsOnPage: 20)
        #expect(movies.summary(noun: "movie", plural: "movies") == "Page 2 of 241 · 4,803 movies")
        let one = ListPages(page: 1, totalPages: 1, totalResults: 1, rowsOnPage: 1)
        #expect(one.summary(noun: "result", plural: "results") == "Page 1 of 1 · 1 result")
    }

    @Test func aListLongerThanThePagesThatOpenSaysHowManyOpenAndHowManyThereAre() {
        let people = ListPages(page: 1, totalPages: 3042, totalResults: 60822, rowsOnPage: 20)
        #expect(people.summary(noun: "person", plural: "people") == "Page 1 of 500 · the first 10,000 of 60,822 people")
    }
}
