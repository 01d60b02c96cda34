import WatchedFeature

// Its links into films and series are every screen's: see each of those screens.
extension PlaceNavigator: WatchedNavigating {}
