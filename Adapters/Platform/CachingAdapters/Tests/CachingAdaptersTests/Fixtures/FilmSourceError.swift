import Caching

/// How a film source in these tests fails: only `.unreachable` may be covered by a stale answer.
enum FilmSourceError: SourceReachabilityError, Equatable {
    case unreachable
    case notFound

    var isSourceUnreachable: Bool { self == .unreachable }
}
