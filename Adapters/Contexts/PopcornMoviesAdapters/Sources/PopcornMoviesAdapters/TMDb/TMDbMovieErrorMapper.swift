import MoviesDomain
import MoviesInfrastructure
import TMDb

/// TMDb's failures as the Movies source's: a missing movie by its id, a refused credential with
/// the kind that was sent, and everything that kept TMDb from answering as unreachable, so that
/// a cached answer may stand in.
struct TMDbMovieErrorMapper {
    func map(_ error: TMDbError, movieID: Movie.ID?) -> MovieRemoteDataSourceError {
        switch error {
        case .notFound(let path): movieID.map { .notFound($0) } ?? .invalidResponse("TMDb has nothing at \(path)")
        case .unauthorized(let kind): .unauthorized("it rejected the \(kind)")
        case .undecodable(let path, let reason): .invalidResponse("TMDb's answer for \(path) could not be read: \(reason)")
        case .rateLimited, .server, .unreachable, .cancelled: .unreachable(error.description)
        }
    }
}
