package import PeopleDomain

/// Builds the People use cases over a repository. Only `PeopleComposition` uses it.
package struct PeopleApplicationFactory: Sendable {
    private let repository: any PersonRepository

    package init(repository: some PersonRepository) {
        self.repository = repository
    }

    package func makeFetchPersonDetailsUseCase() -> any FetchPersonDetailsUseCase {
        DefaultFetchPersonDetailsUseCase(repository: repository)
    }

    package func makeFetchPersonCreditsUseCase() -> any FetchPersonCreditsUseCase {
        DefaultFetchPersonCreditsUseCase(repository: repository)
    }

    package func makeFetchPopularPeopleUseCase() -> any FetchPopularPeopleUseCase {
        DefaultFetchPopularPeopleUseCase(repository: repository)
    }

    package func makeFetchTrendingPeopleUseCase() -> any FetchTrendingPeopleUseCase {
        DefaultFetchTrendingPeopleUseCase(repository: repository)
    }
}
