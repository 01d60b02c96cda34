import PersonCreditsFeature

// Its links lead to each title and back to the person: see those screens.
extension PlaceNavigator: PersonCreditsNavigating {}
