import CoreDomain
import TVSeriesDomain
import TVSeriesTestSupport
import TestDoubles
import Testing

@testable import TVSeriesApplication

@Suite struct DiscoverTVSeriesUseCaseTests {
    let repository = MockTVSeriesRepository()
    var useCase: any DiscoverTVSeriesUseCase { TVSeriesApplicationFactory(repository: repository).makeDiscoverTVSeriesUseCase() }

    init() {
        repository.answers.answer(TVSeriesGenreFixtures.list)
    }

    func query(
        _ genres: [Genre], match: TVSeriesGenreMatch = .all, votes: Int? = nil, sort: TVSeriesDiscoverySort = TVSeriesDiscoverySort()
    )
        -> TVSeriesDiscoveryQuery
    {
        TVSeriesDiscoveryQuery(
            genres: genres, genreMatch: match, earliestYear: nil, latestYear: nil, minimumRating: nil, minimumVotes: votes,
            originalLanguage: nil, sort: sort)
    }

    @Test func asksTheSourceForTheGenresByTheirSeriesNames() async throws {
        repository.answers.answer(TVSeriesFixtures.page(1, totalPages: 1))
        let filter = TVSeriesDiscoveryFilter(genreNames: ["drama", "Science Fiction"], genreMatch: .any)
        _ = try await useCase.execute(filter, sort: TVSeriesDiscoverySort(), page: 1)
        #expect(
            repository.answers.calls == [
                .genres, .discover(query([TVSeriesGenreFixtures.drama, TVSeriesGenreFixtures.sciFiAndFantasy], match: .any), page: 1),
            ])
    }

    @Test func aSortByRatingAsksForTheTopRatedVotes() async throws {
        repository.answers.answer(TVSeriesFixtures.page(1, totalPages: 1))
        let sort = TVSeriesDiscoverySort(.rating)
        _ = try await useCase.execute(TVSeriesDiscoveryFilter(), sort: sort, page: 1)
        #expect(repository.answers.calls.last == .discover(query([], votes: TopRatedTVSeriesRule.minimumVotes, sort: sort), page: 1))
    }

    @Test func anUnknownGenreListsTheSeriesGenresWithoutAskingForSeries() async {
        await #expect(
            throws: DiscoverTVSeriesError.unknownGenre(
                "Horror", known: ["Action & Adventure", "Crime", "Drama", "Sci-Fi & Fantasy", "War & Politics"])
        ) {
            try await useCase.execute(TVSeriesDiscoveryFilter(genreNames: ["Horror"]), sort: TVSeriesDiscoverySort(), page: 1)
        }
        #expect(repository.answers.calls == [.genres])
    }

    @Test func anInvalidFilterIsRefusedBeforeAnythingIsAsked() async {
        await #expect(throws: DiscoverTVSeriesError.invalidFilter(.yearsReversed(earliest: 2000, latest: 1990))) {
            try await useCase.execute(TVSeriesDiscoveryFilter(earliestYear: 2000, latestYear: 1990), sort: TVSeriesDiscoverySort(), page: 1)
        }
        #expect(repository.answers.calls.isEmpty)
    }

    @Test(arguments: [0, 501])
    func aPageOutOfRangeIsRefused(page: Int) async {
        await #expect(throws: DiscoverTVSeriesError.page(.outOfRange(page))) {
            try await useCase.execute(TVSeriesDiscoveryFilter(), sort: TVSeriesDiscoverySort(), page: page)
        }
        #expect(repository.answers.calls.isEmpty)
    }

    @Test func namesTheGenresOfRowsThatCameWithIdsAlone() async throws {
        let row = TVSeriesPreview(
            id: 1399, name: "Game of Thrones", firstAirDate: nil, rating: nil, overview: nil, figuresAsOf: nil,
            genres: [Genre(id: 10765, name: ""), Genre(id: 18, name: "")])
        repository.answers.answer(TVSeriesPage(page: 1, totalPages: 1, totalResults: 1, series: [row]))
        let page = try await useCase.execute(TVSeriesDiscoveryFilter(), sort: TVSeriesDiscoverySort(), page: 1)
        #expect(page.series.first?.genres.map(\.name) == ["Sci-Fi & Fantasy", "Drama"])
    }

    @Test func aPagePastTheEndSaysHowManyPagesThereAre() async {
        repository.answers.answer(TVSeriesFixtures.page(4, totalPages: 2, ids: []))
        await #expect(throws: DiscoverTVSeriesError.page(.pastEnd(4, lastPage: 2))) {
            try await useCase.execute(TVSeriesDiscoveryFilter(), sort: TVSeriesDiscoverySort(), page: 4)
        }
    }

    @Test func reportsTheSourcesFailure() async {
        repository.answers.fail(with: .source(.unavailable("down")))
        await #expect(throws: DiscoverTVSeriesError.source(.unavailable("down"))) {
            try await useCase.execute(TVSeriesDiscoveryFilter(), sort: TVSeriesDiscoverySort(), page: 1)
        }
    }
}
