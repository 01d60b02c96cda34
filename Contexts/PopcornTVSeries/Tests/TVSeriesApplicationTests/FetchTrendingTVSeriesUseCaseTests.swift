import CoreDomain
import TVSeriesDomain
import TVSeriesTestSupport
import TestDoubles
import Testing

@testable import TVSeriesApplication

@Suite struct FetchTrendingTVSeriesUseCaseTests {
    let repository = MockTVSeriesRepository()
    var useCase: any FetchTrendingTVSeriesUseCase { TVSeriesApplicationFactory(repository: repository).makeFetchTrendingTVSeriesUseCase() }

    @Test func asksForTheWindowAndPageAndNamesTheGenres() async throws {
        let row = TVSeriesPreview(
            id: 1399, name: "Game of Thrones", firstAirDate: nil, rating: nil, overview: nil, figuresAsOf: nil,
            genres: [Genre(id: 18, name: "")])
        repository.answers.answer(
            TrendingTVSeriesPage(series: TVSeriesPage(page: 1, totalPages: 1, totalResults: 1, series: [row]), basis: .window(.day)))
        repository.answers.answer(TVSeriesGenreFixtures.list)
        let trending = try await useCase.execute(window: .day, page: 1)
        #expect(trending.basis == .window(.day))
        #expect(trending.series.series.first?.genres.map(\.name) == ["Drama"])
        #expect(repository.answers.calls == [.trending(.day, page: 1), .genres])
    }

    @Test func aSnapshotWithNoBusyYearsSaysSo() async throws {
        let basis = TrendingBasis.recentTitles(years: [], titleCount: 0, minimumTitlesPerYear: 50)
        repository.answers.answer(
            TrendingTVSeriesPage(series: TVSeriesPage(page: 1, totalPages: 1, totalResults: 0, series: []), basis: basis))
        repository.answers.answer(TVSeriesGenreFixtures.list)
        let trending = try await useCase.execute(window: .week, page: 1)
        #expect(trending.basis == basis && trending.series.series.isEmpty)
    }

    @Test(arguments: [0, 501])
    func rejectsAPageOutOfRangeWithoutAsking(page: Int) async {
        await #expect(throws: FetchTrendingTVSeriesError.page(.outOfRange(page))) { try await useCase.execute(window: .week, page: page) }
        #expect(repository.answers.calls.isEmpty)
    }

    @Test func reportsTheSourcesFailure() async {
        repository.answers.fail(with: .source(.unavailable("down")))
        await #expect(throws: FetchTrendingTVSeriesError.source(.unavailable("down"))) { try await useCase.execute(window: .week, page: 1) }
    }
}
