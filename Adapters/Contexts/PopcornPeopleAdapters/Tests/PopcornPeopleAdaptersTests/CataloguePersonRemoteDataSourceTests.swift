import CoreDomain
import EmbeddedCatalogue
import Foundation
import PeopleDomain
import PeopleInfrastructure
import PopcornPeopleAdapters
import Testing

/// The People context's remote source, answered by the catalogue built from the bundled seed.
@Suite struct CataloguePersonRemoteDataSourceTests {
    /// The bundled catalogue, built once for every test of the suite.
    static let store = Result { try CatalogueStore.inMemory(seed: try CatalogueSeed.bundled()) }
    let source: any PersonRemoteDataSource

    init() throws {
        source = PopcornPeopleAdaptersFactory().makeCataloguePersonRemoteDataSource(store: try Self.store.get())
    }

    @Test func findsAPersonByTheirID() async throws {
        let pitt = try await source.person(withID: 287)
        #expect(pitt.name == "Brad Pitt")
        #expect(pitt.gender == .male)
    }

    @Test func anUnknownIDIsNotFound() async {
        await #expect(throws: PersonRemoteDataSourceError.notFound(999_999_999)) { try await source.person(withID: 999_999_999) }
        await #expect(throws: PersonRemoteDataSourceError.notFound(999_999_999)) { try await source.credits(ofPersonWithID: 999_999_999) }
    }

    @Test func creditsHoldFilmsAndSeriesPartsAndJobsApart() async throws {
        let pitt = try await source.credits(ofPersonWithID: 287)
        let fightClub = try #require(pitt.cast.first { $0.title.id == 550 })
        #expect(fightClub.title.kind == .movie)
        #expect(fightClub.role == .cast(character: "Tyler Durden"))
        #expect(pitt.crew.allSatisfy { if case .crew = $0.role { true } else { false } })
        let momoa = try await source.credits(ofPersonWithID: 117642)
        let thrones = try #require(momoa.cast.first { $0.title.id == 1399 })
        #expect(thrones.title.kind == .tv)
        #expect(thrones.role == .cast(character: "Khal Drogo"))
        #expect(thrones.episodeCountBasis == .episodesHeld && (thrones.episodeCount ?? 0) >= 1)
    }

    @Test func popularPeoplePageTwentyAtATimeMostPopularFirst() async throws {
        let first = try await source.popularPeople(page: 1)
        let second = try await source.popularPeople(page: 2)
        #expect(first.people.count == 20)
        #expect(Set(first.people.map(\.id)).isDisjoint(with: second.people.map(\.id)))
        #expect(first.totalResults > 100)
    }

    @Test func trendingPeopleAreThoseOfTheMostPopularFilmsOfTheLastThreeBusyYearsWhateverTheWindow() async throws {
        let trending = try await source.trendingPeople(window: .day, page: 1)
        // The films with credits end in 2017, which holds one: the last three years with at least
        // fifty of them are 2014 to 2016 (the films of 2017-2025 came without credits).
        #expect(trending.basis == .recentTitles(years: [2014, 2015, 2016], titleCount: 100, minimumTitlesPerYear: 50))
        #expect(
            trending.people.people.prefix(5).map(\.name) == [
                "Seth MacFarlane", "Jennifer Lawrence", "Seth Rogen", "Christopher Nolan", "Pete Docter",
            ])
        #expect(trending.people.people.first?.knownFor == ["Ted 2"])
        let popular = try await source.popularPeople(page: 1)
        #expect(trending.people.people.map(\.id) != popular.people.map(\.id), "not the popular list again")
        #expect(try await source.trendingPeople(window: .week, page: 1) == trending)
    }
}
