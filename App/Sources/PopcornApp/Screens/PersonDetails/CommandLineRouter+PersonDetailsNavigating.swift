import PersonDetailsFeature

// `openMovieDetails` and `openSeriesDetails` are the list screen's links too: one conformance serves both.
extension CommandLineRouter: PersonDetailsNavigating {
    func openPersonCredits(personID: Int) {
        note("\(Self.program) person \(personID) --credits", purpose: "everything they are credited with")
    }
}
