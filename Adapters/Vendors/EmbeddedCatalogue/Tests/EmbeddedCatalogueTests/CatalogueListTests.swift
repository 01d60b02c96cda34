import EmbeddedCatalogueTestSupport
import Testing

@testable import EmbeddedCatalogue

@Suite struct CatalogueListTests {
    let store: CatalogueStore

    init() throws {
        store = try CatalogueStore.inMemory(seed: TestSeeds.seed)
    }

    @Test func listsByPopularityMostPopularFirst() throws {
        let list = try store.movies(orderedBy: .popularity, limit: 10, offset: 0)
        #expect(list.movies.map(\.id) == [603, 807, 550, 194])
        #expect(list.totalCount == 4)
    }

    @Test func listsByRatingHighestFirst() throws {
        let list = try store.movies(orderedBy: .rating(minimumVotes: 0), limit: 10, offset: 0)
        #expect(list.movies.map(\.id) == [550, 807, 603], "a film with no votes is not rated")
    }

    @Test func ratingLeavesOutFilmsWithTooFewVotes() throws {
        let list = try store.movies(orderedBy: .rating(minimumVotes: 5000), limit: 10, offset: 0)
        #expect(list.movies.map(\.id) == [550, 807, 603])
        #expect(list.totalCount == 3)
    }

    @Test func pagesWithLimitAndOffset() throws {
        let second = try store.movies(orderedBy: .popularity, limit: 2, offset: 2)
        #expect(second.movies.map(\.id) == [550, 194])
        #expect(second.totalCount == 4)
        let beyond = try store.movies(orderedBy: .popularity, limit: 2, offset: 10)
        #expect(beyond.movies.isEmpty)
    }

    @Test func similarFilmsShareGenresKeywordsOrPeopleMostFirst() throws {
        // Se7en shares Fincher and Pitt with Fight Club (2 + 2); The Matrix shares a keyword (1).
        let similar = try #require(try store.movies(similarTo: 550, limit: 10, offset: 0))
        #expect(similar.movies.map(\.id) == [807, 603])
        #expect(similar.totalCount == 2)
    }

    @Test func namesWithoutIDsAreNotSharedPeople() throws {
        // Amélie's people have no ids and its genres and keywords are its own.
        #expect(try #require(try store.movies(similarTo: 194, limit: 10, offset: 0)).movies.isEmpty)
    }

    @Test func similarNeverListsTheFilmItself() throws {
        for id in [194, 550, 603, 807] {
            let similar = try #require(try store.movies(similarTo: id, limit: 10, offset: 0))
            #expect(!similar.movies.map(\.id).contains(id))
        }
    }

    @Test func similarFilmsPageLikeAnyList() throws {
        let second = try #require(try store.movies(similarTo: 550, limit: 1, offset: 1))
        #expect(second.movies.map(\.id) == [603])
        #expect(second.totalCount == 2)
        #expect(try #require(try store.movies(similarTo: 550, limit: 1, offset: 5)).movies.isEmpty)
    }

    @Test func peopleAreKnownForTheTitlesThatCountMostFilmsAndSeriesAlike() throws {
        let people = try store.people(orderedByPopularity: 10, offset: 0).people
        // Brad Pitt is billed first in Se7en and second in the less popular Fight Club.
        #expect(people.first { $0.id == 287 }?.knownFor == ["Se7en", "Fight Club"])
        // Lilly Wachowski directed The Matrix and created two series.
        #expect(people.first { $0.id == 9340 }?.knownFor == ["The Matrix", "Sense8"])
        #expect(people.first { $0.id == 1219 }?.knownFor == ["Sense8"])
    }

    @Test func summariesCarryWhatAListShows() throws {
        let first = try #require(try store.movies(orderedBy: .popularity, limit: 1, offset: 0).movies.first)
        #expect(
            first
                == CatalogueMovieSummary(
                    id: 603, title: "The Matrix", releaseDate: "1999-03-30", voteAverage: 7.9, voteCount: 8907,
                    overview: "A hacker learns the truth about his world.", figuresAsOf: nil
                ))
    }
}
