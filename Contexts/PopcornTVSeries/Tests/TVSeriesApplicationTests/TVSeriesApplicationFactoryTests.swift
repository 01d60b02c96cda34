import TVSeriesApplication
import TVSeriesDomain
import TVSeriesTestSupport
import Testing

@Suite struct TVSeriesApplicationFactoryTests {
    @Test func buildsOverTheRepositoryWithoutAskingIt() {
        let repository = MockTVSeriesRepository()
        _ = TVSeriesApplicationFactory(repository: repository)
        #expect(repository.calls.isEmpty, "building asks nothing of the repository")
    }
}
