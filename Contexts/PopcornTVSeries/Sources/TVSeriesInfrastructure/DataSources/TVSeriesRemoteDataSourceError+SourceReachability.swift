public import Caching

/// A source that could not be reached is the one failure the cache may answer for, with what it
/// kept from before; a refusal or a missing id never is.
extension TVSeriesRemoteDataSourceError: SourceReachabilityError {
    public var isSourceUnreachable: Bool {
        if case .unreachable = self { true } else { false }
    }
}
