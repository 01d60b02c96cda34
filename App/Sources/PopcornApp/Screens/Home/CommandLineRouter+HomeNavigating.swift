import HomeFeature

// Its links into films, series and people are the list screen's: one conformance serves both.
extension CommandLineRouter: HomeNavigating {
    func openSearch() {
        note("\(Self.program) search <words>", purpose: "find a film, a series or a person by name")
    }
}
