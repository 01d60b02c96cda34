import TMDb
import TVSeriesDomain
import TVSeriesInfrastructure

/// TMDb's failures as the TV series source's: a 404 as the lookup that was being made (a series, a
/// season, an episode), a refused credential with the kind that was sent and never its value, and
/// everything that kept TMDb from answering as unreachable, so that a cached answer may stand in.
struct TMDbTVSeriesErrorMapper {
    func map(_ error: TMDbError, lookup: TVLookup?) -> TVSeriesRemoteDataSourceError {
        switch error {
        case .notFound(let path): lookup.map { .notFound($0) } ?? .invalidResponse("TMDb has nothing at \(path)")
        case .unauthorized(let kind): .unauthorized("it rejected the \(kind)")
        case .undecodable(let path, let reason): .invalidResponse("TMDb's answer for \(path) could not be read: \(reason)")
        case .rateLimited, .server, .unreachable, .cancelled: .unreachable(error.description)
        }
    }
}
