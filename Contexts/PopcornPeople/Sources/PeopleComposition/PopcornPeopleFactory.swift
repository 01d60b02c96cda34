public import Caching
public import Observability
public import PeopleApplication
import PeopleDomain
public import PeopleInfrastructure

/// The People context's one public door: give it a remote source and the Platform services, and
/// it vends the use cases, wired and ready. Built once, by the app's composition root.
public struct PopcornPeopleFactory: Sendable {
    private let application: PeopleApplicationFactory

    public init(remoteDataSource: some PersonRemoteDataSource, cache: some Cache, observer: some Observer) {
        let infrastructure = PeopleInfrastructureFactory(remoteDataSource: remoteDataSource, cache: cache, observer: observer)
        application = PeopleApplicationFactory(repository: infrastructure.makePersonRepository())
    }

    public func makeFetchPersonDetailsUseCase() -> any FetchPersonDetailsUseCase {
        application.makeFetchPersonDetailsUseCase()
    }

    public func makeFetchPersonCreditsUseCase() -> any FetchPersonCreditsUseCase {
        application.makeFetchPersonCreditsUseCase()
    }

    public func makeFetchPopularPeopleUseCase() -> any FetchPopularPeopleUseCase {
        application.makeFetchPopularPeopleUseCase()
    }

    public func makeFetchTrendingPeopleUseCase() -> any FetchTrendingPeopleUseCase {
        application.makeFetchTrendingPeopleUseCase()
    }
}
