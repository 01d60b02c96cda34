import Caching
import CoreDomain
import PeopleDomain

/// Answers from the cache when it can and from the remote source when it must (see
/// `PersonCachePolicy` for what is kept and for how long).
struct DefaultPersonRepository: PersonRepository {
    let remote: any PersonRemoteDataSource
    let cache: ReadThroughCache

    func person(withID id: Person.ID) async throws(PersonRepositoryError) -> Person {
        try await cache.value(for: PersonCachePolicy.details(id), mappingErrors: Self.repositoryError) {
            () async throws(PersonRemoteDataSourceError) in
            try await remote.person(withID: id)
        }
    }

    func credits(ofPersonWithID id: Person.ID) async throws(PersonRepositoryError) -> PersonCredits {
        try await cache.value(for: PersonCachePolicy.credits(id), mappingErrors: Self.repositoryError) {
            () async throws(PersonRemoteDataSourceError) in
            try await remote.credits(ofPersonWithID: id)
        }
    }

    func popularPeople(page: Int) async throws(PersonRepositoryError) -> PersonPage {
        try await cache.value(for: PersonCachePolicy.popular(page: page), mappingErrors: Self.repositoryError) {
            () async throws(PersonRemoteDataSourceError) in
            try await remote.popularPeople(page: page)
        }
    }

    func trendingPeople(window: TrendingWindow, page: Int) async throws(PersonRepositoryError) -> TrendingPeoplePage {
        try await cache.value(for: PersonCachePolicy.trending(window, page: page), mappingErrors: Self.repositoryError) {
            () async throws(PersonRemoteDataSourceError) in
            try await remote.trendingPeople(window: window, page: page)
        }
    }

    static func repositoryError(for error: PersonRemoteDataSourceError) -> PersonRepositoryError {
        switch error {
        case .notFound(let id): .notFound(id)
        case .unauthorized(let reason): .source(.unauthorized(reason))
        case .unreachable(let reason), .invalidResponse(let reason): .source(.unavailable(reason))
        }
    }
}
