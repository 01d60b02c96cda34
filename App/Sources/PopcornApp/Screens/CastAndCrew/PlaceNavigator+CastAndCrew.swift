import CastAndCrewFeature

// Its links lead to films, series and people: see each of those screens.
extension PlaceNavigator: CastAndCrewNavigating {}
