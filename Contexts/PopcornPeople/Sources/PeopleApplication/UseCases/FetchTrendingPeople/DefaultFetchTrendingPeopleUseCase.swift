import CoreDomain
import PeopleDomain

struct DefaultFetchTrendingPeopleUseCase: FetchTrendingPeopleUseCase {
    let repository: any PersonRepository

    func execute(window: TrendingWindow, page: Int) async throws(FetchTrendingPeopleError) -> TrendingPeoplePage {
        if let error = Paging.error(for: page) { throw .page(error) }
        let trending: TrendingPeoplePage
        do {
            trending = try await repository.trendingPeople(window: window, page: page)
        } catch {
            throw PagedListError(error)
        }
        let people = trending.people
        if let error = Paging.error(for: page, totalPages: people.totalPages, totalResults: people.totalResults) { throw .page(error) }
        return trending
    }
}
