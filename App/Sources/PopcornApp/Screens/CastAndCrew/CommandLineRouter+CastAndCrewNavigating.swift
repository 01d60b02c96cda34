import CastAndCrewFeature

// `openMovieDetails(movieID:)` is shared with the list screen: one conformance serves both.
extension CommandLineRouter: CastAndCrewNavigating {}
