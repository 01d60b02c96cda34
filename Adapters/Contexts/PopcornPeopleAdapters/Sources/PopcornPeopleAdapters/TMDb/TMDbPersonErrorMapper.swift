import PeopleDomain
import PeopleInfrastructure
import TMDb

/// TMDb's failures as the People source's: a missing person by their id, a refused credential with
/// the kind that was sent (never its value), and everything that kept TMDb from answering as
/// unreachable, so that a cached answer may stand in.
struct TMDbPersonErrorMapper {
    func map(_ error: TMDbError, personID: Person.ID?) -> PersonRemoteDataSourceError {
        switch error {
        case .notFound(let path): personID.map { .notFound($0) } ?? .invalidResponse("TMDb has nothing at \(path)")
        case .unauthorized(let kind): .unauthorized("it rejected the \(kind)")
        case .undecodable(let path, let reason): .invalidResponse("TMDb's answer for \(path) could not be read: \(reason)")
        case .rateLimited, .server, .unreachable, .cancelled: .unreachable(error.description)
        }
    }
}
