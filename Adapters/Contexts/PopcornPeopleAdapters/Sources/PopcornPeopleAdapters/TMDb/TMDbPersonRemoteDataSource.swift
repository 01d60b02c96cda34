import CoreDomain
import PeopleDomain
import PeopleInfrastructure
import TMDb

/// The People remote source answered by TMDb. A person's details come with their combined credits
/// appended, and both the person and their credits are read from that one answer, so a person's
/// screen (which asks for both at once) costs one request: the client shares one request between
/// identical ones in flight. The picture's address needs TMDb's images configuration, asked for
/// alongside the details; without it the person simply has no profile URL.
struct TMDbPersonRemoteDataSource: PersonRemoteDataSource {
    let client: TMDbClient
    let images: TMDbImageAddresses

    func person(withID id: Person.ID) async throws(PersonRemoteDataSourceError) -> Person {
        async let configuration = images.images()
        let details = try await details(id)
        return TMDbPersonMapper().map(details, images: await configuration)
    }

    func credits(ofPersonWithID id: Person.ID) async throws(PersonRemoteDataSourceError) -> PersonCredits {
        guard let credits = try await details(id).combinedCredits else {
            throw .invalidResponse("TMDb's answer for person \(id) came without the combined credits it was asked for")
        }
        return TMDbPersonCreditsMapper().map(credits, personID: id)
    }

    func popularPeople(page: Int) async throws(PersonRemoteDataSourceError) -> PersonPage {
        do {
            return TMDbPersonPageMapper().map(try await client.popularPeople(page: page))
        } catch {
            throw TMDbPersonErrorMapper().map(error, personID: nil)
        }
    }

    /// TMDb's `/trending/person/{day|week}`: its own figures over the window.
    func trendingPeople(window: TrendingWindow, page: Int) async throws(PersonRemoteDataSourceError) -> TrendingPeoplePage {
        let tmdbWindow: TMDbTimeWindow =
            switch window {
            case .day: .day
            case .week: .week
            }
        do {
            let answer = try await client.trending(.person, window: tmdbWindow, page: page)
            return TrendingPeoplePage(people: TMDbPersonPageMapper().map(trending: answer), basis: .window(window))
        } catch {
            throw TMDbPersonErrorMapper().map(error, personID: nil)
        }
    }

    /// The person's details with their combined credits: the same request whichever of the two is asked.
    private func details(_ id: Person.ID) async throws(PersonRemoteDataSourceError) -> TMDbPersonDetails {
        do {
            return try await client.person(id: id)
        } catch {
            throw TMDbPersonErrorMapper().map(error, personID: id)
        }
    }
}
