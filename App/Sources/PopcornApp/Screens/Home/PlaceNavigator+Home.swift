import HomeFeature

// Its links into films, series and people are every screen's: see each of those screens.
extension PlaceNavigator: HomeNavigating {
    func openSearch() { openSearchPrompt() }
}
