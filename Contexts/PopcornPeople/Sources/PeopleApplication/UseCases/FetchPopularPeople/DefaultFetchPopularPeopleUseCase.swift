import CoreDomain
import PeopleDomain

struct DefaultFetchPopularPeopleUseCase: FetchPopularPeopleUseCase {
    let repository: any PersonRepository

    func execute(page: Int) async throws(FetchPopularPeopleError) -> PersonPage {
        if let error = Paging.error(for: page) { throw .page(error) }
        let people: PersonPage
        do {
            people = try await repository.popularPeople(page: page)
        } catch {
            throw PagedListError(error)
        }
        if let error = Paging.error(for: page, totalPages: people.totalPages, totalResults: people.totalResults) { throw .page(error) }
        return people
    }
}
